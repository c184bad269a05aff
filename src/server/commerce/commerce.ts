import { asc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  PAY_REFUSALS,
  REFUND_REFUSALS,
  type Cart,
  type CheckoutResponse,
  type Order,
} from '../../common/contracts/commerce';
import type { Language } from '../../common/languages';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { orderLines, orders, paymentEvents } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { Logger } from '../log';
import { ACCESS_CHANNEL } from '../packs/entitlements';
import { fulfilOrder, markRefunded, recordReturnedPayment } from './fulfilment';
import { orderLineName } from './line-name';
import {
  createOrder,
  checkoutOpenUntil,
  listOrders,
  orderFor,
  presentOne,
  refundableUntil,
  setCheckoutRef,
  type OrderRow,
  type ReplacedOrder,
  type Transaction,
} from './orders';
import { receiptPath, stripeTotal, type PaymentProvider } from './payments';

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
   * (handleStripeEvent).
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
     * The 30-day money-back guarantee: within 30 days of payment the buyer gets the money back through the provider
     * that took it, and their access ends at once (MCP included: entitlements are checked on every call). Exactly one
     * caller calls the provider: the refund is claimed on the order's row first (under its lock, committed before
     * calling out, so no transaction is held open across the provider's answer); whoever finds it claimed is told
     * it is under way.
     */
    async refund(user: UserRow, orderId: string): Promise<Order> {
      const order = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
        if (!row || (row.buyerId !== user.id && user.userRole !== 'admin')) {
          throw new AppError('not_found', 'No such order');
        }
        if (row.status === 'refunded') throw new AppError('conflict', REFUND_REFUSALS.refunded);
        if (row.status !== 'paid') throw new AppError('conflict', REFUND_REFUSALS.notPaid);
        const until = refundableUntil(row);
        if (!until || now() > until) throw new AppError('conflict', REFUND_REFUSALS.expired);
        if (row.refundClaimedAt && now().getTime() - row.refundClaimedAt.getTime() < REFUND_CLAIM_MS) {
          throw new AppError('conflict', REFUND_REFUSALS.underWay);
        }
        if (!providers[row.provider]) {
          throw new AppError('unavailable', 'The payment provider of this order is not configured');
        }
        await tx.update(orders).set({ refundClaimedAt: now() }).where(eq(orders.id, orderId));
        return row;
      });
      let refundRef: string | null;
      try {
        refundRef = await providers[order.provider]!.refund(order);
      } catch (err) {
        await db.update(orders).set({ refundClaimedAt: null }).where(eq(orders.id, order.id));
        log?.error({ err, orderId: order.id }, 'refund failed at the provider');
        throw new AppError(
          'unavailable',
          'The refund could not be made right now. Nothing changed; try again.',
        );
      }
      await db.transaction((tx) => markRefunded(tx, order.id, { refundRef, at: now() }));
      await settled();
      return present(order.id);
    },

    async order(user: UserRow, orderId: string): Promise<Order> {
      return presentOne(db, await orderFor(db, user, orderId), now());
    },

    orders: (user: UserRow) => listOrders(db, user.id, now()),

    /**
     * A Stripe webhook delivery, if its signature (over the raw body, with the endpoint's secret) is Stripe's and
     * was made within five minutes of now, before or after: the SDK refuses only old signatures, and one dated in
     * the future would stay replayable until then. 400 otherwise, and 404 when Stripe is not configured here.
     */
    verifyStripeEvent(payload: string, signature: string | undefined): Stripe.Event {
      if (!stripeWebhooks) throw new AppError('not_found', 'Stripe is not configured on this server');
      if (!signature) throw new AppError('validation', 'Missing Stripe-Signature header');
      const receivedAt = now().getTime();
      const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]) * 1000;
      if (signedAt - receivedAt > WEBHOOK_TOLERANCE_S * 1000) {
        throw new AppError('validation', 'Invalid Stripe signature: dated in the future');
      }
      try {
        return stripeWebhooks.stripe.webhooks.constructEvent(
          payload,
          signature,
          stripeWebhooks.secret,
          WEBHOOK_TOLERANCE_S,
          undefined,
          receivedAt,
        );
      } catch {
        throw new AppError('validation', 'Invalid Stripe signature');
      }
    },

    /**
     * A verified Stripe event, acted on once: its id is recorded in the transaction that acts on it, so a replay
     * (or a duplicate arriving at the same moment, which waits on the first one's record) changes nothing, and a
     * failure records nothing (Stripe retries). Events about orders Kenja does not know are recorded and
     * acknowledged, so Stripe stops retrying them. A signature proves Stripe sent the event, not that it is about
     * this order's payment: a payment is fulfilled only when it is the order's own checkout session for the order's
     * amount and currency, and a refund only when it is of the order's own payment — anything else is recorded,
     * changes nothing ('refused') and is logged.
     */
    async handleStripeEvent(event: Stripe.Event): Promise<StripeOutcome> {
      try {
        return await actOnStripeEvent(event);
      } catch (err) {
        if (!(err instanceof ReturnPayment)) throw err;
        return returnPayment(event, err);
      }
    },
  };

  /** A payment for packs the buyer already holds goes back in full, then the event is recorded with it. */
  async function returnPayment(
    event: Stripe.Event,
    { orderId, paymentRef }: ReturnPayment,
  ): Promise<StripeOutcome> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || !paymentRef || !providers.stripe) throw new Error(`order ${orderId}: no payment to return`);
    let refundRef: string | null;
    try {
      refundRef = await providers.stripe.refund({ ...order, paymentRef });
    } catch (err) {
      log?.error(
        { err, orderId },
        'a payment for packs already owned could not be returned; Stripe will retry',
      );
      throw new AppError('unavailable', 'The payment could not be returned yet; retry later');
    }
    log?.warn({ orderId, paymentRef, refundRef }, 'payment for packs already owned: returned in full');
    return db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event, orderId))) return 'duplicate';
      await recordReturnedPayment(tx, orderId, { paymentRef, refundRef, at: now() });
      return 'returned';
    });
  }

  async function actOnStripeEvent(event: Stripe.Event): Promise<StripeOutcome> {
    const at = new Date(event.created * 1000);
    const outcome = await db.transaction(async (tx): Promise<StripeOutcome> => {
      const orderId = await orderOf(tx, event);
      if (!(await recordEvent(tx, event, orderId))) return 'duplicate';
      if (!orderId) return 'ignored';
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          // A delayed method (a bank debit) completes the session unpaid; its success arrives as its own event.
          if (session.payment_status === 'unpaid') return 'ignored';
          const mismatch = await sessionMismatch(tx, orderId, session);
          if (mismatch) {
            log?.warn(
              { eventId: event.id, orderId, sessionId: session.id, mismatch },
              'payment event refused',
            );
            return 'refused';
          }
          const paymentRef = idOf(session.payment_intent);
          const fulfilled = await fulfilOrder(tx, orderId, {
            paymentRef,
            at,
            sendReceipt: sendReceipts,
            closedToo: true,
          });
          if (fulfilled === 'owned') {
            // The money moved for packs the buyer already holds. Nothing is kept: the event is not recorded
            // until its money is back, so if the provider does not answer, Stripe's retry of this event retries
            // the refund (under the same idempotency key: one refund, however often).
            throw new ReturnPayment(orderId, paymentRef);
          }
          return 'handled';
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          // A partial refund (made by hand in Stripe's dashboard) leaves the purchase standing.
          if (!charge.refunded) return 'ignored';
          const [order] = await tx
            .select({ paymentRef: orders.paymentRef })
            .from(orders)
            .where(eq(orders.id, orderId));
          const paymentRef = idOf(charge.payment_intent);
          // The order's own payment; before its payment is reported (events out of order), a charge that
          // carries the order in its metadata, which only Kenja's checkout sets (a buyer cannot).
          const own = order?.paymentRef
            ? order.paymentRef === paymentRef
            : charge.metadata?.order_id === orderId;
          if (!own) {
            log?.warn(
              { eventId: event.id, orderId, paymentRef },
              'refund event refused: not the order’s payment',
            );
            return 'refused';
          }
          await markRefunded(tx, orderId, { refundRef: null, paymentRef, at });
          return 'handled';
        }
        default:
          return 'ignored';
      }
    });
    if (outcome === 'handled') await settled();
    return outcome;
  }

  return commerce;
}

/** Records a Stripe event once (its id is the key); false when it was recorded before: a replay or a duplicate. */
async function recordEvent(tx: Transaction, event: Stripe.Event, orderId: string | null): Promise<boolean> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider: 'stripe', type: event.type, orderId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return recorded.length > 0;
}

/** Thrown out of a payment event's transaction (rolling it back) when the payment must go back instead. */
class ReturnPayment extends Error {
  constructor(
    readonly orderId: string,
    readonly paymentRef: string | null,
  ) {
    super(`the payment for order ${orderId} goes back: its packs are already the buyer's`);
  }
}

/**
 * How long a claimed refund is left to its claimant: longer than the provider's slowest answer (Stripe's client gives
 * up after 20 s and retries twice), so only a claim whose instance died is taken over.
 */
const REFUND_CLAIM_MS = 2 * 60_000;

/** Stripe's own default tolerance for a webhook signature's age, applied here both ways. */
const WEBHOOK_TOLERANCE_S = 300;

export type StripeOutcome = 'handled' | 'duplicate' | 'ignored' | 'refused' | 'returned';

/**
 * Why a completed Checkout Session does not pay this order, if it does not: it must be the session Kenja opened for
 * the order (its id stored at checkout) and charge exactly what Stripe was asked for, in the order's currency.
 */
async function sessionMismatch(
  tx: Transaction,
  orderId: string,
  session: Stripe.Checkout.Session,
): Promise<string | null> {
  const [order] = await tx
    .select({ provider: orders.provider, checkoutRef: orders.checkoutRef, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.provider !== 'stripe') return 'not a Stripe order';
  if (!order.checkoutRef || session.id !== order.checkoutRef) return 'another checkout session';
  if (session.currency?.toLowerCase() !== order.currency.toLowerCase()) return 'another currency';
  const lines = await tx
    .select({ priceCents: sql<number>`${orderLines.priceCents} - ${orderLines.discountCents}` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  if (session.amount_total !== stripeTotal(lines, order.currency)) return 'another amount';
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The Kenja order an event is about: the session's client reference or the payment's metadata (set at checkout),
 * else, for a charge, the order paid with its payment intent.
 */
async function orderOf(tx: Transaction, event: Stripe.Event): Promise<string | null> {
  const object = event.data.object as {
    client_reference_id?: string | null;
    metadata?: Record<string, string> | null;
    payment_intent?: string | { id: string } | null;
  };
  const named = object.client_reference_id ?? object.metadata?.order_id ?? null;
  if (named && UUID.test(named)) {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, named));
    if (row) return row.id;
  }
  const paymentRef = event.type.startsWith('charge.') ? idOf(object.payment_intent) : null;
  if (!paymentRef) return null;
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentRef, paymentRef));
  return row?.id ?? null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

export type Commerce = ReturnType<typeof createCommerce>;
