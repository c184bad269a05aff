import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrder } from '../commerce/orders';
import { fulfilOrder } from '../commerce/fulfilment';
import { claimLineRefund, lockLine, markLineRefunded, markRefunded } from '../commerce/line-refunds';
import type { DatabaseHandle } from '../db/client';
import { ledgerEntries, orderLines, orders, packs, queryCredits, settings } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { createPack, createUser } from '../test/factories';
import { openTestDatabase } from '../test/test-database';
import { creatorBalances } from './earnings';
import { feeOf, PLATFORM_FEE_KEY } from './ledger';
import { payOut } from './payouts';
import { spendCredits } from './query-credits';

/**
 * The ledger replayed: thousands of random sales (packs and query credits, several creators per order), refunds
 * (of one line, pro rata for credits, within the guarantee; or of a whole payment, as a provider reports it), queries,
 * fee changes and payouts over months, through the same functions checkout, refunds, search and the admin use. Then
 * every balance is checked against the orders and a model the test keeps on its own.
 *
 * Four histories of 625 operations (about two months each, past the 30-day refund window), each on a database of
 * its own: one history of 2,500 took 20 s on a 2-core machine, too close to any budget on a slower one.
 */
const OPERATIONS = 625;
const SEEDS = [12, 29, 47, 83];
const DAY = 86_400_000;

/** A small seeded generator (mulberry32): the same run every time, any failure reproducible. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await openTestDatabase();
});
afterEach(() => handle.close());

describe('the earnings ledger, reconciled', () => {
  it.each(SEEDS)(
    `balances after ${OPERATIONS} random sales, refunds, queries, fee changes and payouts (history %i)`,
    async (seed) => {
      const { db } = handle;
      const next = random(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
      let now = new Date('2026-01-01T00:00:00Z');

      const creators = await Promise.all(
        [1, 2, 3].map(() => createUser(db, { userRole: 'creator', isCreatorVerified: true })),
      );
      const admin = await createUser(db, { userRole: 'admin' });
      const catalog = await Promise.all(
        [
          { priceCents: 4999, discountPriceCents: 2999, queryPriceCents: null },
          { priceCents: 1000, discountPriceCents: null, queryPriceCents: 199 },
          { priceCents: 2500, discountPriceCents: null, queryPriceCents: 333 },
          { priceCents: 999, discountPriceCents: 777, queryPriceCents: null },
          { priceCents: 12000, discountPriceCents: null, queryPriceCents: 1000 },
          { priceCents: 300, discountPriceCents: null, queryPriceCents: 1 },
        ].map((price, i) => createPack(db, { ...price, creatorId: creators[i % creators.length]?.id })),
      );
      const metered = catalog.filter((pack) => pack.queryPriceCents !== null);
      const buyers: UserRow[] = await Promise.all(Array.from({ length: 40 }, () => createUser(db)));

      // The model: what the test expects, kept without reading the ledger.
      let feeBps = 1000;
      const credits = new Map<string, number>(); // `${buyer} ${pack}` → credits left
      const netOf = new Map<string, number>(); // creator → net of sales still standing (packs and credits)
      type ModelLine = {
        packId: string;
        kind: 'pack' | 'credits' | 'seats';
        credits: number;
        gross: number;
        fee: number;
        creatorId: string;
        refunded: boolean;
      };
      const paidOrders: { id: string; buyerId: string; paidAt: Date; lines: ModelLine[] }[] = [];
      // `${buyer} ${pack}` → the blocks of credits still standing, oldest first (credits are spent oldest first).
      const blocks = new Map<string, { orderId: string; credits: number }[]>();
      const payouts = new Map<string, number>();
      let cash = 0;
      let kenjaFees = 0;
      let lineRefunds = 0;
      let refusedRefunds = 0;
      let outOfCredits = 0;
      const creatorOf = new Map(catalog.map((pack) => [pack.id, pack.creatorId]));

      for (let op = 0; op < OPERATIONS; op += 1) {
        now = new Date(now.getTime() + Math.floor(next() * 0.2 * DAY));
        const roll = next();
        if (roll < 0.4) {
          const buyer = pick(buyers);
          const packIds = [...new Set([pick(catalog).id, pick(catalog).id])].filter(() => next() < 0.6);
          const creditLines = metered
            .filter((pack) => !packIds.includes(pack.id) && next() < 0.3)
            .map((pack) => ({ packId: pack.id, blocks: 1 + Math.floor(next() * 3) }));
          if (packIds.length + creditLines.length === 0) continue;
          let order;
          try {
            ({ order } = await createOrder(
              db,
              buyer,
              { packIds, bundleIds: [], credits: creditLines, code: null, teamId: null },
              { provider: 'dev', language: 'en' },
              now,
            ));
          } catch (error) {
            if (error instanceof AppError) continue; // owned already: refused whole, nothing written
            throw error;
          }
          await db.transaction((tx) =>
            fulfilOrder(tx, order.id, { paymentRef: null, at: now, sendReceipt: false }),
          );
          const lines = await db.query.orderLines.findMany({
            where: (l, { eq: is }) => is(l.orderId, order.id),
          });
          const modelLines: ModelLine[] = [];
          for (const line of lines) {
            const gross = line.priceCents - line.discountCents;
            const fee = feeOf(gross, feeBps);
            cash += gross;
            kenjaFees += fee;
            const creatorId = creatorOf.get(line.packId) as string;
            netOf.set(creatorId, (netOf.get(creatorId) ?? 0) + gross - fee);
            modelLines.push({ ...line, gross, fee, creatorId, refunded: false });
            if (line.kind === 'credits') {
              const key = `${buyer.id} ${line.packId}`;
              credits.set(key, (credits.get(key) ?? 0) + line.credits);
              blocks.set(key, [...(blocks.get(key) ?? []), { orderId: order.id, credits: line.credits }]);
            }
          }
          paidOrders.push({ id: order.id, buyerId: buyer.id, paidAt: now, lines: modelLines });
        } else if (roll < 0.75) {
          const buyer = pick(buyers);
          const pack = pick(metered);
          const key = `${buyer.id} ${pack.id}`;
          if (!credits.has(key)) continue;
          const left = credits.get(key) ?? 0;
          try {
            await spendCredits(db, buyer.id, [pack], { at: now, publicUrl: 'http://kenja.test' });
            expect(left, 'a credit was spent that the model says is not there').toBeGreaterThan(0);
            credits.set(key, left - 1);
          } catch (error) {
            expect((error as AppError).code).toBe('payment_required');
            expect(left).toBe(0);
            outOfCredits += 1;
          }
        } else if (roll < 0.85) {
          const order = pick(paidOrders.filter((o) => o.lines.some((line) => !line.refunded)));
          if (!order) continue;
          // The unused credits of a block: what the pool holds beyond the blocks bought after it.
          const unusedOf = (line: ModelLine) => {
            const key = `${order.buyerId} ${line.packId}`;
            const standing = blocks.get(key) ?? [];
            const at = standing.findIndex((block) => block.orderId === order.id);
            const newer = standing.slice(at + 1).reduce((sum, block) => sum + block.credits, 0);
            return Math.max(0, Math.min(line.credits, (credits.get(key) ?? 0) - newer));
          };
          const refundModel = (line: ModelLine, amount: number, unused: number) => {
            const feeBack = line.gross === 0 ? 0 : Math.round((line.fee * amount) / line.gross);
            cash -= amount;
            kenjaFees -= feeBack;
            netOf.set(line.creatorId, (netOf.get(line.creatorId) ?? 0) - (amount - feeBack));
            line.refunded = true;
            if (line.kind === 'credits') {
              const key = `${order.buyerId} ${line.packId}`;
              credits.set(key, (credits.get(key) ?? 0) - unused);
              blocks.set(
                key,
                (blocks.get(key) ?? []).filter((block) => block.orderId !== order.id),
              );
            }
          };
          if (next() < 0.7) {
            // One line, as the buyer asks for it: within 30 days, and only what is unused of credits.
            const line = pick(order.lines.filter((l) => !l.refunded));
            const unused = line.kind === 'credits' ? unusedOf(line) : 0;
            const expired = now.getTime() > order.paidAt.getTime() + 30 * DAY;
            const refusal = expired ? 'expired' : line.kind === 'credits' && unused === 0 ? 'used' : null;
            try {
              await db.transaction(async (tx) => {
                const locked = await lockLine(tx, admin, order.id, line.packId);
                await claimLineRefund(tx, locked.order, locked.line, now);
                const claimed = await lockLine(tx, admin, order.id, line.packId);
                await markLineRefunded(tx, claimed.order, claimed.line, { refundRef: null, at: now });
              });
              expect(refusal, `line ${order.id} ${line.packId} was refunded`).toBeNull();
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              expect(error.code).toBe('conflict');
              expect(refusal, error.message).not.toBeNull();
              refusedRefunds += 1;
              continue;
            }
            const amount =
              line.kind === 'pack' ? line.gross : Math.floor((line.gross * unused) / line.credits);
            const [row] = await db
              .select({ refundCents: orderLines.refundCents })
              .from(orderLines)
              .where(and(eq(orderLines.orderId, order.id), eq(orderLines.packId, line.packId)));
            expect(row?.refundCents).toBe(amount);
            refundModel(line, amount, unused);
            lineRefunds += 1;
          } else {
            // The whole payment went back (a refund made in the provider's dashboard): every line in full.
            await db.transaction((tx) => markRefunded(tx, order.id, { refundRef: null, at: now }));
            for (const line of order.lines
              .filter((l) => !l.refunded)
              .sort((a, b) => a.packId.localeCompare(b.packId))) {
              refundModel(line, line.gross, line.kind === 'credits' ? unusedOf(line) : 0);
            }
          }
        } else if (roll < 0.9) {
          feeBps = Math.floor(next() * 3000);
          await db
            .insert(settings)
            .values({ key: PLATFORM_FEE_KEY, value: feeBps, updatedAt: now })
            .onConflictDoUpdate({ target: settings.key, set: { value: feeBps, updatedAt: now } });
        } else {
          const creator = pick(creators);
          const { balanceCents } = await creatorBalances(db, creator.id, now);
          if (balanceCents <= 0) continue;
          const amountCents = Math.max(1, Math.floor(balanceCents * next()));
          await payOut(db, admin, { creatorId: creator.id, amountCents }, { now, stripe: undefined });
          cash -= amountCents;
          payouts.set(creator.id, (payouts.get(creator.id) ?? 0) + amountCents);
        }
      }

      // Every transaction balances.
      const unbalanced = await db
        .select({ txnId: ledgerEntries.txnId })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.txnId)
        .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
      expect(unbalanced).toEqual([]);

      const account = async (name: 'cash' | 'fees') =>
        Number(
          (
            await db
              .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
              .from(ledgerEntries)
              .where(eq(ledgerEntries.account, name))
          )[0]?.sum ?? 0,
        );
      // Kenja's cash: what every paid line brought in, less what went back and what was paid out.
      const [kept] = await db
        .select({
          sum: sql<number>`coalesce(sum(${orderLines.priceCents} - ${orderLines.discountCents} - coalesce(${orderLines.refundCents}, 0)), 0)::int`,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(sql`${orders.status} IN ('paid', 'refunded')`);
      const paidOut = [...payouts.values()].reduce((a, b) => a + b, 0);
      expect(await account('cash')).toBe(Number(kept?.sum) - paidOut);
      expect(await account('cash')).toBe(cash);
      // Kenja's fees: each sale's, less its share given back on refunds.
      expect(-(await account('fees'))).toBe(kenjaFees);
      for (const creator of creators) {
        const pools = await db
          .select({ cents: sql<number>`coalesce(sum(${queryCredits.remainingCents}), 0)::int` })
          .from(queryCredits)
          .innerJoin(packs, eq(packs.id, queryCredits.packId))
          .where(eq(packs.creatorId, creator.id));
        const unearned = Number(pools[0]?.cents ?? 0);
        const balances = await creatorBalances(db, creator.id, now);
        // What buyers prepaid and have not used is unearned; the rest of the standing nets is earned.
        expect(balances.unearnedCents).toBe(unearned);
        const earned = (netOf.get(creator.id) ?? 0) - unearned;
        expect(balances.balanceCents + balances.pendingCents + balances.paidOutCents).toBe(earned);
        expect(balances.paidOutCents).toBe(payouts.get(creator.id) ?? 0);
      }

      // The credits left match the model, pool by pool.
      const pools = await db.select().from(queryCredits);
      for (const pool of pools) {
        expect(pool.remaining, `${pool.userId} ${pool.packId}`).toBe(
          credits.get(`${pool.userId} ${pool.packId}`),
        );
      }
      expect(paidOrders.length).toBeGreaterThan(50);
      expect(outOfCredits).toBeGreaterThan(0);
      expect(lineRefunds).toBeGreaterThan(5);
      expect(refusedRefunds).toBeGreaterThan(0);
    },
    120_000, // 625 operations through the real functions: ~5–7 s here beside another file, 30 s under load
  );
});
