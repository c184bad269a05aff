import Stripe from 'stripe';
import type { Language } from '../../common/languages';
import { LANGUAGE_PREFIX } from '../../common/routes';
import type { OrderRow } from './orders';

/** A line of an order as the provider's payment page shows it. */
export interface PaymentLine {
  title: string;
  priceCents: number;
}

/**
 * Who takes the money. Both providers go through the same orders and the same fulfilment (fulfilment.ts): they
 * differ only in where the buyer pays and how a refund reaches the money.
 */
export interface PaymentProvider {
  readonly kind: OrderRow['provider'];
  /** Opens a checkout for a pending order: where the buyer pays, and the provider's reference for it. */
  startCheckout(
    order: OrderRow,
    lines: readonly PaymentLine[],
    buyer: { email: string },
    language: Language,
    options: { openUntil: Date },
  ): Promise<{ checkoutRef: string | null; payUrl: string }>;
  /** Closes a checkout that was replaced, so it can no longer be paid. */
  closeCheckout(checkoutRef: string): Promise<void>;
  /**
   * Gives money of the order back — one line's `amountCents`, or (no line) the whole payment; the provider's
   * reference for the refund. Each line is its own refund, asked under its own idempotency key.
   */
  refund(order: OrderRow, line?: { packId: string; amountCents: number }): Promise<string | null>;
}

/** The receipt page, in the buyer's language: where a payment returns to. */
export const receiptPath = (orderId: string, language: Language) =>
  `${LANGUAGE_PREFIX[language]}/orders/${orderId}`;

/**
 * The dev checkout (outside production, without Stripe keys): a page of our own, clearly labelled, whose Pay button
 * fulfils the order through the same code a Stripe webhook does. No money moves, so a refund has nothing to return.
 */
export const devPayments: PaymentProvider = {
  kind: 'dev',
  async startCheckout(order, _lines, _buyer, language) {
    return { checkoutRef: null, payUrl: `${LANGUAGE_PREFIX[language]}/checkout/dev/${order.id}` };
  },
  async refund() {
    return null;
  },
  async closeCheckout() {},
};

/** Stripe counts these currencies in whole units; Kenja counts every price in hundredths. */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

export function stripeAmount(cents: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? Math.round(cents / 100) : cents;
}

/** The most of `cents` the provider can move: whole units in a currency Stripe counts without decimals. */
export function refundableCents(cents: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? Math.floor(cents / 100) * 100 : cents;
}

/** What Stripe charges for an order: its lines, each counted in Stripe's units as its checkout session lists them. */
export function stripeTotal(lines: readonly Pick<PaymentLine, 'priceCents'>[], currency: string): number {
  return lines.reduce((total, line) => total + stripeAmount(Number(line.priceCents), currency), 0);
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is; Stripe's own unless a test points the SDK at a local server that speaks its protocol. */
  apiUrl?: URL | undefined;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Stripe Checkout. The order id travels as the session's client reference and in the payment's metadata, so every
 * event (the session's, the charge's) leads back to the order. Idempotency keys make a retried call (ours or the
 * SDK's) create nothing twice.
 */
export function stripePayments(stripe: Stripe, publicUrl: URL): PaymentProvider {
  return {
    kind: 'stripe',
    async startCheckout(order, lines, buyer, language, { openUntil }) {
      const receipt = new URL(receiptPath(order.id, language), publicUrl);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: order.id,
          customer_email: buyer.email,
          metadata: { order_id: order.id },
          payment_intent_data: { metadata: { order_id: order.id } },
          line_items: lines.map((line) => ({
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: stripeAmount(line.priceCents, order.currency),
              product_data: { name: line.title },
            },
          })),
          // Stripe counts a session's life from its own clock: a minute more than ours, so it is never too short.
          expires_at: Math.ceil(openUntil.getTime() / 1000) + 60,
          success_url: `${receipt.href}?paid=1`,
          cancel_url: receipt.href,
        },
        { idempotencyKey: `kenja-checkout-${order.id}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { checkoutRef: session.id, payUrl: session.url };
    },
    async closeCheckout(checkoutRef) {
      await stripe.checkout.sessions.expire(
        checkoutRef,
        {},
        { idempotencyKey: `kenja-expire-${checkoutRef}` },
      );
    },
    async refund(order, line) {
      if (!order.paymentRef) throw new Error(`Order ${order.id} has no payment to refund`);
      const refund = await stripe.refunds.create(
        line
          ? {
              payment_intent: order.paymentRef,
              amount: stripeAmount(line.amountCents, order.currency),
              metadata: { order_id: order.id, pack_id: line.packId },
            }
          : { payment_intent: order.paymentRef, metadata: { order_id: order.id } },
        { idempotencyKey: line ? `kenja-refund-${order.id}-${line.packId}` : `kenja-refund-${order.id}` },
      );
      return refund.id;
    },
  };
}
