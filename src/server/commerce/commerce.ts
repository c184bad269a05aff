import { asc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  PAY_REFUSALS,
  REFUND_REFUSALS,
  type Cart,
  type CheckoutResponse,
  type Order,
  type RefundQuoteResponse,
} from '../../common/contracts/commerce';
import type { Language } from '../../common/languages';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { recordAudit } from '../audit';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { Logger } from '../log';
import { ACCESS_CHANNEL } from '../packs';
import { fulfilOrder } from './fulfilment';
import {
  claimLineRefund,
  lockLine,
  markLineRefunded,
  quoteLineRefund,
  refusalOf,
  releaseLineClaim,
} from './line-refunds';
import { orderLineName } from './line-name';
import { checkoutOpenUntil } from './order-times';
import {
  createOrder,
  listOrders,
  orderFor,
  presentOne,
  setCheckoutRef,
  type OrderRow,
  type ReplacedOrder,
} from './orders';
import { receiptPath, type PaymentProvider } from './payments';
import { createStripeEvents } from './stripe-events';

export interface CommerceDeps {
  db: Database;
  changes: ChangeFeed;
  now: () => Date;
  /** The provider new checkouts use: Stripe when configured, else the dev checkout (never in production). */
  checkout: PaymentProvider | undefined;
  /** Every provider an existing order may have been paid with, for its refund. */
  providers: Partial<Record<OrderRow['provider'], PaymentProvider | undefined>>;
  /** Checks the signature of Stripe's webhook deliveries, when Stripe is configured. */
  stripeWebhooks?: { stripe: Stripe; secret: string } | undefined;
  /** Mail is configured: a paid order queues its receipt e-mail. */
  sendReceipts?: boolean;
  log?: Logger | undefined;
}

/** Buying packs: checkout of a cart, paying, refunds, receipts (issue 11). */
export function createCommerce({
  db,
  changes,
  now,
  checkout,
  providers,
  stripeWebhooks,
  sendReceipts = false,
  log,
}: CommerceDeps) {
  /** The buyer's next call on this instance sees the entitlement change (other instances hear it a moment later). */
  async function settled() {
    if (changes.live) await changes.sync(ACCESS_CHANNEL);
  }

  /**
   * Closes the provider's checkouts of orders a newer checkout replaced, so they cannot be paid. Best effort: one
   * paid in the moment before is fulfilled if its packs are still the buyer's to buy, else its money goes back
   * (stripe-events.ts).
   */
  async function closeReplaced(replaced: readonly ReplacedOrder[]) {
    for (const order of replaced) {
      if (!order.checkoutRef) continue;
      try {
        await providers[order.provider]?.closeCheckout(order.checkoutRef);
      } catch (err) {
        log?.warn({ err, orderId: order.id }, 'a replaced checkout could not be closed at the provider');
      }
    }
  }

  async function present(orderId: string): Promise<Order> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new AppError('not_found', 'No such order');
    return presentOne(db, row, now());
  }

  const commerce = {
    /** The dev checkout's page and button exist only when it is the checkout in use. */
    devCheckout: checkout?.kind === 'dev',

    /**
     * A pending order of the cart and where to pay for it. If the provider cannot open its checkout, the order is
     * taken back: nothing is left half-made and nothing was charged.
     */
    async checkout(buyer: UserRow, cart: Cart, language: Language): Promise<CheckoutResponse> {
      if (!checkout) throw new AppError('unavailable', 'Payments are not configured on this server');
      const { order, replaced } = await createOrder(
        db,
        buyer,
        cart,
        { provider: checkout.kind, language },
        now(),
      );
      await closeReplaced(replaced);
      const lines = (
        await db
          .select({
            title: orderLines.title,
            kind: orderLines.kind,
            credits: orderLines.credits,
            priceCents: sql<number>`${orderLines.priceCents} - ${orderLines.discountCents}`,
          })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .orderBy(asc(orderLines.title))
      ).map((line) => ({ title: orderLineName(line, language), priceCents: line.priceCents }));
      if (order.totalCents === 0) {
        // Discounted to nothing: there is no payment to wait for.
        await db.transaction((tx) =>
          fulfilOrder(tx, order.id, { paymentRef: null, at: now(), sendReceipt: sendReceipts }),
        );
        await settled();
        return { order: await present(order.id), payUrl: receiptPath(order.id, language) };
      }
      let started: Awaited<ReturnType<PaymentProvider['startCheckout']>>;
      try {
        started = await checkout.startCheckout(order, lines, { email: buyer.email }, language, {
          openUntil: checkoutOpenUntil(order.createdAt),
        });
      } catch (err) {
        await db.delete(orders).where(eq(orders.id, order.id));
        log?.error({ err, orderId: order.id }, 'checkout could not be opened');
        throw new AppError(
          'unavailable',
          'The payment provider did not answer. Nothing was charged; try again.',
        );
      }
      if (started.checkoutRef) await setCheckoutRef(db, order.id, started.checkoutRef);
      return { order: await present(order.id), payUrl: started.payUrl };
    },

    /**
     * The dev checkout's Pay button: the same fulfilment a verified Stripe webhook runs. Only where the dev checkout
     * is allowed (never in production), only for its own orders, only by their buyer.
     */
    async payDev(user: UserRow, orderId: string): Promise<Order> {
      const order = await orderFor(db, user, orderId);
      if (!providers.dev || order.provider !== 'dev' || order.buyerId !== user.id) {
        throw new AppError('not_found', 'No such order');
      }
      if (order.status === 'pending' && now() > checkoutOpenUntil(order.createdAt)) {
        throw new AppError('conflict', PAY_REFUSALS.closed);
      }
      const outcome = await db.transaction((tx) =>
        fulfilOrder(tx, order.id, { paymentRef: `dev_${order.id}`, at: now(), sendReceipt: sendReceipts }),
      );
      // Refused before any money moved: the dev checkout's payment is this click.
      if (outcome === 'closed') throw new AppError('conflict', PAY_REFUSALS.closed);
      if (outcome === 'owned') throw new AppError('conflict', PAY_REFUSALS.owned);
      await settled();
      return present(order.id);
    },

    /**
     * What refunding one line of an order would give back now (the dialog names it before the buyer confirms): the
     * line's price for a pack, the unused part for a block of query credits. Nothing is claimed or held.
     */
    async refundQuote(user: UserRow, orderId: string, packId: string): Promise<RefundQuoteResponse> {
      return db.transaction(async (tx) => {
        const { order, line } = await lockLine(tx, user, orderId, packId);
        const refusal = refusalOf(order, line, now());
        const quote = refusal ? { amountCents: 0, credits: 0 } : await quoteLineRefund(tx, order, line);
        return {
          orderId,
          packId,
          title: line.title,
          kind: line.kind,
          currency: order.currency,
          ...quote,
          refusal: refusal ?? (line.kind === 'credits' && quote.credits === 0 ? REFUND_REFUSALS.used : null),
        };
      });
    },

    /**
     * The 30-day money-back guarantee, one line at a time: the buyer (or an admin) gets that line's money back through
     * the provider that took it — all of a pack's price, the unused part of a block of credits — and that pack's
     * access ends at once (MCP included: entitlements are checked on every call); the order's other packs stay.
     * Exactly one caller calls the provider: the line's refund is claimed first (under the order's lock, committed
     * before calling out, so no transaction waits on the provider); whoever finds it claimed is told it is under way.
     */
    async refundLine(user: UserRow, orderId: string, packId: string): Promise<Order> {
      const { order, amountCents } = await db.transaction(async (tx) => {
        const locked = await lockLine(tx, user, orderId, packId);
        if (!providers[locked.order.provider]) {
          throw new AppError('unavailable', 'The payment provider of this order is not configured');
        }
        const claim = await claimLineRefund(tx, locked.order, locked.line, now());
        return { order: locked.order, amountCents: claim.amountCents };
      });
      let refundRef: string | null = null;
      try {
        if (amountCents > 0)
          refundRef = await providers[order.provider]!.refund(order, { packId, amountCents });
      } catch (err) {
        await db.transaction((tx) => releaseLineClaim(tx, orderId, packId));
        log?.error({ err, orderId, packId }, 'refund failed at the provider');
        throw new AppError(
          'unavailable',
          'The refund could not be made right now. Nothing changed; try again.',
        );
      }
      await db.transaction(async (tx) => {
        const { order: locked, line } = await lockLine(tx, user, orderId, packId);
        await markLineRefunded(tx, locked, line, { refundRef, at: now() });
        if (user.id !== order.buyerId) {
          await recordAudit(tx, {
            actorId: user.id,
            action: 'order_refunded',
            subjectId: order.buyerId,
            orderId,
            detail: { packId, title: line.title, amountCents, currency: order.currency },
          });
        }
      });
      await settled();
      return present(orderId);
    },

    /** An order as its receipt: its buyer's, or any for an admin (whose reading of another's is audited). */
    async order(user: UserRow, orderId: string): Promise<Order> {
      const order = await orderFor(db, user, orderId);
      if (order.buyerId !== user.id) {
        await recordAudit(db, { actorId: user.id, action: 'order_read', subjectId: order.buyerId, orderId });
      }
      return presentOne(db, order, now());
    },
    orders: (user: UserRow) => listOrders(db, user.id, now()),

    /** Stripe's webhook deliveries: verified, then acted on once. */
    stripeEvents: createStripeEvents({
      db,
      now,
      stripe: providers.stripe,
      stripeWebhooks,
      sendReceipts,
      log,
      settled,
    }),
  };

  return commerce;
}

export type Commerce = ReturnType<typeof createCommerce>;
