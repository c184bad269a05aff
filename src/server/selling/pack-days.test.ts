import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '../db/client';
import { orderLines, orders, packViews } from '../db/schema';
import { createPack, createUser } from '../test/factories';
import { openTestDatabase } from '../test/test-database';
import { splitByDays } from './pack-days';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface DayRow {
  pack_id: string;
  day: string;
  sales: number;
  revenue: number;
  views: number;
}

/** What the rollup should hold, counted from the rows themselves. */
async function countedFromRows(): Promise<DayRow[]> {
  return rowsOf<DayRow>(
    await handle.db.execute(sql`
      SELECT pack_id::text, day::text, sum(sales)::int AS sales, sum(revenue)::int AS revenue, sum(views)::int AS views
      FROM (
        SELECT l.pack_id, (o.paid_at AT TIME ZONE 'UTC')::date AS day, 1 AS sales,
          l.price_cents - l.discount_cents AS revenue, 0 AS views
        FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.status = 'paid'
        UNION ALL
        SELECT pack_id, (created_at AT TIME ZONE 'UTC')::date, 0, 0, 1 FROM pack_views
      ) counted
      GROUP BY 1, 2 ORDER BY 1, 2`),
  );
}

async function rollup(): Promise<DayRow[]> {
  return rowsOf<DayRow>(
    await handle.db.execute(sql`
      SELECT pack_id::text, day::text, sales, revenue_cents::int AS revenue, views FROM pack_days
      WHERE sales <> 0 OR revenue_cents <> 0 OR views <> 0 ORDER BY 1, 2`),
  );
}

describe('the pack_days rollup', () => {
  it('matches the orders and views it counts after any mix of payments, refunds, deletions and visits', async () => {
    const { db } = handle;
    const next = random(23);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    const creator = await createUser(db, { userRole: 'creator', isCreatorVerified: true });
    const buyer = await createUser(db);
    const packs = [
      await createPack(db, { creatorId: creator.id }),
      await createPack(db, { creatorId: creator.id }),
      await createPack(db, { creatorId: creator.id }),
    ];
    const someTime = () => new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 90 * 86_400_000));
    const made: string[] = [];

    for (let step = 0; step < 150; step++) {
      const action = next();
      if (action < 0.4) {
        // Checkout: a pending order of one to three packs, usually paid afterwards.
        const lines = packs.filter(() => next() < 0.6);
        if (lines.length === 0) continue;
        const [order] = await db
          .insert(orders)
          .values({
            buyerId: buyer.id,
            provider: 'dev',
            currency: 'USD',
            subtotalCents: 0,
            totalCents: 0,
            status: 'pending',
            createdAt: someTime(),
          })
          .returning({ id: orders.id });
        await db.insert(orderLines).values(
          lines.map((pack) => ({
            orderId: order!.id,
            packId: pack.id,
            title: pack.title,
            listPriceCents: 3000,
            priceCents: 1000 + Math.floor(next() * 2000),
            discountCents: Math.floor(next() * 500),
          })),
        );
        made.push(order!.id);
        if (next() < 0.8) {
          await db.update(orders).set({ status: 'paid', paidAt: someTime() }).where(eq(orders.id, order!.id));
        }
      } else if (action < 0.55 && made.length) {
        // Refunded whole, or (rarely) paid at another time.
        const id = pick(made);
        const [order] = await db.select().from(orders).where(eq(orders.id, id));
        if (order?.status !== 'paid') continue;
        await db
          .update(orders)
          .set(next() < 0.7 ? { status: 'refunded', refundedAt: someTime() } : { paidAt: someTime() })
          .where(eq(orders.id, id));
      } else if (action < 0.65 && made.length) {
        const id = made.splice(Math.floor(next() * made.length), 1)[0]!;
        await db.delete(orders).where(eq(orders.id, id));
      } else if (action < 0.75 && made.length) {
        // A line added to an order, paid or not.
        const id = pick(made);
        const pack = pick(packs);
        await db
          .insert(orderLines)
          .values({ orderId: id, packId: pack.id, title: pack.title, listPriceCents: 500, priceCents: 500 })
          .onConflictDoNothing();
      } else if (action < 0.95) {
        await db
          .insert(packViews)
          .values({ packId: pick(packs).id, day: '2026-01-01', visitor: `v${step}`, createdAt: someTime() });
      } else {
        await db.execute(sql`DELETE FROM pack_views WHERE ctid IN (SELECT ctid FROM pack_views LIMIT 1)`);
      }
    }

    expect((await rollup()).length).toBeGreaterThan(10);
    expect(await rollup()).toEqual(await countedFromRows());
  });

  it('goes with its pack', async () => {
    const { db } = handle;
    const pack = await createPack(db);
    await db
      .insert(packViews)
      .values({ packId: pack.id, day: '2026-01-01', visitor: 'v', createdAt: new Date() });
    await db.execute(sql`DELETE FROM packs WHERE id = ${pack.id}`);
    const left = rowsOf(await db.execute(sql`SELECT 1 FROM pack_days WHERE pack_id = ${pack.id}`));
    expect(left).toEqual([]);
  });
});

describe('splitByDays', () => {
  const at = (iso: string) => new Date(iso);
  it('reads whole UTC days from the rollup and the part-days at the edges from the rows', () => {
    expect(splitByDays(at('2026-05-10T15:00:00Z'), at('2026-05-20T03:00:00Z'))).toEqual({
      days: { from: '2026-05-11', to: '2026-05-20' },
      edges: [
        { from: at('2026-05-10T15:00:00Z'), to: at('2026-05-11T00:00:00Z') },
        { from: at('2026-05-20T00:00:00Z'), to: at('2026-05-20T03:00:00Z') },
      ],
    });
    expect(splitByDays(null, at('2026-05-20T00:00:00Z'))).toEqual({
      days: { from: null, to: '2026-05-20' },
      edges: [],
    });
    // A day or less apart: no whole day, all of it read row by row.
    expect(splitByDays(at('2026-05-19T15:00:00Z'), at('2026-05-20T03:00:00Z'))).toEqual({
      days: null,
      edges: [{ from: at('2026-05-19T15:00:00Z'), to: at('2026-05-20T03:00:00Z') }],
    });
  });
});
