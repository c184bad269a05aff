import { asc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
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
import { fulfilOrder, markRefunded } from './fulfilment';
import { orderLineName } from './line-name';
import {
  createOrder,
  listOrders,
  orderFor,
  presentOne,
  refundableUntil,
  setCheckoutRef,
  type OrderRow,
  type Transaction,
} from './orders';
import { receiptPath, type PaymentProvider } from './payments';

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

  async function present(orderId: string): Promise<Order> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new AppError('not_found', 'No such order');
    return presentOne(db, row);
  }

  return {
    /** The dev checkout's page and button exist only when it is the checkout in use. */
    devCheckout: checkout?.kind === 'dev',

    /**
     * A pending order of the cart and where to pay for it. If the provider cannot open its checkout, the order is
     * taken back: nothing is left half-made and nothing was charged.
     */
    async checkout(buyer: UserRow, cart: Cart, language: Language): Promise<CheckoutResponse> {
      if (!checkout) throw new AppError('unavailable', 'Payments are not configured on this server');
      const order = await createOrder(db, buyer, cart, { provider: checkout.kind, language }, now());
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
        started = await checkout.startCheckout(order, lines, { email: buyer.email }, language);
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
      await db.transaction((tx) =>
        fulfilOrder(tx, order.id, { paymentRef: `dev_${order.id}`, at: now(), sendReceipt: sendReceipts }),
      );
      await settled();
      return present(order.id);
    },

    /**
     * The 30-day money-back guarantee: within 30 days of payment the buyer gets the money back through the provider
     * that took it, and their access ends at once (MCP included: entitlements are checked on every call).
     */
    async refund(user: UserRow, orderId: string): Promise<Order> {
      const order = await orderFor(db, user, orderId);
      if (order.status === 'refunded') throw new AppError('conflict', REFUND_REFUSALS.refunded);
      if (order.status !== 'paid') throw new AppError('conflict', REFUND_REFUSALS.notPaid);
      const until = refundableUntil(order);
      if (!until || now() > until) throw new AppError('conflict', REFUND_REFUSALS.expired);
      const provider = providers[order.provider];
      if (!provider)
        throw new AppError('unavailable', 'The payment provider of this order is not configured');
      let refundRef: string | null;
      try {
        refundRef = await provider.refund(order);
      } catch (err) {
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
      return presentOne(db, await orderFor(db, user, orderId));
    },

    orders: (user: UserRow) => listOrders(db, user.id),

    /**
     * A Stripe webhook delivery, if its signature (over the raw body, with the endpoint's secret, within Stripe's
     * five-minute tolerance) is Stripe's; 400 otherwise, and 404 when Stripe is not configured here.
     */
    verifyStripeEvent(payload: string, signature: string | undefined): Stripe.Event {
      if (!stripeWebhooks) throw new AppError('not_found', 'Stripe is not configured on this server');
      if (!signature) throw new AppError('validation', 'Missing Stripe-Signature header');
      try {
        return stripeWebhooks.stripe.webhooks.constructEvent(payload, signature, stripeWebhooks.secret);
      } catch {
        throw new AppError('validation', 'Invalid Stripe signature');
      }
    },

    /**
     * A verified Stripe event, acted on once: its id is recorded in the transaction that acts on it, so a replay
     * (or a duplicate arriving at the same moment, which waits on the first one's record) changes nothing, and a
     * failure records nothing (Stripe retries). Events about orders Kenja does not know are recorded and
     * acknowledged, so Stripe stops retrying them.
     */
    async handleStripeEvent(event: Stripe.Event): Promise<'handled' | 'duplicate' | 'ignored'> {
      const at = new Date(event.created * 1000);
      const outcome = await db.transaction(async (tx) => {
        const orderId = await orderOf(tx, event);
        const recorded = await tx
          .insert(paymentEvents)
          .values({ id: event.id, provider: 'stripe', type: event.type, orderId })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (recorded.length === 0) return 'duplicate';
        if (!orderId) return 'ignored';
        switch (event.type) {
          case 'checkout.session.completed':
          case 'checkout.session.async_payment_succeeded': {
            const session = event.data.object;
            // A delayed method (a bank debit) completes the session unpaid; its success arrives as its own event.
            if (session.payment_status === 'unpaid') return 'ignored';
            await fulfilOrder(tx, orderId, {
              paymentRef: idOf(session.payment_intent),
              at,
              sendReceipt: sendReceipts,
            });
            return 'handled';
          }
          case 'charge.refunded':
            // A partial refund (made by hand in Stripe's dashboard) leaves the purchase standing.
            if (!event.data.object.refunded) return 'ignored';
            await markRefunded(tx, orderId, { refundRef: null, at });
            return 'handled';
          default:
            return 'ignored';
        }
      });
      if (outcome === 'handled') await settled();
      return outcome;
    },
  };
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
