import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LibraryItem, Order } from '../../common/contracts/commerce';
import type { PackPage } from '../../common/contracts/packs';
import type { Earnings, Payouts } from '../../common/contracts/selling';
import { ledgerEntries, packs, queryCredits, userProfiles } from '../db/schema';
import { buy, call } from '../test/api-call';
import { createPackAt } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let clock = new Date('2026-03-10T09:00:00Z');
const DAY = 86_400_000;

const signedIn = (role: 'user' | 'creator' | 'admin') => server.signedIn(role);

/** Every ledger transaction balances. */
async function unbalancedTransactions() {
  return server.db
    .select({ txnId: ledgerEntries.txnId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.txnId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
}

describe('the earnings ledger', () => {
  useTestServer((started) => (server = started), { now: () => clock });

  it('books a sale with the 10% fee, holds it for the refund window, and pays it out', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const pack = await createPackAt(server.db, 5000, { creatorId: maker.id, discountPriceCents: 3999 });
    const { browser: buyer } = await signedIn('user');
    const order = await buy(buyer, { packIds: [pack.id] });
    expect(order.totalCents).toBe(3999);

    let earnings = (await call(creator, 'GET', '/creator/earnings')).body as unknown as Earnings;
    // 3999 × 10% = 399.9 → a fee of 400; the creator earns 3599, payable when the 30 days end.
    expect(earnings).toMatchObject({ feeBps: 1000, balanceCents: 0, pendingCents: 3599, paidOutCents: 0 });
    expect(earnings.entries).toEqual([
      expect.objectContaining({
        kind: 'sale',
        packTitle: pack.title,
        orderId: order.id,
        grossCents: 3999,
        feeCents: 400,
        earningsCents: 3599,
        unearnedCents: 0,
      }),
    ]);

    const { browser: admin, user: adminUser } = await signedIn('admin');
    const early = await call(admin, 'POST', '/admin/payouts', { creatorId: maker.id });
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe('This creator has no balance to pay out');

    clock = new Date(clock.getTime() + 31 * DAY);
    // Sessions last 30 days: both sign in again.
    await creator.signInAs('creator', maker.email);
    await admin.signInAs('admin', adminUser.email);
    const later = await call(creator, 'GET', '/creator/earnings');
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    earnings = later.body as unknown as Earnings;
    expect(earnings).toMatchObject({ balanceCents: 3599, pendingCents: 0 });

    const tooMuch = await call(admin, 'POST', '/admin/payouts', { creatorId: maker.id, amountCents: 3600 });
    expect(tooMuch.status).toBe(409);
    const paid = await call(admin, 'POST', '/admin/payouts', {
      creatorId: maker.id,
      amountCents: 3000,
      note: 'wire',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.payout).toMatchObject({
      amountCents: 3000,
      method: 'manual',
      transferRef: null,
      note: 'wire',
    });

    earnings = (await call(creator, 'GET', '/creator/earnings')).body as unknown as Earnings;
    expect(earnings).toMatchObject({ balanceCents: 599, paidOutCents: 3000 });
    expect(earnings.entries[0]).toMatchObject({ kind: 'payout', earningsCents: -3000, grossCents: 0 });

    const overview = (await call(admin, 'GET', '/admin/payouts')).body as unknown as Payouts;
    expect(overview.creators.find((c) => c.creatorId === maker.id)).toMatchObject({
      balanceCents: 599,
      paidOutCents: 3000,
      stripeAccount: null,
    });
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it('reverses a refunded sale, fee included, and books later sales at a changed fee', async () => {
    const { browser: creator, user: maker } = await signedIn('creator');
    const pack = await createPackAt(server.db, 2000, { creatorId: maker.id });
    const other = await createPackAt(server.db, 1000, { creatorId: maker.id });
    const { browser: buyer } = await signedIn('user');
    const order = await buy(buyer, { packIds: [pack.id] });
    const refunded = await call(buyer, 'POST', `/orders/${order.id}/lines/${pack.id}/refund`);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);

    const { browser: admin } = await signedIn('admin');
    expect((await call(admin, 'PUT', '/admin/settings/platform-fee', { feeBps: 2500 })).status).toBe(200);
    expect((await call(admin, 'PUT', '/admin/settings/platform-fee', { feeBps: 9000 })).status).toBe(400);
    await buy(buyer, { packIds: [other.id] });
    expect((await call(admin, 'PUT', '/admin/settings/platform-fee', { feeBps: 1000 })).status).toBe(200);

    const earnings = (await call(creator, 'GET', '/creator/earnings')).body as unknown as Earnings;
    expect(
      earnings.entries.map(({ kind, grossCents, feeCents, earningsCents }) => ({
        kind,
        grossCents,
        feeCents,
        earningsCents,
      })),
    ).toEqual([
      { kind: 'sale', grossCents: 1000, feeCents: 250, earningsCents: 750 },
      { kind: 'refund', grossCents: -2000, feeCents: -200, earningsCents: -1800 },
      { kind: 'sale', grossCents: 2000, feeCents: 200, earningsCents: 1800 },
    ]);
    expect(earnings.pendingCents).toBe(750);
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it('is for creators and admins only, and says what is wrong with a payout request', async () => {
    const { browser: buyer, user } = await signedIn('user');
    expect((await call(buyer, 'GET', '/creator/earnings')).status).toBe(403);
    expect((await call(buyer, 'GET', '/creator/dashboard')).status).toBe(403);
    expect((await call(buyer, 'GET', '/admin/payouts')).status).toBe(403);
    const { browser: admin } = await signedIn('admin');
    expect((await call(admin, 'POST', '/admin/payouts', { creatorId: user.id })).status).toBe(404);
    const bad = await call(admin, 'POST', '/admin/payouts', { creatorId: user.id, amountCents: -5 });
    expect(bad.status).toBe(400);
    expect(
      (await call(admin, 'PUT', `/admin/payouts/${user.id}/stripe-account`, { stripeAccount: 'x' })).status,
    ).toBe(400);
    // A buyer is no creator: no payout account for them, and nothing written.
    const notCreator = await call(admin, 'PUT', `/admin/payouts/${user.id}/stripe-account`, {
      stripeAccount: 'acct_1Buyer',
    });
    expect(notCreator.status).toBe(404);
    const [row] = await server.db
      .select({ stripeAccount: userProfiles.stripeAccount })
      .from(userProfiles)
      .where(eq(userProfiles.id, user.id));
    expect(row?.stripeAccount).toBeNull();
  });
});

describe('pay-per-query', () => {
  useTestServer(
    (started) => (server = started),
    () => {
      clock = new Date('2026-04-01T09:00:00Z');
      return { now: () => clock };
    },
  );

  async function meteredPack() {
    const { browser: creator, user: maker } = await signedIn('creator');
    const pack = await createPackAt(server.db, 4900, { creatorId: maker.id, queryPriceCents: 500 });
    return { creator, maker, pack };
  }

  const searchOf = (buyer: TestBrowser, packId: string) =>
    call(buyer, 'POST', '/search', { query: 'knife grips', pack_ids: [packId] });

  it('sells credits through checkout and spends exactly one per query, 10 of 50 at once when 10 are left', async () => {
    const { pack, maker } = await meteredPack();
    const { browser: buyer, user } = await signedIn('user');
    expect((await searchOf(buyer, pack.id)).status).toBe(403);

    const order = await buy(buyer, { credits: [{ packId: pack.id, blocks: 2 }] });
    expect(order).toMatchObject({ totalCents: 1000 });
    expect(order.lines[0]).toMatchObject({ kind: 'credits', credits: 200, priceCents: 1000 });
    const library = (await call(buyer, 'GET', '/library')).body as { items: LibraryItem[] };
    expect(library.items[0]).toMatchObject({
      packId: pack.id,
      access: 'credits',
      credits: { remaining: 200, purchased: 200 },
    });

    expect((await searchOf(buyer, pack.id)).status).toBe(200);
    const [row] = await server.db.select().from(queryCredits).where(eq(queryCredits.userId, user.id));
    // 1000 paid, 100 fee: 900 over 200 credits; the first one used moves 4.5 → 5 cents (the rest keeps 895).
    expect(row).toMatchObject({ remaining: 199, remainingCents: 895 });

    // Leave 10, then ask 50 times at once.
    await server.db
      .update(queryCredits)
      .set({ remaining: 10, remainingCents: 45 })
      .where(eq(queryCredits.userId, user.id));
    const answers = await Promise.all(Array.from({ length: 50 }, () => searchOf(buyer, pack.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 402);
    expect(refused).toHaveLength(40);
    expect(refused[0]?.body.error).toMatchObject({ code: 'payment_required' });
    expect(refused[0]?.body.error?.message).toContain(`/pack/${pack.slug}#credits`);
    const [left] = await server.db.select().from(queryCredits).where(eq(queryCredits.userId, user.id));
    expect(left).toMatchObject({ remaining: 0, remainingCents: 0 });
    const used = await server.db
      .select({ n: sql<number>`count(*)::int`, cents: sql<number>`sum(${ledgerEntries.amountCents})::int` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.kind, 'credits_used'),
          eq(ledgerEntries.account, 'earnings'),
          eq(ledgerEntries.creatorId, maker.id),
        ),
      );
    expect(used[0]).toMatchObject({ n: 11, cents: -(5 + 45) });
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it('refuses credits for packs not sold by the query and for packs already owned', async () => {
    const plain = await createPackAt(server.db, 1000, { queryPriceCents: null });
    const { pack } = await meteredPack();
    const { browser: buyer } = await signedIn('user');
    const refused = await call(buyer, 'POST', '/checkout', { credits: [{ packId: plain.id, blocks: 1 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('This pack is not sold by the query');
    await buy(buyer, { packIds: [pack.id] });
    expect(
      (await call(buyer, 'POST', '/checkout', { credits: [{ packId: pack.id, blocks: 1 }] })).status,
    ).toBe(409);
    expect(
      (await call(buyer, 'POST', '/checkout', { credits: [{ packId: pack.id, blocks: 0 }] })).status,
    ).toBe(400);
    // Owning the pack outright, its queries are free.
    expect((await searchOf(buyer, pack.id)).status).toBe(200);
  });

  it('refunds the unused part of a block of credits, pro rata, and takes those credits at once', async () => {
    const { pack, creator } = await meteredPack();
    const sample = {
      id: 's1',
      type: 'framework' as const,
      title: 'Grips',
      preview: 'Two grips.',
      content: 'The pinch grip…',
    };
    await server.db
      .update(packs)
      .set({ previewItems: [sample] })
      .where(eq(packs.id, pack.id));
    const { browser: buyer, user } = await signedIn('user');
    const order = await buy(buyer, { credits: [{ packId: pack.id, blocks: 1 }] });
    const sampleContent = async () =>
      ((await call(buyer, 'GET', `/packs/by-slug/${pack.slug}`)).body as unknown as PackPage).previewItems[0]
        ?.content;
    // A reader with credits left reads the samples' content; at none, they see what everyone sees.
    expect(await sampleContent()).toBe('The pinch grip…');
    for (let i = 0; i < 3; i += 1) expect((await searchOf(buyer, pack.id)).status).toBe(200);
    const line = `/orders/${order.id}/lines/${pack.id}/refund`;
    // 97 of 100 queries unused: 97% of 5.00, rounded down.
    const quote = await call(buyer, 'GET', line);
    expect(quote.body).toMatchObject({
      quote: { amountCents: 485, credits: 97, kind: 'credits', refusal: null },
    });
    const refunded = await call(buyer, 'POST', line);
    expect(refunded.status).toBe(200);
    expect((refunded.body as { order: Order }).order).toMatchObject({
      status: 'refunded',
      refundedCents: 485,
      lines: [expect.objectContaining({ refundCents: 485 })],
    });
    const [row] = await server.db.select().from(queryCredits).where(eq(queryCredits.userId, user.id));
    expect(row).toMatchObject({ remaining: 0, remainingCents: 0, held: 0 });
    expect((await searchOf(buyer, pack.id)).status).toBe(402);
    // The buyer paid 5.00 and got 4.85 back: the 0.15 kept is the 3 queries used, the creator's less Kenja's fee.
    const cash = await server.db
      .select({ sum: sql<number>`sum(${ledgerEntries.amountCents})::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.account, 'cash')));
    expect(Number(cash[0]?.sum)).toBe(15);
    const earnings = (await call(creator, 'GET', '/creator/earnings')).body as unknown as Earnings;
    expect(earnings.unearnedCents).toBe(0);
    expect(earnings.balanceCents + earnings.pendingCents).toBe(14);
    expect(await sampleContent()).toBe('');
    // Used up: a second refund of the same block is refused.
    expect((await call(buyer, 'POST', line)).status).toBe(409);
    expect(await unbalancedTransactions()).toEqual([]);
  });
});
