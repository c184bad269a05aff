import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../common/contracts/commerce';
import { LinkStatusCard } from '../../components/link-status-card';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { apiErrorText } from '../../lib/api-error-text';
import { useCheckout } from '../../lib/checkout';
import { cart, itemKey, salePrice, useCart, type CartItem } from '../../lib/cart';
import { formatPrice } from '../../lib/format';
import { registerNamespace } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useSignInPrompt } from '../../lib/sign-in-prompt';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/cart.json';
import ja from '../../locales/ja/cart.json';
import { useQuote } from './api/checkout';
import { CartLine } from './cart-line';
import { DiscountCodeForm } from './discount-code-form';
import { codeRefusal, isMixedCurrency, refusalsByItem } from './refusals';

registerNamespace('cart', { en, ja });

/** The cart as checkout takes it: its packs, its bundles, the code. */
function cartOf(items: readonly CartItem[], code: string | null): Cart {
  return {
    packIds: items.flatMap((item) => (item.kind === 'bundle' ? [] : [item.packId])),
    bundleIds: items.flatMap((item) => (item.kind === 'bundle' ? [item.bundleId] : [])),
    // Query credits are bought from the pack's page, not through the cart.
    credits: [],
    code,
  };
}

/** /cart: the packs and bundles chosen on their sales pages, checked out together, with a discount code (issue 11). */
export function CartPage() {
  const { t } = useTranslation('cart');
  const { language, localize } = useLanguage();
  const items = useCart();
  const session = useSession();
  const openSignIn = useSignInPrompt();
  const checkout = useCheckout({ onPaying: () => cart.clear() });
  const [code, setCode] = useState<string | null>(null);
  const signedIn = session.status === 'signedIn';
  const request = cartOf(items, code);
  const quote = useQuote(request, signedIn && items.length > 0);
  useDocumentTitle(t('title'));

  if (items.length === 0) {
    return <LinkStatusCard namespace="cart" messages="empty" Icon={ShoppingCart} to="/" />;
  }

  const keys = {
    packIds: request.packIds,
    bundleKeys: items.filter((item) => item.kind === 'bundle').map(itemKey),
  };
  const failed = checkout.error ?? quote.error;
  const refusals = failed ? refusalsByItem(failed, keys) : new Map();
  const refusedCode = codeRefusal(quote.error) ?? codeRefusal(checkout.error);
  const currencies = new Set(items.map((item) => item.currency));
  const currency = items[0]?.currency ?? 'USD';
  // With an applied code the server's figures; without one, the prices the items were added at.
  const priced = code && quote.isSuccess && !quote.isPlaceholderData ? quote.data.quote : null;
  const subtotal = items.reduce((sum, item) => sum + salePrice(item), 0);
  const total = priced?.totalCents ?? subtotal;
  const discountOf = (item: CartItem) => {
    const packIds = item.kind === 'bundle' ? item.packIds : [item.packId];
    return (priced?.lines ?? [])
      .filter((line) => packIds.includes(line.packId))
      .reduce((sum, line) => sum + line.discountCents, 0);
  };
  const money = (cents: number) => formatPrice(cents, currency, language);

  const applyCode = (typed: string) => {
    if (!signedIn) {
      openSignIn();
      return;
    }
    checkout.reset();
    setCode(typed.toUpperCase());
  };

  const payNow = () => {
    if (!signedIn) {
      openSignIn();
      return;
    }
    checkout.mutate({ ...cartOf(items, refusedCode ? null : code), language });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <ul
        aria-label={t('listLabel')}
        className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      >
        {items.map((item) => (
          <CartLine
            key={itemKey(item)}
            item={item}
            refusal={refusals.get(itemKey(item))}
            discountCents={discountOf(item)}
          />
        ))}
      </ul>

      <div className="mt-6">
        <DiscountCodeForm
          applied={code}
          checking={quote.isFetching}
          refusal={refusedCode}
          failure={
            code && quote.isError && !refusedCode && refusals.size === 0 ? apiErrorText(quote.error, t) : null
          }
          onApply={applyCode}
          onRemove={() => {
            checkout.reset();
            setCode(null);
          }}
        />
      </div>

      {currencies.size > 1 || isMixedCurrency(checkout.error) ? (
        <PageAlert className="mt-6">
          <p>{t('mixedCurrency')}</p>
        </PageAlert>
      ) : (
        <dl className="mt-6 space-y-1" aria-live="polite">
          {priced && priced.discountCents > 0 && (
            <>
              <div className="flex items-baseline justify-between text-slate-700">
                <dt>{t('subtotal')}</dt>
                <dd>{money(priced.subtotalCents)}</dd>
              </div>
              <div className="flex items-baseline justify-between text-emerald-700">
                <dt>{t('discount', { code: priced.code })}</dt>
                <dd>−{money(priced.discountCents)}</dd>
              </div>
            </>
          )}
          <div className="flex items-baseline justify-between text-lg">
            <dt className="font-medium text-slate-700">{t('total')}</dt>
            <dd className="text-2xl font-bold text-slate-900">{money(total)}</dd>
          </div>
        </dl>
      )}
      {checkout.isError && refusals.size === 0 && !refusedCode && !isMixedCurrency(checkout.error) && (
        <PageAlert className="mt-4">
          <p>{t('failed', { reason: apiErrorText(checkout.error, t) })}</p>
        </PageAlert>
      )}
      {refusals.size > 0 && (
        <PageAlert className="mt-4">
          <p>{t('refused')}</p>
        </PageAlert>
      )}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to={localize('/')} variant="secondary" size="lg">
          {t('continue')}
        </ButtonLink>
        <Button size="lg" onClick={payNow} disabled={checkout.isPending || currencies.size > 1}>
          {checkout.isPending
            ? t('processing')
            : session.status === 'signedIn'
              ? t('checkout')
              : t('signInToCheckout')}
        </Button>
      </div>
      <p className="mt-4 text-sm text-slate-600">{t('guarantee')}</p>
    </div>
  );
}
