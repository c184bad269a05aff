import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../common/contracts/commerce';
import type { Dashboard, PackStats } from '../../common/contracts/selling';
import { packViews, queryRecords, reviews } from '../db/schema';
import { createPack, createUser } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The dashboard's figures against sums worked out by hand. "Now" is Wednesday 20 May 2026, 12:00 in Tokyo
 * (03:00 UTC). In Tokyo: today from 20 May, yesterday 19 May; this week from Monday 18 May, last week 11–17 May;
 * this month May, last month April.
 */
const NOW = new Date('2026-05-20T03:00:00Z');
let clock = NOW;
let server: TestServer;
let creator: TestBrowser;
let packA: Awaited<ReturnType<typeof createPack>>;
let packB: Awaited<ReturnType<typeof createPack>>;

async function call(browser: TestBrowser, method: string, path: string, json?: unknown) {
  const res = await browser.fetch(`/api${path}`, { method, ...(json !== undefined ? { json } : {}) });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { error?: { message: string } },
  };
}

/** A new buyer buys the pack at `at` (the dev checkout, paid at once). */
async function soldAt(at: string, packId: string): Promise<{ order: Order; buyer: TestBrowser }> {
  clock = new Date(at);
  const buyer = server.browser();
  await buyer.signInAs('user');
  const made = await call(buyer, 'POST', '/checkout', { packIds: [packId] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const paid = await call(buyer, 'POST', `/checkout/dev/${(made.body.order as Order).id}/pay`);
  expect(paid.status).toBe(200);
  clock = NOW;
  return { order: paid.body.order as Order, buyer };
}

async function dashboard(period: string, tz = 'Asia/Tokyo'): Promise<Dashboard> {
  const res = await call(creator, 'GET', `/creator/dashboard?period=${period}&tz=${encodeURIComponent(tz)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Dashboard;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  creator = server.browser();
  const maker = await creator.signInAs('creator');
  packA = await createPack(server.db, { creatorId: maker.id, priceCents: 3000, discountPriceCents: null });
  packB = await createPack(server.db, { creatorId: maker.id, priceCents: 2000, discountPriceCents: null });
  await createPack(server.db, { creatorId: maker.id, status: 'draft', title: 'Unfinished' });
  await createPack(server.db, { priceCents: 9900 }); // someone else's: never counted

  await soldAt('2026-05-20T01:00:00Z', packA.id); // today 10:00 JST
  await soldAt('2026-05-19T16:00:00Z', packB.id); // today 01:00 JST (still 19 May in UTC)
  await soldAt('2026-05-19T10:00:00Z', packA.id); // yesterday 19:00 JST
  await soldAt('2026-05-12T00:00:00Z', packA.id); // last week
  await soldAt('2026-04-15T00:00:00Z', packB.id); // last month
  await soldAt('2026-02-01T00:00:00Z', packA.id); // earlier this year
  const refunded = await soldAt('2026-05-20T02:00:00Z', packA.id); // today, then refunded: not revenue
  expect(
    (await call(refunded.buyer, 'POST', `/orders/${refunded.order.id}/lines/${packA.id}/refund`)).status,
  ).toBe(200);

  const view = (createdAt: string, visitor: string) => ({
    packId: packA.id,
    day: createdAt.slice(0, 10),
    visitor,
    createdAt: new Date(createdAt),
  });
  await server.db
    .insert(packViews)
    .values([
      view('2026-05-20T00:30:00Z', 'v1'),
      view('2026-05-19T15:30:00Z', 'v2'),
      view('2026-05-19T12:00:00Z', 'v3'),
      view('2026-05-11T12:00:00Z', 'v4'),
    ]);
  const review = async (rating: number, createdAt: string) =>
    server.db.insert(reviews).values({
      packId: packA.id,
      authorId: (await createUser(server.db)).id,
      rating,
      comment: 'A review written for a test.',
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    });
  await review(5, '2026-05-20T01:30:00Z');
  await review(4, '2026-05-19T23:00:00Z');
  await review(2, '2026-05-19T05:00:00Z');
});
afterAll(() => server.close());

describe('the creator dashboard', () => {
  it('counts today against yesterday in the creator’s time zone', async () => {
    const today = await dashboard('today');
    expect(today.from).toBe('2026-05-19T15:00:00.000Z');
    expect(today.stats).toEqual({
      revenueCents: { current: 5000, previous: 3000 },
      sales: { current: 2, previous: 1 },
      assistantSales: { current: 0, previous: 0 },
      pageViews: { current: 2, previous: 1 },
      averageRating: { current: 4.5, previous: 2 },
    });
    expect(today.chart.unit).toBe('hour');
    expect(today.chart.points).toHaveLength(24);
    expect(today.chart.points[1]).toEqual({
      start: '2026-05-19T16:00:00.000Z',
      revenueCents: 2000,
      sales: 1,
    });
    expect(today.chart.points[10]).toEqual({
      start: '2026-05-20T01:00:00.000Z',
      revenueCents: 3000,
      sales: 1,
    });

    // The same moment in UTC: 19 May is still "yesterday", so today holds one sale.
    const utc = await dashboard('today', 'UTC');
    expect(utc.stats.revenueCents).toEqual({ current: 3000, previous: 5000 });
  });

  it('counts this week from Monday, this month from the 1st, and all time without a comparison', async () => {
    const week = await dashboard('week');
    expect(week.from).toBe('2026-05-17T15:00:00.000Z');
    expect(week.stats.revenueCents).toEqual({ current: 8000, previous: 3000 });
    expect(week.stats.sales).toEqual({ current: 3, previous: 1 });
    expect(week.stats.pageViews).toEqual({ current: 3, previous: 1 });
    expect(week.chart.points.map((p) => p.revenueCents)).toEqual([0, 3000, 5000, 0, 0, 0, 0]);

    const month = await dashboard('month');
    expect(month.stats.revenueCents).toEqual({ current: 11000, previous: 2000 });
    expect(month.stats.sales).toEqual({ current: 4, previous: 1 });
    expect(month.chart.points).toHaveLength(31);

    const all = await dashboard('all');
    expect(all.from).toBeNull();
    expect(all.stats.revenueCents).toEqual({ current: 16000, previous: null });
    expect(all.stats.sales).toEqual({ current: 6, previous: null });
    expect(all.stats.averageRating).toEqual({ current: 3.67, previous: null });
    expect(all.chart.unit).toBe('month');
    expect(all.chart.points.map((p) => p.revenueCents)).toEqual([3000, 0, 2000, 11000]);
  });

  it('lists the creator’s packs with this month’s sales and their revenue, and persists pause and resume', async () => {
    const { packs } = await dashboard('today');
    expect(packs.map((p) => p.title).sort()).toEqual([packA.title, packB.title, 'Unfinished'].sort());
    expect(packs.find((p) => p.id === packA.id)).toMatchObject({
      status: 'published',
      priceCents: 3000,
      monthlySales: 3,
      totalRevenueCents: 12000,
    });
    expect(packs.find((p) => p.id === packB.id)).toMatchObject({ monthlySales: 1, totalRevenueCents: 4000 });

    expect((await call(creator, 'POST', `/studio/packs/${packB.id}/pause`)).status).toBe(200);
    expect((await dashboard('today')).packs.find((p) => p.id === packB.id)?.status).toBe('paused');
    const buyer = server.browser();
    await buyer.signInAs('user');
    const refused = await call(buyer, 'POST', '/checkout', { packIds: [packB.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('This pack is paused and cannot be bought right now');
    expect((await call(creator, 'POST', `/studio/packs/${packB.id}/resume`)).status).toBe(200);
    expect((await dashboard('today')).packs.find((p) => p.id === packB.id)?.status).toBe('published');
  });

  it('refuses an unknown period or time zone in words', async () => {
    expect((await call(creator, 'GET', '/creator/dashboard?period=year')).status).toBe(400);
    const zone = await call(creator, 'GET', '/creator/dashboard?tz=Mars/Olympus');
    expect(zone.status).toBe(400);
    expect(zone.body.error?.message).toContain('Unknown time zone');
  });
});

describe('pack statistics', () => {
  it('shows views, purchases, queries per day, what buyers ask and what the pack answered poorly', async () => {
    const buyer = await createUser(server.db);
    const maker = creator.user;
    const asked = (
      query: string,
      topScore: number | null,
      channel: 'mcp' | 'web',
      createdAt: string,
      userId = buyer.id,
    ) => ({
      userId,
      channel,
      tool: 'search',
      packIds: [packA.id],
      query,
      resultCount: topScore === null ? 0 : 5,
      topScore,
      latencyMs: 3,
      createdAt: new Date(createdAt),
    });
    await server.db
      .insert(queryRecords)
      .values([
        asked('How do I hold the knife?', 9, 'mcp', '2026-05-20T01:00:00Z'),
        asked('how do I hold the knife? ', 8, 'web', '2026-05-20T02:00:00Z'),
        asked('How do I hold the knife?', 10, 'mcp', '2026-05-19T01:00:00Z'),
        asked('Sharpening angle for a santoku', 7, 'mcp', '2026-05-19T02:00:00Z'),
        asked('Which wine goes with fish?', 1, 'mcp', '2026-05-18T02:00:00Z'),
        asked('Knife laws in Japan', null, 'web', '2026-05-18T03:00:00Z'),
        asked('The creator testing', null, 'web', '2026-05-18T04:00:00Z', maker?.id),
      ]);

    const res = await call(creator, 'GET', `/creator/packs/${packA.id}/stats?tz=Asia/Tokyo`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stats = res.body as unknown as PackStats;
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)).toEqual({
      day: '2026-05-20',
      views: 2,
      purchases: 1,
      mcpQueries: 1,
      webQueries: 1,
    });
    expect(stats.days.at(-2)).toEqual({
      day: '2026-05-19',
      views: 1,
      purchases: 1,
      mcpQueries: 2,
      webQueries: 0,
    });
    expect(stats.totals).toMatchObject({
      views: 4,
      purchases: 3,
      conversion: 0.75,
      revenueCents: 9000,
      refunds: 1,
      refundedCents: 3000,
      mcpQueries: 4,
      webQueries: 2,
    });
    expect(stats.topQuestions[0]).toMatchObject({ count: 3, topScore: 10 });
    expect(stats.topQuestions[0]?.query.toLowerCase()).toContain('how do i hold the knife?');
    // The pack's median best score is 8.5: under half of it, or nothing found, is poorly answered.
    expect(stats.poorlyAnswered.map((q) => [q.query, q.topScore]).sort()).toEqual([
      ['Knife laws in Japan', null],
      ['Which wine goes with fish?', 1],
    ]);
    expect(stats.ratings).toEqual([0, 1, 0, 1, 1]);
  });

  it('is the pack’s creator’s (or an admin’s) only', async () => {
    const other = server.browser();
    await other.signInAs('creator');
    expect((await call(other, 'GET', `/creator/packs/${packA.id}/stats`)).status).toBe(403);
    expect((await call(creator, 'GET', `/creator/packs/${crypto.randomUUID()}/stats`)).status).toBe(404);
  });
});

describe('all time, from whole days and the part-days around them', () => {
  it('splits a UTC day that a Tokyo month begins in, and counts views of every day', async () => {
    const seller = server.browser();
    const maker = await seller.signInAs('creator');
    const pack = await createPack(server.db, {
      creatorId: maker.id,
      priceCents: 1000,
      discountPriceCents: null,
    });
    await soldAt('2026-03-10T00:00:00Z', pack.id);
    await soldAt('2026-04-30T10:00:00Z', pack.id); // 30 April, 19:00 in Tokyo
    await soldAt('2026-04-30T16:00:00Z', pack.id); // 1 May, 01:00 in Tokyo: the same UTC day
    await soldAt('2026-05-20T02:00:00Z', pack.id); // today, before "now"
    await server.db
      .insert(packViews)
      .values(
        ['2026-03-01T00:00:00Z', '2026-04-30T12:00:00Z', '2026-04-30T18:00:00Z', '2026-05-20T02:30:00Z'].map(
          (at, i) => ({ packId: pack.id, day: at.slice(0, 10), visitor: `w${i}`, createdAt: new Date(at) }),
        ),
      );
    const res = await call(
      seller,
      'GET',
      `/creator/dashboard?period=all&tz=${encodeURIComponent('Asia/Tokyo')}`,
    );
    const all = res.body as unknown as Dashboard;
    expect(all.chart.points.map((p) => [p.start, p.revenueCents, p.sales])).toEqual([
      ['2026-02-28T15:00:00.000Z', 1000, 1],
      ['2026-03-31T15:00:00.000Z', 1000, 1],
      ['2026-04-30T15:00:00.000Z', 2000, 2],
    ]);
    expect(all.stats.revenueCents).toEqual({ current: 4000, previous: null });
    expect(all.stats.pageViews).toEqual({ current: 4, previous: null });
    expect(all.packs.map((p) => p.totalRevenueCents)).toEqual([4000]);

    const month = await call(
      seller,
      'GET',
      `/creator/dashboard?period=month&tz=${encodeURIComponent('Asia/Tokyo')}`,
    );
    expect((month.body as unknown as Dashboard).stats.pageViews).toEqual({ current: 2, previous: 1 });
    expect((month.body as unknown as Dashboard).packs.map((p) => p.monthlySales)).toEqual([2]);
  });
});

describe('figures computed once per change', () => {
  it('shows a sale made on another instance, and a visit, at the next read', async () => {
    const before = await dashboard('today');
    const other = await startTestServer({ now: () => clock, shareDatabaseWith: server });
    try {
      clock = new Date('2026-05-20T02:30:00Z');
      const buyer = other.browser();
      await buyer.signInAs('user');
      const made = await call(buyer, 'POST', '/checkout', { packIds: [packB.id] });
      expect(made.status).toBe(201);
      expect((await call(buyer, 'POST', `/checkout/dev/${(made.body.order as Order).id}/pay`)).status).toBe(
        200,
      );
    } finally {
      clock = NOW;
      await other.close();
    }
    const after = await dashboard('today');
    expect(after.stats.sales.current).toBe(before.stats.sales.current + 1);
    expect(after.stats.revenueCents.current).toBe(before.stats.revenueCents.current + 2000);

    await server.db.insert(packViews).values({
      packId: packB.id,
      day: '2026-05-20',
      visitor: 'v-late',
      createdAt: new Date('2026-05-20T02:59:00Z'),
    });
    expect((await dashboard('today')).stats.pageViews.current).toBe(after.stats.pageViews.current + 1);
  });
});
