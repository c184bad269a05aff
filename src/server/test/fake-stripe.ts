import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { FakeStripeCards, type TestCard } from './fake-stripe-cards';
import { paymentSession } from './fake-stripe-sessions';
import { headerOf, parseForm, reply, signedEvent, stripeError, stripeEvent } from './stripe-wire';

/**
 * A local server on 127.0.0.1 speaking the parts of Stripe's API that Kenja calls — `POST /v1/checkout/sessions`
 * (payment and setup mode), `GET /v1/checkout/sessions/:id`, `POST /v1/refunds`, `POST /v1/transfers`, and for saved
 * cards (fake-stripe-cards.ts) `POST /v1/customers`, `POST /v1/payment_intents` and `GET` of customers,
 * setup_intents, payment_methods and payment_intents — with Stripe's form encoding, bearer keys, error shapes and
 * idempotency keys, so the real SDK is exercised end to end. What Stripe does on its own side (the buyer paying,
 * a card being saved, a refund settling) is done by the test through `complete`, `asyncPaymentSucceeded`,
 * `completeSetup`, `paymentIntentSucceeded` and `refundEvent`, which return the events Stripe would send; `deliver`
 * signs and posts one to a webhook endpoint with Stripe's real scheme. Anything else answers 404, as an unknown
 * Stripe path does.
 */
export class FakeStripe {
  readonly secretKey = 'sk_test_kenja_fake';
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  readonly requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  /** Objects really created (idempotent replays excepted), by kind. */
  readonly created = { sessions: 0, refunds: 0 };
  /** Every refund really made: of which payment, how much (in Stripe's units) and with what metadata. */
  readonly refunds: { paymentIntent: string; amount: number; metadata: Record<string, string> }[] = [];
  /** Transfers to connected accounts (payouts), in order. */
  readonly transfers: {
    id: string;
    amount: number;
    currency: string;
    destination: string;
    metadata: Record<string, string>;
  }[] = [];
  private readonly sessions = new Map<string, Stripe.Checkout.Session>();
  /** Each session's line items as its payment page lists them (Stripe keeps them apart from the session). */
  private readonly sessionLines = new Map<string, { name: string; amount: number; quantity: number }[]>();
  /** Refusals the next transfers get, as Stripe's `invalid_request_error`s (not retried). */
  private transferRefusals: { message: string; code: string }[] = [];
  private readonly payments = new Map<
    string,
    { amount: number; currency: string; refunded: number; orderId?: string }
  >();
  /** Customers, saved cards and off-session PaymentIntents. */
  readonly cards = new FakeStripeCards((intent) =>
    this.payments.set(intent.id, {
      amount: intent.amount,
      currency: intent.currency,
      refunded: 0,
      ...(intent.metadata.order_id ? { orderId: intent.metadata.order_id } : {}),
    }),
  );
  private readonly idempotent = new Map<string, { body: string; status: number; reply: unknown }>();
  private failures: number[] = [];
  /** How long each answer takes, as Stripe's take a few hundred milliseconds: for tests of calls that overlap. */
  latencyMs = 0;
  private server: Server | undefined;

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('fake Stripe server not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The settings that point Kenja at this server. */
  settings() {
    return { secretKey: this.secretKey, webhookSecret: this.webhookSecret, apiUrl: new URL(this.baseUrl) };
  }

  /**
   * The next transfer is refused as Stripe refuses one it cannot make (by default: the platform's balance is too
   * low), with a 400 the SDK does not retry.
   */
  refuseNextTransfer(
    message = 'You have insufficient available funds in your Stripe account.',
    code = 'balance_insufficient',
  ) {
    this.transferRefusals.push({ message, code });
  }

  /** The line items of a session, as the buyer sees them on Stripe's page. */
  lineItems(sessionId: string) {
    const lines = this.sessionLines.get(sessionId);
    if (!lines) throw new Error(`no session ${sessionId}`);
    return lines;
  }

  /** The next calls answer with these HTTP statuses (Stripe's `api_error`), whatever they ask. */
  failNext(...statuses: number[]) {
    this.failures.push(...statuses);
  }

  session(id: string): Stripe.Checkout.Session {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    return session;
  }

  /** The session made for a Kenja order (its `client_reference_id`). */
  sessionFor(orderId: string): Stripe.Checkout.Session {
    const session = [...this.sessions.values()].find((s) => s.client_reference_id === orderId);
    if (!session) throw new Error(`no session for order ${orderId}`);
    return session;
  }

  /** The buyer pays on Stripe's page: the session completes (unpaid for a delayed method) and its event. */
  complete(sessionId: string, { async = false } = {}): Stripe.Event {
    const session = this.session(sessionId);
    const paymentIntent = `pi_${randomBytes(12).toString('hex')}`;
    this.payments.set(paymentIntent, {
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      refunded: 0,
      ...(session.metadata?.order_id ? { orderId: session.metadata.order_id } : {}),
    });
    const completed = {
      ...session,
      status: 'complete',
      payment_status: async ? 'unpaid' : 'paid',
      payment_intent: paymentIntent,
    } as Stripe.Checkout.Session;
    this.sessions.set(sessionId, completed);
    return this.event('checkout.session.completed', completed);
  }

  /** The person enters `card` on a setup-mode session's page: the card is saved, and the session's event. */
  completeSetup(sessionId: string, card: TestCard = 'pm_card_visa'): Stripe.Event {
    const completed = this.cards.completeSetup(this.session(sessionId), card);
    this.sessions.set(sessionId, completed);
    return this.event('checkout.session.completed', completed);
  }

  /** The setup-mode sessions opened for a customer, oldest first. */
  setupSessionsOf(customer: string): Stripe.Checkout.Session[] {
    return [...this.sessions.values()].filter((s) => s.mode === 'setup' && s.customer === customer);
  }

  /** Stripe's report that an off-session PaymentIntent succeeded. */
  paymentIntentSucceeded(id: string): Stripe.Event {
    const intent = this.cards.paymentIntents.find((pi) => pi.id === id);
    if (intent?.status !== 'succeeded') throw new Error(`no succeeded payment intent ${id}`);
    return this.event('payment_intent.succeeded', intent);
  }

  /** A delayed payment (a bank debit) succeeded after the session completed. */
  asyncPaymentSucceeded(sessionId: string): Stripe.Event {
    const paid = { ...this.session(sessionId), payment_status: 'paid' } as Stripe.Checkout.Session;
    this.sessions.set(sessionId, paid);
    return this.event('checkout.session.async_payment_succeeded', paid);
  }

  /** The charge of a payment, fully refunded (by Kenja's refund call or in Stripe's dashboard). */
  refundEvent(paymentIntent: string): Stripe.Event {
    const payment = this.payments.get(paymentIntent);
    if (!payment) throw new Error(`no payment ${paymentIntent}`);
    const charge = {
      id: `ch_${randomBytes(12).toString('hex')}`,
      object: 'charge',
      amount: payment.amount,
      amount_refunded: payment.amount,
      currency: payment.currency,
      payment_intent: paymentIntent,
      refunded: true,
      metadata: payment.orderId ? { order_id: payment.orderId } : {},
    } as unknown as Stripe.Charge;
    return this.event('charge.refunded', charge);
  }

  /** An event of `type` about `object`, as Stripe would send it. */
  event(type: string, object: unknown): Stripe.Event {
    return stripeEvent(type, object);
  }

  /** The event as Stripe posts it: the JSON body and its `Stripe-Signature` header, signed with `secret`. */
  signed(event: Stripe.Event, secret = this.webhookSecret, timestamp?: number) {
    return signedEvent(event, secret, timestamp);
  }

  /** Posts the signed event to a webhook endpoint, as Stripe delivers it. */
  deliver(url: string, event: Stripe.Event, secret = this.webhookSecret) {
    const { payload, header } = this.signed(event, secret);
    return fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
      body: payload,
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://stripe.test').pathname;
    const method = req.method ?? 'GET';
    const key = headerOf(req, 'idempotency-key');
    this.requests.push({ method, path, idempotencyKey: key });
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));

    if (headerOf(req, 'authorization') !== `Bearer ${this.secretKey}`) {
      return reply(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided'));
    }
    const failure = this.failures.shift();
    if (failure) return reply(res, failure, stripeError('api_error', 'Something went wrong on Stripe’s end'));

    if (method === 'POST' && key) {
      const seen = this.idempotent.get(key);
      if (seen && seen.body !== raw) {
        return reply(
          res,
          400,
          stripeError(
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters',
          ),
        );
      }
      if (seen) return reply(res, seen.status, seen.reply, { 'Idempotent-Replayed': 'true' });
    }
    const [status, body] = this.route(method, path, parseForm(raw));
    if (method === 'POST' && key && status < 500)
      this.idempotent.set(key, { body: raw, status, reply: body });
    return reply(res, status, body);
  }

  private route(method: string, path: string, params: Record<string, unknown>): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(params);
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch?.[1]) {
      const session = this.sessions.get(sessionMatch[1]);
      return session
        ? [200, session]
        : [404, stripeError('invalid_request_error', 'No such checkout.session', 'id', 'resource_missing')];
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expireMatch?.[1]) return this.expireSession(expireMatch[1]);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(params);
    if (method === 'POST' && path === '/v1/transfers') return this.createTransfer(params);
    const card = this.cards.route(method, path, params);
    if (card) return card;
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path})`)];
  }

  /** A Checkout Session: a payment (fake-stripe-sessions.ts), or saving a card (fake-stripe-cards.ts). */
  private createSession(params: Record<string, unknown>): [number, unknown] {
    const [status, session, lines = []] =
      params.mode === 'setup'
        ? this.cards.setupSession(params, this.baseUrl)
        : paymentSession(params, this.baseUrl);
    if (status !== 200) return [status, session];
    const id = (session as Stripe.Checkout.Session).id;
    this.sessions.set(id, session as Stripe.Checkout.Session);
    this.sessionLines.set(id, lines);
    this.created.sessions += 1;
    return [status, session];
  }

  /** Closes an open session (Stripe refuses one that is not open). */
  private expireSession(id: string): [number, unknown] {
    const session = this.sessions.get(id);
    if (!session) {
      return [
        404,
        stripeError('invalid_request_error', 'No such checkout.session', 'id', 'resource_missing'),
      ];
    }
    if (session.status !== 'open') {
      return [
        400,
        stripeError(
          'invalid_request_error',
          'Only Checkout Sessions with a status of `open` can be expired.',
        ),
      ];
    }
    const expired = { ...session, status: 'expired' } as Stripe.Checkout.Session;
    this.sessions.set(id, expired);
    return [200, expired];
  }

  /** Stripe Connect: money from the platform's balance to a connected account ("acct_…"). */
  private createTransfer(params: Record<string, unknown>): [number, unknown] {
    const refusal = this.transferRefusals.shift();
    if (refusal) return [400, stripeError('invalid_request_error', refusal.message, undefined, refusal.code)];
    const amount = Number(params.amount);
    const destination = String(params.destination ?? '');
    if (!Number.isInteger(amount) || amount <= 0)
      return [400, stripeError('invalid_request_error', 'Invalid positive integer', 'amount')];
    if (!params.currency)
      return [400, stripeError('invalid_request_error', 'Missing required param: currency.', 'currency')];
    if (!destination.startsWith('acct_'))
      return [
        400,
        stripeError(
          'invalid_request_error',
          `No such destination: '${destination}'`,
          'destination',
          'resource_missing',
        ),
      ];
    const transfer = {
      id: `tr_${randomBytes(12).toString('hex')}`,
      object: 'transfer',
      amount,
      currency: String(params.currency),
      destination,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.transfers.push(transfer);
    return [200, transfer];
  }

  private createRefund(params: Record<string, unknown>): [number, unknown] {
    const intent = String(params.payment_intent ?? '');
    const payment = this.payments.get(intent);
    if (!payment) {
      return [
        404,
        stripeError(
          'invalid_request_error',
          `No such payment_intent: '${intent}'`,
          'payment_intent',
          'resource_missing',
        ),
      ];
    }
    const amount = params.amount ? Number(params.amount) : payment.amount - payment.refunded;
    if (amount <= 0 || payment.refunded + amount > payment.amount) {
      return [
        400,
        stripeError(
          'invalid_request_error',
          'Charge has already been refunded.',
          undefined,
          'charge_already_refunded',
        ),
      ];
    }
    payment.refunded += amount;
    this.created.refunds += 1;
    this.refunds.push({
      paymentIntent: intent,
      amount,
      metadata: (params.metadata ?? {}) as Record<string, string>,
    });
    return [
      200,
      {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        currency: payment.currency,
        payment_intent: intent,
        status: 'succeeded',
        metadata: params.metadata ?? {},
        created: Math.floor(Date.now() / 1000),
      },
    ];
  }
}
