import { and, eq } from 'drizzle-orm';
import type { Cart, CheckoutResponse } from '../../common/contracts/commerce';
import type { Language } from '../../common/languages';
import { agentPurchases, orders } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { CommerceContext } from './commerce-context';
import { fulfilOrder, recordReturnedPayment } from './fulfilment';
import { createOrder, quoteCart } from './orders';
import type { SavedCards } from './saved-cards';

const PRICE_CHANGED = 'The price changed since it was quoted; nothing was charged. Call quote again.';

/** Which purchase an order pays for, and which assistant placed it (spending/'s PurchaseLink). */
interface PurchaseLink {
  purchaseId: string;
  attempt?: 'confirmed';
  /** What the purchase was judged on: a card is charged this, or nothing. */
  amountCents: number;
  currency: string;
  connectionId: string | null;
  language: Language;
}

type Checkout = (
  buyer: UserRow,
  cart: Cart,
  language: Language,
  placedBy: { connectionId: string | null },
) => Promise<CheckoutResponse>;

/**
 * Orders for what connected assistants buy (issue 50): charged off-session to the person's saved card when the
 * budget lets the assistant buy on its own, or paid through the usual checkout once the person confirms. Either way
 * the order is linked to its purchase before any money moves, so the fulfilment that pays it marks the purchase
 * paid (assistant-orders.ts) — whichever instance, webhook or call gets there first.
 */
export function createAssistantCheckout(
  { db, now, sendReceipts, log, settled, closeReplaced, providers }: CommerceContext,
  savedCards: SavedCards,
  checkout: Checkout,
) {
  const linkOrder = (purchaseId: string, orderId: string) =>
    db.update(agentPurchases).set({ orderId }).where(eq(agentPurchases.id, purchaseId));
  const expire = (orderId: string) =>
    db
      .update(orders)
      .set({ status: 'expired' })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));

  return {
    quote: (buyer: UserRow, cart: Cart) => quoteCart(db, buyer, cart, now()),

    hasCard: async (userId: string) => (await savedCards.chargeable(userId)) !== null,

    card: (userId: string) => savedCards.card(userId),

    /**
     * Charges the saved card under the purchase's own idempotency key: the same purchase is never charged twice,
     * however often it is retried. Throws when the provider does not answer (nothing was charged, or the webhook
     * fulfils it when it was).
     */
    async payWithSavedCard(buyer: UserRow, cart: Cart, link: PurchaseLink) {
      const card = await savedCards.chargeable(buyer.id);
      if (!card)
        return { outcome: 'declined' as const, message: 'No card is saved for your assistants’ purchases' };
      const { order, replaced } = await createOrder(
        db,
        buyer,
        cart,
        { provider: card.provider.kind, language: link.language, connectionId: link.connectionId },
        now(),
      );
      await closeReplaced(replaced);
      await linkOrder(link.purchaseId, order.id);
      if (order.totalCents !== link.amountCents || order.currency !== link.currency) {
        // The price changed since it was quoted (a sale ended, a creator's new price): nothing is charged for a
        // purchase its limits were judged on at another amount.
        await expire(order.id);
        return { outcome: 'declined' as const, message: PRICE_CHANGED };
      }
      const key = `kenja-agent-${link.purchaseId}${link.attempt ? `-${link.attempt}` : ''}`;
      const charged = await card.provider.chargeSaved(order, card, key);
      if (charged.outcome !== 'paid') {
        // This order can no longer be paid off-session; the person's checkout, if they confirm, makes its own.
        await expire(order.id);
        return charged.outcome === 'declined'
          ? { outcome: 'declined' as const, message: charged.message }
          : { outcome: 'needs_authentication' as const };
      }
      const at = now();
      const outcome = await db.transaction((tx) =>
        fulfilOrder(tx, order.id, {
          paymentRef: charged.paymentRef,
          at,
          sendReceipt: sendReceipts,
          closedToo: true,
        }),
      );
      if (outcome === 'owned') {
        // The pack became theirs meanwhile (another purchase won the race): the money goes straight back.
        const refundRef = await providers[order.provider]?.refund({
          ...order,
          paymentRef: charged.paymentRef,
        });
        await db.transaction((tx) =>
          recordReturnedPayment(tx, order.id, {
            paymentRef: charged.paymentRef,
            refundRef: refundRef ?? null,
            at,
          }),
        );
        log?.warn({ orderId: order.id }, 'an assistant paid for a pack already held; the payment went back');
        throw new AppError('conflict', 'You already hold this pack; the payment was returned');
      }
      await settled();
      return { outcome: 'paid' as const, orderId: order.id };
    },

    /** The usual checkout of the cart for a purchase the person confirmed: where they pay, or its receipt. */
    async checkout(buyer: UserRow, cart: Cart, link: PurchaseLink) {
      const started = await checkout(buyer, cart, link.language, { connectionId: link.connectionId });
      // The person pays what the checkout shows them: the purchase is what they paid, if the price moved.
      await db
        .update(agentPurchases)
        .set({ orderId: started.order.id, amountCents: started.order.totalCents })
        .where(eq(agentPurchases.id, link.purchaseId));
      return { next: started.payUrl };
    },
  };
}
