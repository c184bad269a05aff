import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_REFUSALS, type Order, type Quote } from '../../common/contracts/commerce';
import {
  BUNDLE_REFUSALS,
  DISCOUNT_REFUSALS,
  type Bundle,
  type DiscountCode,
} from '../../common/contracts/offers';
import { orders, packEntitlements } from '../db/schema';
import { buy, call } from '../test/api-call';
import { createPack, createPackAt } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
const clock = new Date('2026-03-01T09:00:00Z');

const signedIn = (role: 'user' | 'creator') => server.signedIn(role);

async function newCode(creator: TestBrowser, body: Record<string, unknown>): Promise<DiscountCode> {
  const res = await call(creator, 'POST', '/studio/discount-codes', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { code: DiscountCode }).code;
}

const orderCount = async () => (await server.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('discount codes at checkout', () => {
  useTestServer((started) => (server = started), { now: () => clock });

  it('takes a percentage off the creator’s packs only, in the quote and the order alike', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const mine = await createPackAt(server.db, 5000, { creatorId: maker.id, discountPriceCents: 4000 });
    const theirs = await createPackAt(server.db, 2000);
    const code = await newCode(creator, { code: 'launch-20', kind: 'percent', amount: 20 });
    expect(code).toMatchObject({ code: 'LAUNCH-20', uses: 0, packId: null });

    const { browser: buyer } = await signedIn('user');
    const cart = { packIds: [mine.id, theirs.id], code: 'Launch-20' };
    const quoted = await call(buyer, 'POST', '/checkout/quote', cart);
    expect(quoted.status).toBe(200);
    const { quote } = quoted.body as { quote: Quote };
    expect(quote).toMatchObject({
      subtotalCents: 6000,
      discountCents: 800,
      totalCents: 5200,
      code: 'LAUNCH-20',
    });
    expect(quote.lines.find((line) => line.packId === theirs.id)?.discountCents).toBe(0);
    expect(await orderCount()).toBe(0);

    const order = await buy(buyer, cart);
    expect(order).toMatchObject({
      status: 'paid',
      subtotalCents: 6000,
      discountCents: 800,
      totalCents: 5200,
    });
    const codes = (await call(creator, 'GET', '/studio/discount-codes')).body as { codes: DiscountCode[] };
    expect(codes.codes[0]?.uses).toBe(1);
  });

  it('spreads a fixed amount over the lines it applies to, never below zero', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const a = await createPackAt(server.db, 1000, { creatorId: maker.id });
    const b = await createPackAt(server.db, 3000, { creatorId: maker.id });
    await newCode(creator, { code: 'TENOFF', kind: 'fixed', amount: 1000 });
    await newCode(creator, { code: 'EVERYTHING', kind: 'fixed', amount: 999_999 });
    const { browser: buyer } = await signedIn('user');
    const { quote } = (
      await call(buyer, 'POST', '/checkout/quote', { packIds: [a.id, b.id], code: 'tenoff' })
    ).body as { quote: Quote };
    expect(quote.lines.map((line) => line.discountCents)).toEqual([250, 750]);
    expect(quote.totalCents).toBe(3000);
    // A code worth more than the cart makes it free: the order is paid at once, with nothing to charge.
    const res = await call(buyer, 'POST', '/checkout', { packIds: [a.id], code: 'EVERYTHING' });
    expect((res.body as { order: Order }).order).toMatchObject({ status: 'paid', totalCents: 0 });
  });

  it('refuses an unknown, expired, used-up or inapplicable code, charging and writing nothing', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const pack = await createPack(server.db, { creatorId: maker.id });
    const other = await createPack(server.db);
    await newCode(creator, { code: 'OLD', kind: 'percent', amount: 10, expiresAt: '2026-02-01T00:00:00Z' });
    await newCode(creator, { code: 'ONCE', kind: 'percent', amount: 10, usageLimit: 1 });
    await newCode(creator, { code: 'ONLYTHAT', kind: 'percent', amount: 10, packId: pack.id });
    const { browser: first } = await signedIn('user');
    await buy(first, { packIds: [pack.id], code: 'ONCE' });

    const { browser: buyer } = await signedIn('user');
    const before = await orderCount();
    const cases: [string, string[], number, string][] = [
      ['NOPE', [pack.id], 404, DISCOUNT_REFUSALS.unknown],
      ['OLD', [pack.id], 409, DISCOUNT_REFUSALS.expired],
      ['ONCE', [pack.id], 409, DISCOUNT_REFUSALS.usedUp],
      ['ONLYTHAT', [other.id], 409, DISCOUNT_REFUSALS.notApplicable],
    ];
    for (const [code, packIds, status, message] of cases) {
      for (const path of ['/checkout/quote', '/checkout']) {
        const res = await call(buyer, 'POST', path, { packIds, code });
        expect(res.status, `${code} ${path}`).toBe(status);
        expect(res.body.error?.issues).toEqual([{ path: ['code'], message }]);
      }
    }
    expect(await orderCount()).toBe(before);
  });

  it('gives a code’s last use to exactly one of many buyers checking out at once', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const pack = await createPack(server.db, { creatorId: maker.id });
    await newCode(creator, { code: 'LASTONE', kind: 'percent', amount: 50, usageLimit: 3 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => signedIn('user')));
    const results = await Promise.all(
      buyers.map(({ browser }) =>
        call(browser, 'POST', '/checkout', { packIds: [pack.id], code: 'LASTONE' }),
      ),
    );
    expect(results.filter((res) => res.status === 201)).toHaveLength(3);
    expect(results.filter((res) => res.status === 409)).toHaveLength(9);
  });

  it('gives a use back when a checkout was left unpaid for a day, and shows that order as expired', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const pack = await createPack(server.db, { creatorId: maker.id });
    const code = await newCode(creator, { code: 'COMEBACK', kind: 'percent', amount: 10, usageLimit: 1 });
    const { browser: first, user: firstBuyer } = await signedIn('user');
    const [abandoned] = await server.db
      .insert(orders)
      .values({
        buyerId: firstBuyer.id,
        provider: 'dev',
        currency: 'USD',
        subtotalCents: 100,
        totalCents: 100,
        discountCodeId: code.id,
        createdAt: new Date(clock.getTime() - 25 * 3_600_000),
      })
      .returning();
    const shown = await call(first, 'GET', `/orders/${abandoned!.id}`);
    expect((shown.body as { order: Order }).order.status).toBe('expired');
    const { browser: second } = await signedIn('user');
    expect((await call(second, 'POST', '/checkout', { packIds: [pack.id], code: 'COMEBACK' })).status).toBe(
      201,
    );
  });

  it('holds a use for an unpaid checkout 30 minutes at most, and one use per buyer at a time', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const pack = await createPack(server.db, { creatorId: maker.id });
    const second = await createPack(server.db, { creatorId: maker.id });
    await newCode(creator, { code: 'THREE', kind: 'percent', amount: 10, usageLimit: 3 });
    // One buyer checks out three times with the code and pays none: they hold one use, not three.
    const { browser: hoarder } = await signedIn('user');
    for (const packIds of [[pack.id], [second.id], [pack.id, second.id]]) {
      expect((await call(hoarder, 'POST', '/checkout', { packIds, code: 'THREE' })).status).toBe(201);
    }
    const others = await Promise.all([signedIn('user'), signedIn('user'), signedIn('user')]);
    expect(
      (await call(others[0]!.browser, 'POST', '/checkout', { packIds: [pack.id], code: 'THREE' })).status,
    ).toBe(201);
    expect(
      (await call(others[1]!.browser, 'POST', '/checkout', { packIds: [pack.id], code: 'THREE' })).status,
    ).toBe(201);
    const usedUp = await call(others[2]!.browser, 'POST', '/checkout', { packIds: [pack.id], code: 'THREE' });
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.error?.issues).toEqual([{ path: ['code'], message: DISCOUNT_REFUSALS.usedUp }]);
    // Thirty minutes on, the unpaid checkouts hold nothing.
    await server.db
      .update(orders)
      .set({ createdAt: new Date(clock.getTime() - 31 * 60_000) })
      .where(eq(orders.status, 'pending'));
    expect(
      (await call(others[2]!.browser, 'POST', '/checkout', { packIds: [pack.id], code: 'THREE' })).status,
    ).toBe(201);
  });

  it('lets only creators make codes, unique across Kenja, and checks every field', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const { browser: buyer } = await signedIn('user');
    const someoneElses = await createPack(server.db);
    expect(
      (await call(buyer, 'POST', '/studio/discount-codes', { code: 'MINE', kind: 'percent', amount: 5 }))
        .status,
    ).toBe(403);
    await newCode(creator, { code: 'UNIQUE1', kind: 'percent', amount: 5 });
    const { browser: rival } = await signedIn('creator');
    const taken = await call(rival, 'POST', '/studio/discount-codes', {
      code: 'unique1',
      kind: 'fixed',
      amount: 100,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.issues).toEqual([{ path: ['code'], message: DISCOUNT_REFUSALS.taken }]);
    for (const body of [
      { code: 'X', kind: 'percent', amount: 5 },
      { code: 'HALF OFF', kind: 'percent', amount: 5 },
      { code: 'TOOMUCH', kind: 'percent', amount: 150 },
      { code: 'ZERO', kind: 'fixed', amount: 0 },
      { code: 'NOLIMIT', kind: 'percent', amount: 5, usageLimit: 0 },
    ]) {
      expect((await call(creator, 'POST', '/studio/discount-codes', body)).status, body.code).toBe(400);
    }
    const notMine = await call(creator, 'POST', '/studio/discount-codes', {
      code: 'THEIRS',
      kind: 'percent',
      amount: 5,
      packId: someoneElses.id,
    });
    expect(notMine.status).toBe(404);
    // Ending a code: it expires now; another creator cannot end it.
    const codes = (await call(creator, 'GET', '/studio/discount-codes')).body as { codes: DiscountCode[] };
    const id = codes.codes[0]!.id;
    expect((await call(rival, 'POST', `/studio/discount-codes/${id}/end`)).status).toBe(404);
    const ended = await call(creator, 'POST', `/studio/discount-codes/${id}/end`);
    expect((ended.body as { code: DiscountCode }).code.expiresAt).toBe(clock.toISOString());
    void maker;
  });
});

describe('bundles', () => {
  useTestServer((started) => (server = started), { now: () => clock });

  it('sells a creator’s packs together for less: each pack bought at its share, refunded together', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const a = await createPackAt(server.db, 3000, { creatorId: maker.id, title: 'A' });
    const b = await createPackAt(server.db, 5000, {
      creatorId: maker.id,
      title: 'B',
      discountPriceCents: 4000,
    });
    const made = await call(creator, 'POST', '/studio/bundles', {
      title: 'The Kitchen Set',
      description: 'Both, for less.',
      packIds: [a.id, b.id],
      priceCents: 4900,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const bundle = (made.body as { bundle: Bundle }).bundle;
    expect(bundle).toMatchObject({
      totalOriginalPrice: 7000,
      bundlePrice: 4900,
      savings: 2100,
      savingsPercentage: 30,
    });
    expect(bundle.products.map((p) => [p.title, p.originalPrice, p.bundlePrice])).toEqual([
      ['A', 3000, 2100],
      ['B', 4000, 2800],
    ]);
    const offered = await call(server.browser(), 'GET', `/packs/${a.id}/bundles`);
    expect((offered.body as { bundles: Bundle[] }).bundles.map((x) => x.id)).toEqual([bundle.id]);

    const { browser: buyer, user: me } = await signedIn('user');
    const order = await buy(buyer, { bundleIds: [bundle.id] });
    expect(order.totalCents).toBe(4900);
    expect(order.lines.map((line) => [line.title, line.priceCents, line.bundleTitle])).toEqual([
      ['A', 2100, 'The Kitchen Set'],
      ['B', 2800, 'The Kitchen Set'],
    ]);
    const held = await server.db.select().from(packEntitlements).where(eq(packEntitlements.userId, me.id));
    expect(held.map((row) => row.packId).sort()).toEqual([a.id, b.id].sort());
    // Owning a pack of it: the bundle cannot be bought again.
    const again = await call(buyer, 'POST', '/checkout', { bundleIds: [bundle.id] });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(CHECKOUT_REFUSALS.ownedInBundle);
    await call(buyer, 'POST', `/orders/${order.id}/lines/${a.id}/refund`);
    await call(buyer, 'POST', `/orders/${order.id}/lines/${b.id}/refund`);
    expect(await server.db.select().from(packEntitlements).where(eq(packEntitlements.userId, me.id))).toEqual(
      [],
    );
  });

  it('refuses bundles that are not cheaper, hold others’ packs, or are archived; and a pack twice in a cart', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const a = await createPackAt(server.db, 1000, { creatorId: maker.id });
    const b = await createPackAt(server.db, 1000, { creatorId: maker.id });
    const theirs = await createPack(server.db);
    const attempt = (body: Record<string, unknown>) =>
      call(creator, 'POST', '/studio/bundles', {
        title: 'Set',
        packIds: [a.id, b.id],
        priceCents: 1500,
        ...body,
      });
    expect((await attempt({ priceCents: 2000 })).body.error?.message).toBe(BUNDLE_REFUSALS.notCheaper);
    expect((await attempt({ packIds: [a.id, theirs.id] })).body.error?.message).toBe(
      BUNDLE_REFUSALS.notYours,
    );
    expect((await attempt({ packIds: [a.id] })).status).toBe(400);
    const { bundle } = (await attempt({})).body as { bundle: Bundle };
    // One offer of a set at one price: the same packs again (in any order, at any price) are refused.
    const again = await attempt({ packIds: [b.id, a.id], priceCents: 1200 });
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe(BUNDLE_REFUSALS.same);

    const { browser: buyer } = await signedIn('user');
    const twice = await call(buyer, 'POST', '/checkout', { packIds: [a.id], bundleIds: [bundle.id] });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.issues).toEqual([{ path: ['bundleIds', 0], message: CHECKOUT_REFUSALS.twice }]);
    // The creator cannot buy their own bundle.
    expect((await call(creator, 'POST', '/checkout', { bundleIds: [bundle.id] })).status).toBe(409);

    await call(creator, 'POST', `/studio/bundles/${bundle.id}/archive`);
    const archived = await call(buyer, 'POST', '/checkout', { bundleIds: [bundle.id] });
    expect(archived.status).toBe(404);
    expect(archived.body.error?.message).toBe(CHECKOUT_REFUSALS.unknownBundle);
    expect(
      ((await call(buyer, 'GET', `/packs/${a.id}/bundles`)).body as { bundles: Bundle[] }).bundles,
    ).toEqual([]);
    // Once archived, the set may be offered again — once, even when asked twice at the same moment.
    const racing = await Promise.all([attempt({ priceCents: 1300 }), attempt({ priceCents: 1400 })]);
    expect(racing.map((res) => res.status).sort()).toEqual([201, 400]);
  });

  it('applies a discount code to a bundle’s packs', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const a = await createPackAt(server.db, 2000, { creatorId: maker.id });
    const b = await createPackAt(server.db, 2000, { creatorId: maker.id });
    const { bundle } = (
      await call(creator, 'POST', '/studio/bundles', {
        title: 'Pair',
        packIds: [a.id, b.id],
        priceCents: 3000,
      })
    ).body as { bundle: Bundle };
    await newCode(creator, { code: 'PAIR10', kind: 'percent', amount: 10 });
    const { browser: buyer } = await signedIn('user');
    const order = await buy(buyer, { bundleIds: [bundle.id], code: 'PAIR10' });
    expect(order).toMatchObject({ subtotalCents: 3000, discountCents: 300, totalCents: 2700 });
  });
});
