import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../common/contracts/audit';
import { REFUND_REFUSALS, type LibraryItem, type Order } from '../../common/contracts/commerce';
import { ledgerEntries, orderLines, queryCredits } from '../db/schema';
import { search } from '../test/engine-helpers';
import { createPack } from '../test/factories';
import type { FakeStripe } from '../test/fake-stripe';
import { stripeShop, useStripeServer } from '../test/stripe-shop';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let stripe: FakeStripe;

const { entitlements, deliver, paid } = stripeShop(
  () => server,
  () => stripe,
);
const refundPath = (order: Pick<Order, 'id'>, packId: string) =>
  `/api/orders/${order.id}/lines/${packId}/refund`;

async function json<T>(res: Response): Promise<T> {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
}

/** Refunds through Stripe, one order line at a time (issue 20 items 1, 3 and 4). */
describe('refunds through Stripe', () => {
  useStripeServer((started) => ({ server, stripe } = started));

  it('refunds one pack of an order of two: its price alone goes back, the other pack stays', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const kept = await createPack(server.db, { priceCents: 4999, discountPriceCents: null });
    const returned = await createPack(server.db, { priceCents: 1999, discountPriceCents: null });
    const { order, completed } = await paid(buyer, [kept.id, returned.id]);
    const intent = (completed.data.object as Stripe.Checkout.Session).payment_intent as string;

    const { quote } = await json<{ quote: { amountCents: number; title: string } }>(
      await buyer.fetch(refundPath(order, returned.id)),
    );
    expect(quote).toMatchObject({ amountCents: 1999, title: returned.title });
    const { order: after } = await json<{ order: Order }>(
      await buyer.fetch(refundPath(order, returned.id), { method: 'POST' }),
    );
    expect(stripe.refunds.at(-1)).toEqual({
      paymentIntent: intent,
      amount: 1999,
      metadata: { order_id: order.id, pack_id: returned.id },
    });
    expect(stripe.requests.at(-1)?.idempotencyKey).toBe(`kenja-refund-${order.id}-${returned.id}`);
    // The receipt: still paid, one line refunded with its amount.
    expect(after.status).toBe('paid');
    expect(after.refundedCents).toBe(1999);
    const lineOf = (packId: string) => after.lines.find((line) => line.packId === packId);
    expect(lineOf(returned.id)).toMatchObject({ refundCents: 1999, refundedAt: expect.any(String) });
    expect(lineOf(kept.id)).toMatchObject({ refundCents: null, refundedAt: null });
    // Access follows the line: the other pack still searches, the refunded one does not.
    expect(await entitlements(me.id, kept.id)).toBe(1);
    expect(await entitlements(me.id, returned.id)).toBe(0);
    expect((await search(buyer, { query: 'knife', pack_ids: [kept.id] })).status).toBe(200);
    expect((await search(buyer, { query: 'knife', pack_ids: [returned.id] })).status).toBe(403);
    const { items } = await json<{ items: LibraryItem[] }>(await buyer.fetch('/api/library'));
    expect(items.map((item) => item.packId)).toEqual([kept.id]);
    // The books: only the refunded line is reversed.
    const cash = await server.db
      .select({ packId: ledgerEntries.packId, sum: sql<number>`sum(${ledgerEntries.amountCents})::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.account, 'cash')))
      .groupBy(ledgerEntries.packId);
    expect(Object.fromEntries(cash.map((row) => [row.packId, Number(row.sum)]))).toEqual({
      [kept.id]: 4999,
      [returned.id]: 0,
    });
    // Refunding the other line too refunds the order whole; Stripe's full-refund event then changes nothing.
    const { order: whole } = await json<{ order: Order }>(
      await buyer.fetch(refundPath(order, kept.id), { method: 'POST' }),
    );
    expect(whole).toMatchObject({ status: 'refunded', refundedCents: 6998 });
    expect((await deliver(stripe.refundEvent(intent))).status).toBe(200);
    expect(stripe.refunds.filter((refund) => refund.paymentIntent === intent)).toHaveLength(2);
  });

  it('refunds the unused part of a block of credits, pro rata, and leaves nothing more to read', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db, {
      priceCents: 9900,
      discountPriceCents: null,
      queryPriceCents: 300,
    });
    const { order } = await paid(buyer, [], [{ packId: pack.id, blocks: 2 }]);
    for (let i = 0; i < 50; i += 1) {
      expect((await search(buyer, { query: 'knife', pack_ids: [pack.id] })).status).toBe(200);
    }
    // 150 of 200 unused: three quarters of 6.00.
    const { quote } = await json<{ quote: { amountCents: number; credits: number } }>(
      await buyer.fetch(refundPath(order, pack.id)),
    );
    expect(quote).toMatchObject({ amountCents: 450, credits: 150 });
    const { order: after } = await json<{ order: Order }>(
      await buyer.fetch(refundPath(order, pack.id), { method: 'POST' }),
    );
    expect(after).toMatchObject({ status: 'refunded', refundedCents: 450 });
    expect(stripe.refunds.at(-1)?.amount).toBe(450);
    const [pool] = await server.db.select().from(queryCredits).where(eq(queryCredits.userId, me.id));
    expect(pool).toMatchObject({ remaining: 0, remainingCents: 0, held: 0 });
    const refused = await search(buyer, { query: 'knife', pack_ids: [pack.id] });
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      `/pack/${pack.slug}#credits`,
    );
    const again = await buyer.fetch(refundPath(order, pack.id), { method: 'POST' });
    expect([again.status, ((await again.json()) as { error: { message: string } }).error.message]).toEqual([
      409,
      REFUND_REFUSALS.refunded,
    ]);
  });

  it('refuses to refund a block whose every query was used', async () => {
    const { browser: buyer } = await server.signedIn('user');
    const pack = await createPack(server.db, {
      priceCents: 9900,
      discountPriceCents: null,
      queryPriceCents: 100,
    });
    const { order } = await paid(buyer, [], [{ packId: pack.id, blocks: 1 }]);
    await server.db
      .update(queryCredits)
      .set({ remaining: 0, remainingCents: 0 })
      .where(eq(queryCredits.packId, pack.id));
    const { quote } = await json<{ quote: { refusal: string | null } }>(
      await buyer.fetch(refundPath(order, pack.id)),
    );
    expect(quote.refusal).toBe(REFUND_REFUSALS.used);
    const refused = await buyer.fetch(refundPath(order, pack.id), { method: 'POST' });
    expect([
      refused.status,
      ((await refused.json()) as { error: { message: string } }).error.message,
    ]).toEqual([409, REFUND_REFUSALS.used]);
  });

  it('records an admin’s reading and refunding of another person’s order in the audit log the console reads', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db);
    const { order } = await paid(buyer, [pack.id]);
    const { browser: admin, user: staff } = await server.signedIn('admin');
    const before = await json<AuditPage>(await admin.fetch('/api/admin/audit'));
    // The buyer reading their own order is not audited; the admin reading it is.
    await json(await buyer.fetch(`/api/orders/${order.id}`));
    await json(await admin.fetch(`/api/orders/${order.id}`));
    await json(await admin.fetch(refundPath(order, pack.id), { method: 'POST' }));
    const after = await json<AuditPage>(await admin.fetch('/api/admin/audit'));
    expect(after.total - before.total).toBe(2);
    expect(after.events.slice(0, 2)).toMatchObject([
      {
        action: 'order_refunded',
        actor: { id: staff.id },
        subject: { id: me.id },
        orderId: order.id,
        detail: { packId: pack.id, title: pack.title, amountCents: 2999, currency: 'USD' },
      },
      { action: 'order_read', actor: { id: staff.id }, subject: { id: me.id }, orderId: order.id },
    ]);
    // Only admins read the log.
    expect((await buyer.fetch('/api/admin/audit')).status).toBe(403);
  });

  it('refunds through Stripe’s API; its charge.refunded event afterwards changes nothing more', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db);
    const { order, completed } = await paid(buyer, [pack.id]);
    const res = await buyer.fetch(refundPath(order, pack.id), { method: 'POST' });
    expect(res.status).toBe(200);
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: `kenja-refund-${order.id}-${pack.id}`,
    });
    expect(await entitlements(me.id, pack.id)).toBe(0);
    const paymentIntent = (completed.data.object as Stripe.Checkout.Session).payment_intent as string;
    expect((await deliver(stripe.refundEvent(paymentIntent))).status).toBe(200);
    expect(await entitlements(me.id, pack.id)).toBe(0);
    // Stripe refused? The refund is not recorded, and the buyer keeps the pack.
    const other = await createPack(server.db);
    const second = await paid(buyer, [other.id]);
    stripe.failNext(500, 500, 500);
    expect((await buyer.fetch(refundPath(second.order, other.id), { method: 'POST' })).status).toBe(503);
    const kept = (await (await buyer.fetch(`/api/orders/${second.order.id}`)).json()) as { order: Order };
    expect(kept.order.status).toBe('paid');
  });

  it('makes one refund call for twenty refund requests at once on two instances; the others are told it is under way', async () => {
    const second = await startTestServer({
      shareDatabaseWith: server,
      deps: { payments: { stripe: stripe.settings(), devCheckout: true } },
    });
    try {
      const { browser: buyer, user: me } = await server.signedIn('user');
      const pack = await createPack(server.db);
      const { order } = await paid(buyer, [pack.id]);
      const elsewhere = second.browser();
      for (const [name, value] of buyer.cookies) elsewhere.cookies.set(name, value);
      elsewhere.csrfToken = buyer.csrfToken;
      const refundCalls = () => stripe.requests.filter((r) => r.path === '/v1/refunds').length;
      const before = refundCalls();
      stripe.latencyMs = 200;
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const res = await (i % 2 ? elsewhere : buyer).fetch(refundPath(order, pack.id), {
            method: 'POST',
          });
          return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
        }),
      );
      stripe.latencyMs = 0;
      expect(refundCalls() - before).toBe(1);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(409);
        expect([REFUND_REFUSALS.underWay, REFUND_REFUSALS.refunded]).toContain(refused.body.error?.message);
      }
      expect(await entitlements(me.id, pack.id)).toBe(0);
    } finally {
      stripe.latencyMs = 0;
      await second.close();
    }
  });

  it('hands a refund claimed by an instance that died over to the next request, which Stripe answers with the same refund', async () => {
    const { browser: buyer } = await server.signedIn('user');
    const pack = await createPack(server.db);
    const { order } = await paid(buyer, [pack.id]);
    // An instance claimed the refund, asked Stripe, and died before it could record the answer.
    const line = and(eq(orderLines.orderId, order.id), eq(orderLines.packId, pack.id));
    await server.db
      .update(orderLines)
      .set({ refundClaimedAt: new Date(Date.now() - 60_000), refundCents: 2999, refundCredits: 0 })
      .where(line);
    const refusal = await buyer.fetch(refundPath(order, pack.id), { method: 'POST' });
    expect(refusal.status).toBe(409);
    await server.db
      .update(orderLines)
      .set({ refundClaimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(line);
    const res = await buyer.fetch(refundPath(order, pack.id), { method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { order: Order }).order.status).toBe('refunded');
  });
});
