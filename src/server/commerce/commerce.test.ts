import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_REFUSALS,
  PAY_REFUSALS,
  REFUND_REFUSALS,
  type CheckoutResponse,
  type LibraryItem,
  type Order,
} from '../../common/contracts/commerce';
import { CART_MAX_ITEMS } from '../../common/limits';
import { orders, packEntitlements, packs } from '../db/schema';
import { call } from '../test/api-call';
import { search } from '../test/engine-helpers';
import { countEntitlements, createPack, createPackAt } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
const clock = new Date('2026-03-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

async function checkout(browser: TestBrowser, packIds: string[], language = 'en'): Promise<CheckoutResponse> {
  const res = await call(browser, 'POST', '/checkout', { packIds, language });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as CheckoutResponse;
}

async function pay(browser: TestBrowser, orderId: string): Promise<Order> {
  const res = await call(browser, 'POST', `/checkout/dev/${orderId}/pay`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { order: Order }).order;
}

async function library(browser: TestBrowser): Promise<LibraryItem[]> {
  return ((await call(browser, 'GET', '/library')).body as unknown as { items: LibraryItem[] }).items;
}

const canSearch = async (browser: TestBrowser, packId: string) =>
  (await search(browser, { query: 'anything', pack_ids: [packId] })).status;

const entitlementCount = (userId: string, packId: string) => countEntitlements(server.db, userId, packId);

/** Moves an order's payment into the past (sessions would not survive moving the clock by a month). */
async function paidDaysAgo(orderId: string, days: number, extraMs = 0) {
  const paidAt = new Date(clock.getTime() - days * DAY - extraMs);
  await server.db.update(orders).set({ paidAt }).where(eq(orders.id, orderId));
}

const orderCount = async () => (await server.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('buying packs with the dev checkout', () => {
  useTestServer((started) => (server = started), { now: () => clock });

  it('checks out a cart, pays, and the packs are the buyer’s: library, search, receipt', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const first = await createPackAt(server.db, 2900, { title: 'Knife Skills', discountPriceCents: 1900 });
    const second = await createPackAt(server.db, 1500, { title: 'Bread Basics' });
    expect(await canSearch(buyer, first.id)).toBe(403);

    const { order, payUrl } = await checkout(buyer, [first.id, second.id], 'ja');
    expect(order).toMatchObject({ status: 'pending', provider: 'dev', currency: 'USD', totalCents: 3400 });
    expect(order.lines.map((line) => [line.title, line.listPriceCents, line.priceCents])).toEqual([
      ['Bread Basics', 1500, 1500],
      ['Knife Skills', 2900, 1900],
    ]);
    expect(payUrl).toBe(`/jp/ja/checkout/dev/${order.id}`);
    expect(await canSearch(buyer, first.id)).toBe(403);
    expect(await library(buyer)).toEqual([]);

    const paid = await pay(buyer, order.id);
    expect(paid).toMatchObject({ status: 'paid', paidAt: clock.toISOString() });
    expect(paid.refundableUntil).toBe(new Date(clock.getTime() + 30 * DAY).toISOString());
    expect(await canSearch(buyer, first.id)).toBe(200);
    expect(await canSearch(buyer, second.id)).toBe(200);
    const items = await library(buyer);
    expect(items.map((item) => [item.title, item.access, item.orderId])).toEqual(
      expect.arrayContaining([
        ['Knife Skills', 'purchase', order.id],
        ['Bread Basics', 'purchase', order.id],
      ]),
    );
    const receipts = (await call(buyer, 'GET', '/orders')).body as unknown as { orders: Order[] };
    expect(receipts.orders.map((o) => o.id)).toEqual([order.id]);
    expect(await entitlementCount(me.id, first.id)).toBe(1);

    // Paying again changes nothing.
    expect((await pay(buyer, order.id)).paidAt).toBe(paid.paidAt);
    expect(await entitlementCount(me.id, first.id)).toBe(1);
  });

  it('refuses a cart it cannot sell, naming each pack and why, and writes nothing', async () => {
    const { browser: buyer, user: me } = await server.signedIn('creator');
    const mine = await createPack(server.db, { creatorId: me.id });
    const paused = await createPack(server.db, { status: 'paused' });
    const draft = await createPack(server.db, { status: 'draft' });
    const free = await createPackAt(server.db, 0);
    const owned = await createPack(server.db);
    await server.db
      .insert(packEntitlements)
      .values({ userId: me.id, packId: owned.id, source: 'grant', createdAt: new Date() });
    const yen = await createPack(server.db, { currency: 'JPY' });
    const fine = await createPack(server.db);
    const before = await orderCount();

    const conflict = await call(buyer, 'POST', '/checkout', {
      packIds: [fine.id, mine.id, paused.id, owned.id, free.id],
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error?.issues).toEqual([
      { path: ['packIds', 1], message: CHECKOUT_REFUSALS.own },
      { path: ['packIds', 2], message: CHECKOUT_REFUSALS.paused },
      { path: ['packIds', 3], message: CHECKOUT_REFUSALS.owned },
      { path: ['packIds', 4], message: CHECKOUT_REFUSALS.free },
    ]);

    const unknown = await call(buyer, 'POST', '/checkout', { packIds: [fine.id, draft.id] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.issues).toEqual([
      { path: ['packIds', 1], message: CHECKOUT_REFUSALS.unknown },
    ]);

    const mixed = await call(buyer, 'POST', '/checkout', { packIds: [fine.id, yen.id] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error?.message).toBe(CHECKOUT_REFUSALS.currency);

    for (const packIds of [
      [],
      [fine.id, fine.id],
      ['not-an-id'],
      Array.from({ length: CART_MAX_ITEMS + 1 }, () => crypto.randomUUID()),
    ]) {
      const bad = await call(buyer, 'POST', '/checkout', { packIds });
      expect(bad.status, JSON.stringify(packIds)).toBe(400);
      expect(bad.body.error?.issues?.[0]?.path[0]).toBe('packIds');
    }
    expect(await orderCount()).toBe(before);
  });

  it('takes one payment for a pack checked out twice: the newer checkout replaces the older, however many clicks arrive', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db);
    // Two tabs check out the same pack before either is paid; both Pay buttons are clicked many times, all at once.
    const [a, b] = await Promise.all([checkout(buyer, [pack.id]), checkout(buyer, [pack.id])]);
    const shown = await Promise.all([a, b].map(({ order }) => call(buyer, 'GET', `/orders/${order.id}`)));
    const statusOf = (i: number) => (shown[i]?.body as { order: Order }).order.status;
    expect([statusOf(0), statusOf(1)].sort()).toEqual(['expired', 'pending']);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(buyer, 'POST', `/checkout/dev/${(i % 2 ? a : b).order.id}/pay`),
      ),
    );
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(30);
    expect(new Set(refused.map((answer) => answer.body.error?.message))).toEqual(
      new Set([PAY_REFUSALS.closed]),
    );
    expect(await entitlementCount(me.id, pack.id)).toBe(1);
    const paid = await server.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.buyerId, me.id), eq(orders.status, 'paid')));
    expect(paid).toHaveLength(1);
    expect((await library(buyer)).filter((item) => item.packId === pack.id)).toHaveLength(1);
  });

  it('refuses to take a payment for a pack the buyer came to own after checking it out', async () => {
    const { browser: buyer, user: me } = await server.signedIn('user');
    const pack = await createPack(server.db);
    const other = await createPack(server.db);
    const { order } = await checkout(buyer, [pack.id, other.id]);
    // Given the pack meanwhile (an admin's grant): paying for it now would be paying twice.
    await server.db
      .insert(packEntitlements)
      .values({ userId: me.id, packId: pack.id, source: 'grant', createdAt: new Date() });
    await server.settle();
    const res = await call(buyer, 'POST', `/checkout/dev/${order.id}/pay`);
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(PAY_REFUSALS.owned);
    expect(await entitlementCount(me.id, other.id)).toBe(0);
    const [row] = await server.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
  });

  it('refunds within 30 days, ends access at once, and refuses twice, late, unpaid or someone else’s', async () => {
    const { browser: buyer } = await server.signedIn('user');
    const pack = await createPack(server.db);
    const { order } = await checkout(buyer, [pack.id]);

    const unpaid = await call(buyer, 'POST', `/orders/${order.id}/lines/${pack.id}/refund`);
    expect([unpaid.status, unpaid.body.error?.message]).toEqual([409, REFUND_REFUSALS.notPaid]);

    await pay(buyer, order.id);
    const { browser: stranger } = await server.signedIn('user');
    expect((await call(stranger, 'POST', `/orders/${order.id}/lines/${pack.id}/refund`)).status).toBe(404);
    expect((await call(stranger, 'GET', `/orders/${order.id}`)).status).toBe(404);

    await paidDaysAgo(order.id, 29);
    const refunded = await call(buyer, 'POST', `/orders/${order.id}/lines/${pack.id}/refund`);
    expect(refunded.status).toBe(200);
    expect((refunded.body as { order: Order }).order).toMatchObject({
      status: 'refunded',
      refundedAt: clock.toISOString(),
      refundableUntil: null,
    });
    expect(await canSearch(buyer, pack.id)).toBe(403);
    expect(await library(buyer)).toEqual([]);
    const again = await call(buyer, 'POST', `/orders/${order.id}/lines/${pack.id}/refund`);
    expect([again.status, again.body.error?.message]).toEqual([409, REFUND_REFUSALS.refunded]);

    const late = (await checkout(buyer, [pack.id])).order;
    await pay(buyer, late.id);
    await paidDaysAgo(late.id, 30, 1000);
    const tooLate = await call(buyer, 'POST', `/orders/${late.id}/lines/${pack.id}/refund`);
    expect([tooLate.status, tooLate.body.error?.message]).toEqual([409, REFUND_REFUSALS.expired]);
    expect(await canSearch(buyer, pack.id)).toBe(200);
  });

  it('keeps a bought pack in the library when it is paused, and sells it to nobody new', async () => {
    const { browser: buyer } = await server.signedIn('user');
    const pack = await createPack(server.db);
    await pay(buyer, (await checkout(buyer, [pack.id])).order.id);
    await server.db.update(packs).set({ status: 'paused' }).where(eq(packs.id, pack.id));
    await server.settle();
    expect((await library(buyer)).map((item) => [item.packId, item.packStatus])).toEqual([
      [pack.id, 'paused'],
    ]);
    expect(await canSearch(buyer, pack.id)).toBe(200);

    const { browser: newcomer } = await server.signedIn('user');
    expect((await call(newcomer, 'POST', '/checkout', { packIds: [pack.id] })).status).toBe(409);
  });

  it('lets nobody pay another buyer’s order', async () => {
    const { browser: buyer } = await server.signedIn('user');
    const { order } = await checkout(buyer, [(await createPack(server.db)).id]);
    const { browser: other } = await server.signedIn('user');
    expect((await call(other, 'POST', `/checkout/dev/${order.id}/pay`)).status).toBe(404);
    const { browser: admin } = await server.signedIn('admin');
    expect((await call(admin, 'POST', `/checkout/dev/${order.id}/pay`)).status).toBe(404);
    expect((await call(buyer, 'GET', `/orders/${order.id}`)).body).toMatchObject({
      order: { status: 'pending' },
    });
  });

  it('names a line of query credits by the queries bought, in the order’s language, not as the pack', async () => {
    const { browser: buyer } = await server.signedIn('user');
    const pack = await createPack(server.db, { title: 'Knife Skills', queryPriceCents: 300 });
    const named = async (language: string) => {
      const res = await call(buyer, 'POST', '/checkout', {
        credits: [{ packId: pack.id, blocks: 5 }],
        language,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { order } = res.body as unknown as CheckoutResponse;
      expect(order.lines).toEqual([
        expect.objectContaining({ kind: 'credits', credits: 500, priceCents: 1500 }),
      ]);
      return (await pay(buyer, order.id)).lines[0]?.title;
    };
    expect(await named('en')).toBe('Knife Skills — 500 queries');
    expect(await named('ja')).toBe('Knife Skills — 500クエリ');

    // The receipts list and each receipt say the same; a pack bought outright keeps its bare title.
    await pay(
      buyer,
      (await checkout(buyer, [(await createPack(server.db, { title: 'Sourdough' })).id])).order.id,
    );
    const listed = (await call(buyer, 'GET', '/orders')).body as unknown as { orders: Order[] };
    expect(listed.orders.map((order) => order.lines.map((line) => line.title))).toEqual([
      ['Sourdough'],
      ['Knife Skills — 500クエリ'],
      ['Knife Skills — 500 queries'],
    ]);
    const one = (await call(buyer, 'GET', `/orders/${listed.orders[1]?.id}`)).body as { order: Order };
    expect(one.order.lines[0]?.title).toBe('Knife Skills — 500クエリ');
  });
});
