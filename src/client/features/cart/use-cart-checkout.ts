import { useState } from 'react';
import type { Cart, CheckoutRefusal, Quote } from '../../../common/contracts/commerce';
import { useCheckout } from '../../lib/checkout';
import { cart, itemKey, useCart, type CartItem } from '../../lib/cart';
import { useSession } from '../../lib/session';
import { useSignInPrompt } from '../../lib/sign-in-prompt';
import { useLanguage } from '../../lib/use-language';
import { useQuote } from './api/checkout';
import { codeRefusal, refusalsByItem } from './refusals';

/** The cart as checkout takes it: its packs, its bundles, the code. */
function cartOf(items: readonly CartItem[], code: string | null): Cart {
  return {
    packIds: items.flatMap((item) => (item.kind === 'bundle' ? [] : [item.packId])),
    bundleIds: items.flatMap((item) => (item.kind === 'bundle' ? [item.bundleId] : [])),
    // Query credits are bought from the pack's page, not through the cart.
    credits: [],
    code,
    teamId: null,
  };
}

/** What the code takes off an item: the discounts of the quote's lines for its pack, or its bundle's packs. */
export function discountOf(item: CartItem, priced: Quote | null): number {
  const packIds = item.kind === 'bundle' ? item.packIds : [item.packId];
  return (priced?.lines ?? [])
    .filter((line) => packIds.includes(line.packId))
    .reduce((sum, line) => sum + line.discountCents, 0);
}

/**
 * The cart on its way to payment: the items, the discount code and its quote, what the server refused (item by
 * item, or the code), and the actions — apply or remove a code, pay. A guest is asked to sign in first.
 */
export function useCartCheckout() {
  const { language } = useLanguage();
  const items = useCart();
  const session = useSession();
  const openSignIn = useSignInPrompt();
  const checkout = useCheckout({ onPaying: () => cart.clear() });
  const [code, setCode] = useState<string | null>(null);
  const signedIn = session.status === 'signedIn';
  const request = cartOf(items, code);
  const quote = useQuote(request, signedIn && items.length > 0);

  const keys = {
    packIds: request.packIds,
    bundleKeys: items.filter((item) => item.kind === 'bundle').map(itemKey),
  };
  const failed = checkout.error ?? quote.error;
  const refusals = failed ? refusalsByItem(failed, keys) : new Map<string, CheckoutRefusal>();
  const refusedCode = codeRefusal(quote.error) ?? codeRefusal(checkout.error);
  // With an applied code the server's figures; without one, the prices the items were added at.
  const priced = code && quote.isSuccess && !quote.isPlaceholderData ? quote.data.quote : null;

  const applyCode = (typed: string) => {
    if (!signedIn) {
      openSignIn();
      return;
    }
    checkout.reset();
    setCode(typed.toUpperCase());
  };

  const removeCode = () => {
    checkout.reset();
    setCode(null);
  };

  const payNow = () => {
    if (!signedIn) {
      openSignIn();
      return;
    }
    checkout.mutate({ ...cartOf(items, refusedCode ? null : code), language });
  };

  return {
    items,
    signedIn,
    checkout,
    quote,
    code,
    refusals,
    refusedCode,
    priced,
    applyCode,
    removeCode,
    payNow,
  };
}
