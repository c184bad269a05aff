import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { stripeError } from './stripe-wire';

/**
 * The saved-card half of the fake Stripe (fake-stripe.ts routes to it): Customers, Checkout Sessions in setup mode
 * and the SetupIntents and PaymentMethods they leave, and PaymentIntents confirmed off-session — with Stripe's own
 * test PaymentMethods, each charging as it does on Stripe.
 */

/** Stripe's test PaymentMethods (docs.stripe.com/testing), with the card each stands for and what charging it does. */
export const TEST_CARDS = {
  pm_card_visa: { brand: 'visa', last4: '4242', charge: 'succeeds' },
  /** 4000 0027 6000 3184: every payment asks for authentication, even after the card was set up. */
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', charge: 'authentication_required' },
  /** 4000 0000 0000 0002: declined, `generic_decline`. */
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', charge: 'card_declined' },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

type Answer = [number, unknown];

const idOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const missing = (kind: string, id: string, param = 'id'): Answer => [
  404,
  stripeError('invalid_request_error', `No such ${kind}: '${id}'`, param, 'resource_missing'),
];

export class FakeStripeCards {
  readonly customers = new Map<string, Stripe.Customer>();
  /** Every PaymentIntent really created (idempotent replays excepted), in order, whatever became of it. */
  readonly paymentIntents: Stripe.PaymentIntent[] = [];
  private readonly setupIntents = new Map<string, Stripe.SetupIntent>();
  private readonly methods = new Map<string, { method: Stripe.PaymentMethod; card: TestCard }>();
  /** Each setup session's `setup_intent_data.metadata`, which Stripe puts on the SetupIntent it makes. */
  private readonly setupMetadata = new Map<string, Record<string, string>>();

  /** `paid` hears of each payment that succeeded, so it can be refunded like a Checkout payment. */
  constructor(private readonly paid: (intent: Stripe.PaymentIntent) => void) {}

  /** Answers the card paths; undefined for any other path. */
  route(method: string, path: string, params: Record<string, unknown>): Answer | undefined {
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(params);
    if (method === 'POST' && path === '/v1/payment_intents') return this.createPaymentIntent(params);
    const [, kind, id] =
      /^\/v1\/(customers|setup_intents|payment_methods|payment_intents)\/([^/]+)$/.exec(path) ?? [];
    if (method !== 'GET' || !kind || !id) return undefined;
    const found =
      kind === 'customers'
        ? this.customers.get(id)
        : kind === 'setup_intents'
          ? this.setupIntents.get(id)
          : kind === 'payment_methods'
            ? this.methods.get(id)?.method
            : this.paymentIntents.find((intent) => intent.id === id);
    return found ? [200, found] : missing(kind.replace(/s$/, ''), id);
  }

  /** A Checkout Session in setup mode: it saves a card on its customer, charging nothing. */
  setupSession(params: Record<string, unknown>, baseUrl: string): Answer {
    if (!params.success_url) {
      return [
        400,
        stripeError('invalid_request_error', 'Missing required param: success_url.', 'success_url'),
      ];
    }
    if (params.line_items) {
      return [
        400,
        stripeError('invalid_request_error', 'You cannot pass `line_items` in `setup` mode.', 'line_items'),
      ];
    }
    if (!params.currency && !params.allowed_payment_method_types) {
      return [400, stripeError('invalid_request_error', 'Missing required param: currency.', 'currency')];
    }
    const customer = params.customer as string | undefined;
    if (customer && !this.customers.has(customer)) return missing('customer', customer, 'customer');
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const intentData = params.setup_intent_data as { metadata?: Record<string, string> } | undefined;
    this.setupMetadata.set(id, intentData?.metadata ?? {});
    const created = nowSeconds();
    return [
      200,
      {
        id,
        object: 'checkout.session',
        url: `${baseUrl}/setup/${id}`,
        status: 'open',
        payment_status: 'no_payment_required',
        mode: 'setup',
        currency: (params.currency as string | undefined) ?? null,
        amount_total: null,
        customer: customer ?? null,
        client_reference_id: null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        setup_intent: null,
        payment_intent: null,
        created,
        expires_at: created + 24 * 3600,
        livemode: false,
      },
    ];
  }

  /**
   * The person enters `card` on the setup page: a PaymentMethod attached to the session's customer, a succeeded
   * SetupIntent, and the session complete (returned, for the caller to keep and announce).
   */
  completeSetup(session: Stripe.Checkout.Session, card: TestCard): Stripe.Checkout.Session {
    if (session.mode !== 'setup' || session.status !== 'open') {
      throw new Error(`session ${session.id} is not an open setup session`);
    }
    const customer = typeof session.customer === 'string' ? session.customer : null;
    const { brand, last4 } = TEST_CARDS[card];
    const method = {
      id: idOf('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand, last4, exp_month: 12, exp_year: new Date().getFullYear() + 3, funding: 'credit' },
      customer,
      created: nowSeconds(),
      livemode: false,
      metadata: {},
    } as unknown as Stripe.PaymentMethod;
    this.methods.set(method.id, { method, card });
    const intent = {
      id: idOf('seti'),
      object: 'setup_intent',
      status: 'succeeded',
      usage: 'off_session',
      customer,
      payment_method: method.id,
      metadata: this.setupMetadata.get(session.id) ?? {},
      created: nowSeconds(),
      livemode: false,
    } as unknown as Stripe.SetupIntent;
    this.setupIntents.set(intent.id, intent);
    return { ...session, status: 'complete', setup_intent: intent.id } as Stripe.Checkout.Session;
  }

  private createCustomer(params: Record<string, unknown>): Answer {
    const customer = {
      id: idOf('cus'),
      object: 'customer',
      email: (params.email as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      created: nowSeconds(),
      livemode: false,
    } as unknown as Stripe.Customer;
    this.customers.set(customer.id, customer);
    return [200, customer];
  }

  /** The card a payment names: a saved PaymentMethod, or one of Stripe's test PaymentMethods named directly. */
  private cardOf(ref: string): { card: TestCard; customer: string | null } | undefined {
    const saved = this.methods.get(ref);
    if (saved) return { card: saved.card, customer: saved.method.customer as string | null };
    return ref in TEST_CARDS ? { card: ref as TestCard, customer: null } : undefined;
  }

  private createPaymentIntent(params: Record<string, unknown>): Answer {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) {
      return [400, stripeError('invalid_request_error', 'Invalid positive integer', 'amount')];
    }
    if (!params.currency) {
      return [400, stripeError('invalid_request_error', 'Missing required param: currency.', 'currency')];
    }
    // Stripe's rule on API versions with automatic payment methods on by default: confirming at once needs a place
    // to come back to, unless redirects are ruled out.
    const automatic = params.automatic_payment_methods as { allow_redirects?: string } | undefined;
    if (params.confirm === 'true' && !params.return_url && automatic?.allow_redirects !== 'never') {
      return [
        400,
        stripeError(
          'invalid_request_error',
          'A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed.',
          'return_url',
        ),
      ];
    }
    const ref = String(params.payment_method ?? '');
    const customer = (params.customer as string | undefined) ?? null;
    const method = this.cardOf(ref);
    if (!method) return missing('PaymentMethod', ref, 'payment_method');
    if (method.customer && method.customer !== customer) {
      return [
        400,
        stripeError(
          'invalid_request_error',
          `The provided PaymentMethod belongs to Customer ${method.customer}; pass that Customer.`,
          'payment_method',
        ),
      ];
    }
    const intent = {
      id: idOf('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(params.currency),
      customer,
      payment_method: ref,
      status: 'requires_confirmation',
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      last_payment_error: null,
      latest_charge: null,
      next_action: null,
      created: nowSeconds(),
      livemode: false,
    } as unknown as Stripe.PaymentIntent;
    this.paymentIntents.push(intent);
    if (params.confirm !== 'true') return [200, intent];
    return this.confirm(intent, TEST_CARDS[method.card].charge, params.off_session === 'true');
  }

  /** Confirms a PaymentIntent as Stripe does for the card's behaviour; a failure is a 402 `card_error`. */
  private confirm(
    intent: Stripe.PaymentIntent,
    charge: (typeof TEST_CARDS)[TestCard]['charge'],
    offSession: boolean,
  ): Answer {
    if (charge === 'succeeds') {
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: idOf('ch'),
      });
      this.paid(intent);
      return [200, intent];
    }
    if (charge === 'authentication_required' && !offSession) {
      // On session the buyer can be asked: the PaymentIntent waits for them.
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
      return [200, intent];
    }
    const error =
      charge === 'authentication_required'
        ? {
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          }
        : { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    const chargeId = charge === 'card_declined' ? idOf('ch') : null;
    const lastError = { type: 'card_error', ...error, ...(chargeId ? { charge: chargeId } : {}) };
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: lastError,
      latest_charge: chargeId,
    });
    return [
      402,
      {
        error: {
          ...lastError,
          doc_url: `https://docs.stripe.com/error-codes/${error.code.replace(/_/g, '-')}`,
          payment_intent: intent,
          payment_method: this.methods.get(String(intent.payment_method))?.method ?? null,
        },
      },
    ];
  }
}
