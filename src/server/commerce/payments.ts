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
  /**
   * Where the person saves a card their assistants may be charged on without them (issue 50): a page of the
   * provider's that comes back to `returnPath` (with `?card=saved` or `?card=cancelled`). `customerRef` is the
   * provider's customer of a card saved before, reused.
   */
  startCardSetup(
    user: { id: string; email: string },
    language: Language,
    returnPath: string,
    options?: { customerRef?: string | null },
  ): Promise<{ setupUrl: string }>;
  /**
   * Charges an assistant's order to the saved card while its holder is away. The same `idempotencyKey` charges
   * once, however often it is called. Throws when the provider did not answer (nothing is known to have moved).
   */
  chargeSaved(order: OrderRow, card: SavedCardRefs, idempotencyKey: string): Promise<OffSessionCharge>;
}

/** The provider's references of a saved card: what a charge names. */
export interface SavedCardRefs {
  customerRef: string | null;
  paymentMethodRef: string;
}

/**
 * What an off-session charge came to: paid; the card holder must authenticate (3-D Secure), which the person does
 * on the confirmation page; or the card was refused, in the provider's words.
 */
export type OffSessionCharge =
  | { outcome: 'paid'; paymentRef: string }
  | { outcome: 'needs_authentication'; paymentRef: string | null }
  | { outcome: 'declined'; message: string };

/** The dev checkout's test cards, as `payment_method_ref`: every other dev card pays. */
export const DEV_CARD_REFS = {
  works: 'dev_card_works',
  authentication: 'dev_card_authentication',
  declined: 'dev_card_declined',
} as const;
export type DevCardKind = keyof typeof DEV_CARD_REFS;

/** Stripe's words for a declined card, which the dev checkout's declined card says too. */
export const CARD_DECLINED = 'Your card was declined.';

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
  async startCardSetup(_user, language, returnPath) {
    return {
      setupUrl: `${LANGUAGE_PREFIX[language]}/checkout/dev/card?return=${encodeURIComponent(returnPath)}`,
    };
  },
  async chargeSaved(order, card) {
    if (card.paymentMethodRef === DEV_CARD_REFS.authentication) {
      return { outcome: 'needs_authentication', paymentRef: null };
    }
    if (card.paymentMethodRef === DEV_CARD_REFS.declined)
      return { outcome: 'declined', message: CARD_DECLINED };
    return { outcome: 'paid', paymentRef: `dev_${order.id}` };
  },
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

/** What Stripe charges for an assistant's order on a saved card: its total, in Stripe's units. */
export const offSessionAmount = (order: Pick<OrderRow, 'totalCents' | 'currency'>) =>
  stripeAmount(order.totalCents, order.currency);

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
    ...stripeSavedCards(stripe, publicUrl),
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

/**
 * Saved cards with Stripe (issue 50): a Checkout Session in setup mode saves the card on a Customer of the person's
 * (its webhook: stripe-events.ts), and an assistant's purchase is a PaymentIntent confirmed off-session on it. A
 * card that asks for authentication (3-D Secure) cannot be charged without its holder: Stripe refuses with
 * `authentication_required`, and the person pays on the confirmation page instead.
 */
function stripeSavedCards(
  stripe: Stripe,
  publicUrl: URL,
): Pick<PaymentProvider, 'startCardSetup' | 'chargeSaved'> {
  const back = (returnPath: string, card: 'saved' | 'cancelled') => {
    const url = new URL(returnPath, publicUrl);
    url.searchParams.set('card', card);
    return url.href;
  };
  return {
    async startCardSetup(user, _language, returnPath, options) {
      const metadata = { user_id: user.id, purpose: 'assistant_card' };
      const customer =
        options?.customerRef ??
        (
          await stripe.customers.create(
            { email: user.email, metadata: { user_id: user.id } },
            // Stripe keeps a key for a day: two setups started at once make one customer.
            { idempotencyKey: `kenja-customer-${user.id}` },
          )
        ).id;
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer,
        currency: 'usd',
        // Cards only: what an assistant's purchase is charged to off-session.
        allowed_payment_method_types: ['card'],
        metadata,
        setup_intent_data: { metadata },
        success_url: back(returnPath, 'saved'),
        cancel_url: back(returnPath, 'cancelled'),
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { setupUrl: session.url };
    },
    async chargeSaved(order, card, idempotencyKey) {
      if (order.provider !== 'stripe') throw new Error(`Order ${order.id} is not paid with Stripe`);
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: offSessionAmount(order),
            currency: order.currency.toLowerCase(),
            ...(card.customerRef ? { customer: card.customerRef } : {}),
            payment_method: card.paymentMethodRef,
            // A saved card, charged with no one present: on current API versions automatic payment methods are on
            // by default, and a confirmation without a `return_url` is then refused, even for a card. No redirects.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            off_session: true,
            confirm: true,
            metadata: { order_id: order.id, channel: 'assistant' },
          },
          { idempotencyKey },
        );
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeCardError)) throw err;
        if (err.code === 'authentication_required') {
          return { outcome: 'needs_authentication', paymentRef: err.payment_intent?.id ?? null };
        }
        return { outcome: 'declined', message: err.message || CARD_DECLINED };
      }
      if (intent.status === 'succeeded') return { outcome: 'paid', paymentRef: intent.id };
      if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
        return { outcome: 'needs_authentication', paymentRef: intent.id };
      }
      if (intent.status === 'requires_payment_method') {
        return { outcome: 'declined', message: intent.last_payment_error?.message ?? CARD_DECLINED };
      }
      // `processing` (a card never stays there) and the rest: the outcome is not known yet. The caller treats it as
      // a failure to charge; should the money move after all, its `payment_intent.succeeded` fulfils the order.
      throw new Error(`PaymentIntent ${intent.id} of order ${order.id} is ${intent.status}`);
    },
  };
}
