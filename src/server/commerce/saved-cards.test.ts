import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SavedCard } from '../../common/contracts/assistant-spending';
import { orders, paymentMethods } from '../db/schema';
import { countEntitlements, createOrderOf, createPack } from '../test/factories';
import type { FakeStripe } from '../test/fake-stripe';
import type { TestCard } from '../test/fake-stripe-cards';
import { stripeShop, useStripeServer } from '../test/stripe-shop';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, withTestServer, type TestServer } from '../test/test-server';
import { createStripeClient, devPayments, stripePayments, type PaymentProvider } from './payments';
import { createSavedCards } from './saved-cards';

let server: TestServer;
let stripe: FakeStripe;
const { deliver } = stripeShop(
  () => server,
  () => stripe,
);

const readCard = async (browser: TestBrowser) => {
  const res = await browser.fetch('/api/me/payment-method');
  expect(res.status).toBe(200);
  return ((await res.json()) as { card: SavedCard | null }).card;
};

const startSetup = (browser: TestBrowser, returnPath: unknown) =>
  browser.fetch('/api/me/payment-method/setup', { method: 'POST', json: { return_path: returnPath } });

/** The person's Stripe customer (made by Kenja, carrying their id). */
const customerOf = (userId: string) =>
  [...stripe.cards.customers.values()].filter((customer) => customer.metadata.user_id === userId);

/**
 * Saves `card` as the person does: Kenja's setup page, the card entered on Stripe's, Stripe's webhook (delivered
 * `times` at once, as Stripe may).
 */
async function saveWithStripe(browser: TestBrowser, card: TestCard = 'pm_card_visa', times = 1) {
  const res = await startSetup(browser, '/us/en/connect');
  expect(res.status, await res.clone().text()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const [customer] = customerOf(browser.user?.id ?? '');
  const session = stripe.setupSessionsOf(customer?.id ?? '').find((s) => s.url === url);
  if (!session) throw new Error(`no setup session at ${url}`);
  const event = stripe.completeSetup(session.id, card);
  const outcomes = await Promise.all(Array.from({ length: times }, () => deliver(event)));
  expect(outcomes.map((answer) => answer.body.outcome).sort()).toEqual([
    ...Array<string>(times - 1).fill('duplicate'),
    'handled',
  ]);
  return { session, event };
}

/** The saved card's row, as the buy flow charges it. */
async function savedRefs(userId: string) {
  const [row] = await server.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
  if (!row) throw new Error(`no card saved for ${userId}`);
  return { customerRef: row.customerRef, paymentMethodRef: row.paymentMethodRef };
}

/** A pending order an assistant placed for `userId`, to be paid with `provider`. */
async function assistantOrder(userId: string, provider: 'stripe' | 'dev') {
  const pack = await createPack(server.db);
  const order = await createOrderOf(server.db, userId, pack, { status: 'pending' });
  const [row] = await server.db
    .update(orders)
    .set({ provider, channel: 'assistant' })
    .where(eq(orders.id, order.id))
    .returning();
  if (!row) throw new Error('no order');
  return { order: row, pack };
}

const intentsOf = (orderId: string) =>
  stripe.cards.paymentIntents.filter((intent) => intent.metadata.order_id === orderId);

describe('saving a card for assistants with Stripe (setup-mode Checkout)', () => {
  useStripeServer((started) => ({ server, stripe } = started));

  it('saves the card Stripe reports, once however often the webhook is delivered; another replaces it', async () => {
    const { browser, user } = await server.signedIn('user');
    expect(await readCard(browser)).toBeNull();
    // Stripe delivers its event twice at once: one saves the card, the other is a duplicate.
    const { session, event } = await saveWithStripe(browser, 'pm_card_visa', 2);
    expect(session).toMatchObject({
      mode: 'setup',
      metadata: { user_id: user.id, purpose: 'assistant_card' },
      success_url: `${server.baseUrl}/us/en/connect?card=saved`,
      cancel_url: `${server.baseUrl}/us/en/connect?card=cancelled`,
    });
    expect(await readCard(browser)).toMatchObject({ provider: 'stripe', brand: 'visa', last4: '4242' });

    // Delivered again later: nothing more is saved.
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    const rows = () =>
      server.db.select({ n: count() }).from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    expect(await rows()).toEqual([{ n: 1 }]);

    // A second card replaces the first, on the same Stripe customer.
    await saveWithStripe(browser, 'pm_card_chargeDeclined');
    expect(await readCard(browser)).toMatchObject({ brand: 'visa', last4: '0002' });
    expect(await rows()).toEqual([{ n: 1 }]);
    expect(customerOf(user.id)).toHaveLength(1);

    expect((await browser.fetch('/api/me/payment-method', { method: 'DELETE' })).status).toBe(204);
    expect(await readCard(browser)).toBeNull();
  });

  it('saves nothing from a setup session Kenja did not open for a card, nor for someone who does not exist', async () => {
    const { browser } = await server.signedIn('user');
    const { session } = await saveWithStripe(browser);
    await browser.fetch('/api/me/payment-method', { method: 'DELETE' });
    const forged = {
      ...session,
      id: `${session.id}x`,
      metadata: { user_id: randomUUID(), purpose: 'assistant_card' },
    };
    expect((await deliver(stripe.event('checkout.session.completed', forged))).body.outcome).toBe('refused');
    const unfinished = { ...stripe.session(session.id), status: 'open' };
    expect((await deliver(stripe.event('checkout.session.completed', unfinished))).body.outcome).toBe(
      'refused',
    );
    expect(await readCard(browser)).toBeNull();
  });
});

describe('charging a saved card off-session', () => {
  useStripeServer((started) => ({ server, stripe } = started));
  const provider = () => stripePayments(createStripeClient(stripe.settings()), new URL(server.baseUrl));

  it('pays with a card that needs nothing more, and the same idempotency key charges once', async () => {
    const { browser, user } = await server.signedIn('user');
    await saveWithStripe(browser, 'pm_card_visa');
    const card = await savedRefs(user.id);
    const { order, pack } = await assistantOrder(user.id, 'stripe');
    const key = `kenja-agent-${randomUUID()}`;

    const paid = await provider().chargeSaved(order, card, key);
    expect(paid).toEqual({ outcome: 'paid', paymentRef: expect.stringMatching(/^pi_/) });
    expect(intentsOf(order.id)).toEqual([
      expect.objectContaining({
        amount: order.totalCents,
        currency: 'usd',
        customer: card.customerRef,
        status: 'succeeded',
        metadata: { order_id: order.id, channel: 'assistant' },
      }),
    ]);
    // The same call again (a retried tool call), and once more through a Stripe that fails first (the SDK retries).
    expect(await provider().chargeSaved(order, card, key)).toEqual(paid);
    stripe.failNext(500);
    expect(await provider().chargeSaved(order, card, key)).toEqual(paid);
    expect(intentsOf(order.id)).toHaveLength(1);
    // The same key for another amount is Stripe's idempotency error: nothing is charged.
    await expect(provider().chargeSaved({ ...order, totalCents: 1 }, card, key)).rejects.toThrow(
      /idempotent/,
    );
    expect(intentsOf(order.id)).toHaveLength(1);
    expect(await countEntitlements(server.db, user.id, pack.id)).toBe(0);
  });

  it('says when the card holder must authenticate (3-D Secure), and when the card is declined', async () => {
    const { browser, user } = await server.signedIn('user');
    await saveWithStripe(browser, 'pm_card_authenticationRequired');
    const first = await assistantOrder(user.id, 'stripe');
    const asked = await provider().chargeSaved(
      first.order,
      await savedRefs(user.id),
      `kenja-agent-${randomUUID()}`,
    );
    expect(asked).toEqual({ outcome: 'needs_authentication', paymentRef: expect.stringMatching(/^pi_/) });
    expect(intentsOf(first.order.id).map((intent) => intent.status)).toEqual(['requires_payment_method']);

    await saveWithStripe(browser, 'pm_card_chargeDeclined');
    const second = await assistantOrder(user.id, 'stripe');
    const key = `kenja-agent-${randomUUID()}`;
    const declined = await provider().chargeSaved(second.order, await savedRefs(user.id), key);
    expect(declined).toEqual({ outcome: 'declined', message: 'Your card was declined.' });
    // Asked again with the key, Stripe answers the same refusal and charges nothing more.
    expect(await provider().chargeSaved(second.order, await savedRefs(user.id), key)).toEqual(declined);
    expect(intentsOf(second.order.id)).toHaveLength(1);
  });

  it('fulfils an assistant’s order from payment_intent.succeeded when the charge’s answer was lost, once', async () => {
    const { browser, user } = await server.signedIn('user');
    await saveWithStripe(browser);
    const { order, pack } = await assistantOrder(user.id, 'stripe');
    const paid = await provider().chargeSaved(order, await savedRefs(user.id), `kenja-agent-${randomUUID()}`);
    if (paid.outcome !== 'paid') throw new Error(paid.outcome);
    const event = stripe.paymentIntentSucceeded(paid.paymentRef);
    expect((await deliver(event)).body.outcome).toBe('handled');
    expect((await deliver(event)).body.outcome).toBe('duplicate');
    expect(await countEntitlements(server.db, user.id, pack.id)).toBe(1);
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'paid', paymentRef: paid.paymentRef });

    // A payment of another amount than the order's pays nothing.
    const other = await assistantOrder(user.id, 'stripe');
    const charged = await provider().chargeSaved(
      { ...other.order, totalCents: other.order.totalCents - 100 },
      await savedRefs(user.id),
      `kenja-agent-${randomUUID()}`,
    );
    if (charged.outcome !== 'paid') throw new Error(charged.outcome);
    expect((await deliver(stripe.paymentIntentSucceeded(charged.paymentRef))).body.outcome).toBe('refused');
    expect(await countEntitlements(server.db, user.id, other.pack.id)).toBe(0);
  });

  it('charges only a card of the provider in use: a dev card is never charged where Stripe takes the money', async () => {
    const { browser, user } = await server.signedIn('user');
    const saved = await browser.fetch('/api/me/payment-method/dev', {
      method: 'POST',
      json: { kind: 'works' },
    });
    expect(saved.status).toBe(200);
    const cards = (checkout: PaymentProvider) =>
      createSavedCards({ db: server.db, now: () => new Date(), provider: checkout, dev: devPayments });
    expect(await cards(provider()).chargeable(user.id)).toBeNull();
    expect(await cards(devPayments).chargeable(user.id)).toMatchObject({
      paymentMethodRef: 'dev_card_works',
      customerRef: null,
      last4: '4242',
    });
    await saveWithStripe(browser);
    expect(await cards(provider()).chargeable(user.id)).toMatchObject({
      provider: { kind: 'stripe' },
      paymentMethodRef: expect.stringMatching(/^pm_/),
      customerRef: expect.stringMatching(/^cus_/),
    });
  });
});

describe('the payment-method endpoints', () => {
  useStripeServer((started) => ({ server, stripe } = started));

  it('refuse callers who are not signed in, and a return path off this site', async () => {
    const nobody = server.browser();
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/setup'],
      ['POST', '/dev'],
      ['DELETE', ''],
    ] as const) {
      const res = await nobody.fetch(`/api/me/payment-method${path}`, {
        method,
        ...(method === 'POST' ? { json: { return_path: '/us/en/connect', kind: 'works' } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const { browser } = await server.signedIn('user');
    for (const returnPath of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'connect',
      42,
    ]) {
      expect((await startSetup(browser, returnPath)).status, String(returnPath)).toBe(400);
    }
    expect(stripe.cards.customers.size).toBe(0);
    const dev = await browser.fetch('/api/me/payment-method/dev', { method: 'POST', json: { kind: 'gold' } });
    expect(dev.status).toBe(400);
  });

  it('keeps the dev card out of production, and says when no payment provider is configured', async () => {
    await withTestServer(
      { deps: { payments: { stripe: stripe.settings(), devCheckout: false } } },
      async (prod) => {
        const { browser } = await prod.signedIn('user');
        const res = await browser.fetch('/api/me/payment-method/dev', {
          method: 'POST',
          json: { kind: 'works' },
        });
        expect(res.status).toBe(404);
        expect(await readCard(browser)).toBeNull();
      },
    );
    await withTestServer({ deps: { payments: { devCheckout: false } } }, async (none) => {
      const { browser } = await none.signedIn('user');
      expect((await startSetup(browser, '/us/en/connect')).status).toBe(503);
    });
  });
});

describe('saving a dev card (the dev checkout, outside production)', () => {
  useTestServer((started) => (server = started));

  it('sends the person to the labelled dev card page, saves the test card they pick, and charges it as it says', async () => {
    const { browser, user } = await server.signedIn('user');
    const setup = await startSetup(browser, '/jp/ja/connect');
    expect(await setup.json()).toEqual({ url: '/jp/ja/checkout/dev/card?return=%2Fjp%2Fja%2Fconnect' });

    const outcomes: Record<string, unknown> = {};
    for (const [kind, last4] of [
      ['works', '4242'],
      ['authentication', '3155'],
      ['declined', '0002'],
    ] as const) {
      const res = await browser.fetch('/api/me/payment-method/dev', { method: 'POST', json: { kind } });
      expect(res.status).toBe(200);
      const card = { provider: 'dev', brand: 'Dev card', last4 };
      expect(((await res.json()) as { card: SavedCard }).card).toMatchObject(card);
      expect(await readCard(browser)).toMatchObject(card);
      const { order } = await assistantOrder(user.id, 'dev');
      outcomes[kind] = await devPayments.chargeSaved(order, await savedRefs(user.id), `kenja-agent-${kind}`);
      if (kind === 'works')
        expect(outcomes[kind]).toEqual({ outcome: 'paid', paymentRef: `dev_${order.id}` });
    }
    expect(outcomes.authentication).toEqual({ outcome: 'needs_authentication', paymentRef: null });
    expect(outcomes.declined).toEqual({ outcome: 'declined', message: 'Your card was declined.' });
    const [rows] = await server.db
      .select({ n: count() })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, user.id));
    expect(rows?.n).toBe(1);
  });
});
