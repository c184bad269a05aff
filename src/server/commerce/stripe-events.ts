import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database, Transaction } from '../db/client';
import { orderLines, orders, paymentEvents } from '../db/schema';
import { AppError } from '../http/errors';
import type { Logger } from '../log';
import { fulfilOrder, recordReturnedPayment } from './fulfilment';
import { markRefunded } from './line-refunds';
import { cardSetupOf, payAssistantOrder, saveSetupCard } from './card-events';
import { stripeTotal, type PaymentProvider } from './payments';
import type { SavedCards } from './saved-cards';

export interface StripeEventDeps {
  db: Database;
  now: () => Date;
  /** Stripe, when configured: it gives back a payment for packs the buyer already holds. */
  stripe: PaymentProvider | undefined;
  /** Checks the signature of Stripe's webhook deliveries, when Stripe is configured. */
  stripeWebhooks?: { stripe: Stripe; secret: string } | undefined;
  sendReceipts: boolean;
  log?: Logger | undefined;
  /** Called after an event changed someone's access, so their next call here sees it. */
  settled: () => Promise<void>;
  /** Saved cards: a completed setup-mode session saves the person's card. */
  savedCards: Pick<SavedCards, 'saveFromSetupSession'>;
}

/** Stripe's webhook: deliveries verified, then each event acted on once (issue 11; issue 20 item 2). */
export function createStripeEvents({
  db,
  now,
  stripe,
  stripeWebhooks,
  sendReceipts,
  log,
  settled,
  savedCards,
}: StripeEventDeps) {
  const events = {
    verify: (payload: string, signature: string | undefined) =>
      verifyStripeEvent(stripeWebhooks, now(), payload, signature),

    /**
     * A verified Stripe event, acted on once: its id is recorded in the transaction that acts on it, so a replay
     * (or a duplicate arriving at the same moment, which waits on the first one's record) changes nothing, and a
     * failure records nothing (Stripe retries). Events about orders Kenja does not know are recorded and
     * acknowledged, so Stripe stops retrying them. A signature proves Stripe sent the event, not that it is about
     * this order's payment: a payment is fulfilled only when it is the order's own checkout session for the order's
     * amount and currency, and a refund only when it is of the order's own payment — anything else is recorded,
     * changes nothing ('refused') and is logged.
     */
    async handle(event: Stripe.Event): Promise<StripeOutcome> {
      const setup = cardSetupOf(event);
      if (setup) {
        const at = now();
        return saveSetupCard({ db, savedCards, log }, event, setup, (tx) => recordEvent(tx, event, null, at));
      }
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
    if (!order || !paymentRef || !stripe) throw new Error(`order ${orderId}: no payment to return`);
    let refundRef: string | null;
    try {
      refundRef = await stripe.refund({ ...order, paymentRef });
    } catch (err) {
      log?.error(
        { err, orderId },
        'a payment for packs already owned could not be returned; Stripe will retry',
      );
      throw new AppError('unavailable', 'The payment could not be returned yet; retry later');
    }
    log?.warn({ orderId, paymentRef, refundRef }, 'payment for packs already owned: returned in full');
    return db.transaction(async (tx) => {
      const at = now();
      if (!(await recordEvent(tx, event, orderId, at))) return 'duplicate';
      await recordReturnedPayment(tx, orderId, { paymentRef, refundRef, at });
      return 'returned';
    });
  }

  async function actOnStripeEvent(event: Stripe.Event): Promise<StripeOutcome> {
    // When Kenja learned of it, on its own clock (ADR 0036): refund windows and the books count from here, and a
    // buyer holds the packs from here, however late Stripe's delivery (its retries span days).
    const at = now();
    const outcome = await db.transaction(async (tx): Promise<StripeOutcome> => {
      const orderId = await orderOf(tx, event);
      if (!(await recordEvent(tx, event, orderId, at))) return 'duplicate';
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
        case 'payment_intent.succeeded': {
          const intent = event.data.object;
          const paid = await payAssistantOrder(tx, orderId, intent, { at, sendReceipt: sendReceipts }, log);
          if (paid === 'owned') throw new ReturnPayment(orderId, intent.id);
          return paid;
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

  return events;
}

/** Records a Stripe event once (its id is the key); false when it was recorded before: a replay or a duplicate. */
async function recordEvent(
  tx: Transaction,
  event: Stripe.Event,
  orderId: string | null,
  receivedAt: Date,
): Promise<boolean> {
  const recorded = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider: 'stripe', type: event.type, orderId, receivedAt })
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

/**
 * A Stripe webhook delivery, if its signature (over the raw body, with the endpoint's secret) is Stripe's and
 * was made within five minutes of now, before or after: the SDK refuses only old signatures, and one dated in
 * the future would stay replayable until then. 400 otherwise, and 404 when Stripe is not configured here.
 */
export function verifyStripeEvent(
  stripeWebhooks: StripeEventDeps['stripeWebhooks'],
  at: Date,
  payload: string,
  signature: string | undefined,
): Stripe.Event {
  if (!stripeWebhooks) throw new AppError('not_found', 'Stripe is not configured on this server');
  if (!signature) throw new AppError('validation', 'Missing Stripe-Signature header');
  const receivedAt = at.getTime();
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
}
