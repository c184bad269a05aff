import { count, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, Order } from '../../common/contracts/commerce';
import { ledgerEntries, orders, paymentEvents } from '../db/schema';
import { search } from '../test/engine-helpers';
import { createPack } from '../test/factories';
import type { FakeStripe } from '../test/fake-stripe';
import type { TestServer } from '../test/test-server';
import { stripeShop, useStripeServer } from '../test/stripe-shop';

let server: TestServer;
let stripe: FakeStripe;

const webhook = () => `${server.baseUrl}/api/webhooks/stripe`;
const { checkout, sessionOf, entitlements, deliver } = stripeShop(
  () => server,
  () => stripe,
);

describe('buying packs with Stripe Checkout', () => {
  useStripeServer((started) => ({ server, stripe } = started));

  it('opens a Checkout Session for the order, and fulfils it only from the verified webhook', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db, {
      title: 'Knife Skills',
      priceCents: 4999,
      discountPriceCents: 2999,
    });
    const { order, payUrl } = await checkout(buyer, [pack.id]);
    expect(order).toMatchObject({ status: 'pending', provider: 'stripe', totalCents: 2999 });
    const session = sessionOf(order);
    expect(payUrl).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 2999, currency: 'usd', client_reference_id: order.id });
    expect(session.success_url).toBe(`${server.baseUrl}/us/en/orders/${order.id}?paid=1`);
    // The dev checkout's button does not pay a Stripe order.
    expect((await buyer.fetch(`/api/checkout/dev/${order.id}/pay`, { method: 'POST' })).status).toBe(404);
    expect(await entitlements(me.id, pack.id)).toBe(0);

    expect(await deliver(stripe.complete(session.id))).toEqual({
      status: 200,
      body: { received: true, outcome: 'handled' },
    });
    expect(await entitlements(me.id, pack.id)).toBe(1);
    expect((await search(buyer, { query: 'knife', pack_ids: [pack.id] })).status).toBe(200);
    const paid = (await (await buyer.fetch(`/api/orders/${order.id}`)).json()) as { order: Order };
    expect(paid.order.status).toBe('paid');
  });

  it('names query credits on Stripe’s page by the queries bought, in the checkout’s language', async () => {
    const { browser: buyer } = await server.signedIn('user');
    const pack = await createPack(server.db, { title: 'Knife Skills', queryPriceCents: 400 });
    const other = await createPack(server.db, {
      title: 'Sourdough',
      priceCents: 1500,
      discountPriceCents: null,
    });
    const lineItems = async (json: Record<string, unknown>) => {
      const res = await buyer.fetch('/api/checkout', { method: 'POST', json });
      expect(res.status, await res.clone().text()).toBe(201);
      return stripe.lineItems(sessionOf(((await res.json()) as CheckoutResponse).order).id);
    };
    expect(
      await lineItems({ packIds: [other.id], credits: [{ packId: pack.id, blocks: 5 }], language: 'en' }),
    ).toEqual([
      { name: 'Knife Skills — 500 queries', amount: 2000, quantity: 1 },
      { name: 'Sourdough', amount: 1500, quantity: 1 },
    ]);
    expect(await lineItems({ credits: [{ packId: pack.id, blocks: 1 }], language: 'ja' })).toEqual([
      { name: 'Knife Skills — 100クエリ', amount: 400, quantity: 1 },
    ]);
  });

  it('retries Stripe with the same idempotency key and creates one session; a dead Stripe leaves no order', async () => {
    const { browser: buyer } = await server.signedIn('user');
    const before = stripe.created.sessions;
    stripe.failNext(500);
    const { order } = await checkout(buyer, [(await createPack(server.db)).id]);
    expect(stripe.created.sessions).toBe(before + 1);
    const keys = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').slice(-2);
    expect(keys.map((r) => r.idempotencyKey)).toEqual([
      `kenja-checkout-${order.id}`,
      `kenja-checkout-${order.id}`,
    ]);

    const [{ n: ordersBefore } = { n: 0 }] = await server.db.select({ n: count() }).from(orders);
    stripe.failNext(500, 500, 500);
    const res = await buyer.fetch('/api/checkout', {
      method: 'POST',
      json: { packIds: [(await createPack(server.db)).id] },
    });
    expect(res.status).toBe(503);
    const [{ n: ordersAfter } = { n: 0 }] = await server.db.select({ n: count() }).from(orders);
    expect(ordersAfter).toBe(ordersBefore);
  });

  it('refuses deliveries whose signature is not Stripe’s, and acts on none of them', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db);
    const { order } = await checkout(buyer, [pack.id]);
    const event = stripe.complete(sessionOf(order).id);
    const { payload, header } = stripe.signed(event);
    const post = (body: string, headers: Record<string, string>) =>
      fetch(webhook(), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

    expect((await post(payload, {})).status).toBe(400);
    expect((await post(payload.replace('"paid"', '"paid" '), { 'Stripe-Signature': header })).status).toBe(
      400,
    );
    expect((await stripe.deliver(webhook(), event, 'whsec_someone_else')).status).toBe(400);
    const stale = header.replace(/t=\d+/, `t=${Math.floor(Date.now() / 1000) - 3600}`);
    expect((await post(payload, { 'Stripe-Signature': stale })).status).toBe(400);
    expect(await entitlements(me.id, pack.id)).toBe(0);
  });

  it('refuses a signature dated beyond the tolerance in the future, as in the past', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db);
    const { order } = await checkout(buyer, [pack.id]);
    const { payload, header } = stripe.signed(stripe.complete(sessionOf(order).id));
    const signedAt = (offset: number) =>
      stripe.signed(JSON.parse(payload) as Stripe.Event, undefined, Math.floor(Date.now() / 1000) + offset);
    const post = ({ payload: body, header: signature }: { payload: string; header: string }) =>
      fetch(webhook(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body,
      });
    const future = await post(signedAt(3600));
    expect(future.status).toBe(400);
    expect(((await future.json()) as { error: { message: string } }).error.message).toMatch(/future/);
    expect((await post(signedAt(-3600))).status).toBe(400);
    expect(await entitlements(me.id, pack.id)).toBe(0);
    // Within the tolerance either way it is Stripe's clock against ours, and accepted.
    expect((await post(signedAt(60))).status).toBe(200);
    expect(header).toMatch(/^t=\d+,v1=/);
    expect(await entitlements(me.id, pack.id)).toBe(1);
  });

  it('fulfils only the order’s own checkout session for its amount and currency; records and refuses any other', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db, { priceCents: 499_900, discountPriceCents: null });
    const { order } = await checkout(buyer, [pack.id]);
    expect(order.totalCents).toBe(499_900);
    // A real, validly signed payment of a cheap other checkout, dressed as this order's.
    const { browser: someone } = await server.signedIn('user');
    const cheapPack = await createPack(server.db, { priceCents: 100, discountPriceCents: null });
    const cheap = await checkout(someone, [cheapPack.id]);
    const forged = (changes: Partial<Stripe.Checkout.Session>) => {
      // A copy: the fake keeps the session object it returns.
      const event = stripe.complete(sessionOf(cheap.order).id);
      const session = {
        ...event.data.object,
        client_reference_id: order.id,
        metadata: { order_id: order.id },
      };
      return { ...event, data: { object: { ...session, ...changes } } } as Stripe.Event;
    };
    const own = sessionOf(order);
    for (const event of [
      forged({ amount_total: 100, currency: 'jpy' }),
      forged({ id: own.id, amount_total: 100, currency: 'usd' }),
      forged({ id: own.id, amount_total: 499_900, currency: 'jpy' }),
      forged({ amount_total: 499_900, currency: 'usd' }),
    ]) {
      expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'refused' } });
      const [recorded] = await server.db
        .select({ orderId: paymentEvents.orderId })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, event.id));
      expect(recorded).toEqual({ orderId: order.id });
    }
    expect(await entitlements(me.id, pack.id)).toBe(0);
    const still = (await (await buyer.fetch(`/api/orders/${order.id}`)).json()) as { order: Order };
    expect(still.order.status).toBe('pending');

    const paid = stripe.complete(own.id);
    expect((await deliver(paid)).body.outcome).toBe('handled');
    expect(await entitlements(me.id, pack.id)).toBe(1);
    // A full refund of some other payment, naming this order, ends nothing.
    const other = stripe.complete(sessionOf(cheap.order).id);
    const refund = stripe.refundEvent(
      (other.data.object as Stripe.Checkout.Session).payment_intent as string,
    );
    Object.assign(refund.data.object, { metadata: { order_id: order.id } });
    expect((await deliver(refund)).body.outcome).toBe('refused');
    expect(await entitlements(me.id, pack.id)).toBe(1);
  });

  it('closes a replaced checkout at Stripe; a payment that raced the replacement is kept, the second given back in full', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db);
    const first = await checkout(buyer, [pack.id]);
    const second = await checkout(buyer, [pack.id]);
    expect(stripe.session(sessionOf(first.order).id).status).toBe('expired');
    expect(stripe.session(sessionOf(second.order).id).expires_at).toBeLessThanOrEqual(
      Math.ceil(Date.now() / 1000) + 31 * 60 + 5,
    );

    // A third checkout while the buyer pays the second on Stripe's page: Stripe cannot close a paid session.
    const paidSecond = stripe.complete(sessionOf(second.order).id);
    const third = await checkout(buyer, [pack.id]);
    expect((await deliver(paidSecond)).body.outcome).toBe('handled');
    expect(await entitlements(me.id, pack.id)).toBe(1);
    // The third is paid too (its session was open): the money goes straight back, and nothing else changes.
    const refundsBefore = stripe.requests.filter((r) => r.path === '/v1/refunds').length;
    const paidThird = stripe.complete(sessionOf(third.order).id);
    stripe.failNext(500, 500, 500);
    expect((await deliver(paidThird)).status).toBe(503);
    expect(await deliver(paidThird)).toEqual({ status: 200, body: { received: true, outcome: 'returned' } });
    expect(await deliver(paidThird)).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds').slice(refundsBefore);
    expect(new Set(refunds.map((r) => r.idempotencyKey))).toEqual(
      new Set([`kenja-refund-${third.order.id}`]),
    );
    const shown = (await (await buyer.fetch(`/api/orders/${third.order.id}`)).json()) as { order: Order };
    expect(shown.order.status).toBe('refunded');
    expect(await entitlements(me.id, pack.id)).toBe(1);
    const [sale] = await server.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, third.order.id));
    expect(sale?.n).toBe(0);
  });

  it('waits for a delayed payment to succeed before granting the pack', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db);
    const { order } = await checkout(buyer, [pack.id]);
    const session = sessionOf(order);
    expect((await deliver(stripe.complete(session.id, { async: true }))).body.outcome).toBe('ignored');
    expect(await entitlements(me.id, pack.id)).toBe(0);
    expect((await deliver(stripe.asyncPaymentSucceeded(session.id))).body.outcome).toBe('handled');
    expect(await entitlements(me.id, pack.id)).toBe(1);
  });

  it('ends with exactly one entitlement per purchase after 1,000 duplicated, replayed, reordered, simultaneous events', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, () => server.signedIn('user')));
    const purchases: { userId: string; packId: string; order: Order; refunded: boolean }[] = [];
    const events: Stripe.Event[] = [];
    for (const [i, { browser, user }] of buyers.entries()) {
      for (let j = 0; j < 5; j += 1) {
        const pack = await createPack(server.db);
        const { order } = await checkout(browser, [pack.id]);
        const completed = stripe.complete(sessionOf(order).id);
        const refunded = (i + j) % 4 === 0;
        purchases.push({ userId: user.id, packId: pack.id, order, refunded });
        events.push(completed);
        if (refunded) {
          const intent = (completed.data.object as Stripe.Checkout.Session).payment_intent as string;
          events.push(stripe.refundEvent(intent));
        }
      }
    }
    // 1,000 deliveries: every event many times over (Stripe retries, replays), in a random order, 50 at a time.
    const deliveries = Array.from({ length: 1000 }, (_, i) => events[i % events.length] as Stripe.Event);
    shuffle(deliveries);
    const statuses: number[] = [];
    for (let start = 0; start < deliveries.length; start += 50) {
      const batch = await Promise.all(deliveries.slice(start, start + 50).map((event) => deliver(event)));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(new Set(statuses)).toEqual(new Set([200]));

    for (const purchase of purchases) {
      expect(await entitlements(purchase.userId, purchase.packId), purchase.order.id).toBe(
        purchase.refunded ? 0 : 1,
      );
      const [row] = await server.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, purchase.order.id));
      expect(row?.status).toBe(purchase.refunded ? 'refunded' : 'paid');
    }
  }, 120_000); // 1,000 deliveries through the real webhook endpoint: ~8 s here, 30 s on a machine 4× slower
});

function shuffle<T>(items: T[]) {
  let seed = 42;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}
