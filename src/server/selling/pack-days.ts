import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { orderLines, orders, packDays, packs, packViews } from '../db/schema';

/**
 * Figures over a creator's packs from the `pack_days` rollup (sales and views per pack per UTC day, kept by the
 * database in the transaction of every change): whole days come from it, and only the part-days at a range's edges
 * from the order lines and views themselves. A creator's All Time is a few hundred rows a pack instead of every
 * order line and view (ADR 0024).
 */

const DAY_MS = 86_400_000;
const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const nextDayStart = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * [from, to) cut at UTC midnights: the whole days inside it (`days`, none when `from` and `to` are a day or less
 * apart) and the part-days left at either edge, to be read row by row. `from` null: from the beginning.
 */
export function splitByDays(from: Date | null, to: Date) {
  const firstWhole = from ? nextDayStart(from) : null;
  const endWhole = startOfDay(to);
  if (firstWhole && firstWhole >= endWhole) return { days: null, edges: [{ from, to }] };
  return {
    days: { from: firstWhole && dayOf(firstWhole), to: dayOf(endWhole) },
    edges: [
      ...(from && firstWhole && from < firstWhole ? [{ from, to: firstWhole }] : []),
      ...(endWhole < to ? [{ from: endWhole, to }] : []),
    ],
  };
}

/** The creator's marketplace packs: whose figures the dashboard shows. */
export const theirs = (creatorId: string) =>
  and(eq(packs.creatorId, creatorId), eq(packs.kind, 'marketplace'));

/** Views of the creator's marketplace packs in [from, to). */
export function viewsWithin(creatorId: string, from: Date | null, to: Date): SQL<number> {
  const { days, edges } = splitByDays(from, to);
  const whole = days
    ? sql`(SELECT coalesce(sum(${packDays.views}), 0) FROM ${packDays} JOIN ${packs} ON ${packs.id} = ${packDays.packId}
        WHERE ${theirs(creatorId)} AND ${packDays.day} < ${days.to}
        ${days.from ? sql`AND ${packDays.day} >= ${days.from}` : sql``})`
    : sql`0`;
  const parts = edges.map(
    (edge) => sql`(SELECT count(*) FROM ${packViews} JOIN ${packs} ON ${packs.id} = ${packViews.packId}
      WHERE ${theirs(creatorId)} AND ${gte(packViews.createdAt, edge.from ?? new Date(0))}
        AND ${lt(packViews.createdAt, edge.to)})`,
  );
  return sql<number>`(${sql.join([whole, ...parts], sql` + `)})::int`;
}

/** Each of the creator's packs' revenue of all time (paid orders; refunded ones no longer count). */
export async function revenueByPack(db: Database, creatorId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ packId: packDays.packId, revenue: sql<string>`sum(${packDays.revenueCents})` })
    .from(packDays)
    .innerJoin(packs, eq(packs.id, packDays.packId))
    .where(theirs(creatorId))
    .groupBy(packDays.packId);
  return new Map(rows.map((row) => [row.packId, Number(row.revenue)]));
}

interface MonthRow extends Record<string, unknown> {
  month: string;
  sales: number;
  revenue: number | string;
  first: string | Date;
}

/**
 * The creator's sales of all time up to `now`, by month in `timeZone`: a whole day falls in one local month unless
 * a local month begins during it — those days, and the part of today, are read line by line.
 */
export async function salesByMonth(db: Database, creatorId: string, timeZone: string, now: Date) {
  const { days, edges } = splitByDays(null, now);
  const local = (at: SQL) => sql`to_char((${at}) AT TIME ZONE ${timeZone}, 'YYYY-MM')`;
  const dayStart = sql`(${packDays.day}::timestamp AT TIME ZONE 'UTC')`;
  const wholeDays = days
    ? rowsOf<MonthRow & { last: string }>(
        await db.execute(sql`
          SELECT ${local(dayStart)} AS month, ${local(sql`${dayStart} + interval '1 day' - interval '1 microsecond'`)} AS last,
            sum(${packDays.sales})::int AS sales, sum(${packDays.revenueCents}) AS revenue, min(${dayStart}) AS first
          FROM ${packDays} JOIN ${packs} ON ${packs.id} = ${packDays.packId}
          WHERE ${theirs(creatorId)} AND ${packDays.day} < ${days.to} AND ${packDays.sales} <> 0
          GROUP BY ${packDays.day}`),
      )
    : [];
  // A day a local month begins in, read line by line (its start instant, as an edge of a day).
  const split = wholeDays
    .filter((row) => row.month !== row.last)
    .map((row) => {
      const from = new Date(row.first);
      return { from, to: new Date(from.getTime() + DAY_MS) };
    });
  const ranges = [...split, ...edges.map((edge) => ({ from: edge.from ?? new Date(0), to: edge.to }))];
  const lineRows = ranges.length
    ? rowsOf<MonthRow>(
        await db.execute(sql`
          SELECT ${local(sql`${orders.paidAt}`)} AS month, count(*)::int AS sales,
            sum(${orderLines.priceCents} - ${orderLines.discountCents}) AS revenue, min(${orders.paidAt}) AS first
          FROM ${orders}
          JOIN ${orderLines} ON ${orderLines.orderId} = ${orders.id}
          JOIN ${packs} ON ${packs.id} = ${orderLines.packId}
          WHERE ${theirs(creatorId)} AND ${orders.status} = 'paid'
            AND (${or(...ranges.map((range) => and(gte(orders.paidAt, range.from), lt(orders.paidAt, range.to))))})
          GROUP BY 1`),
      )
    : [];

  const buckets = new Map<string, { revenue: number; sales: number }>();
  let firstAt: Date | null = null;
  const totals = { revenue: 0, sales: 0 };
  for (const row of [...wholeDays.filter((day) => day.month === day.last), ...lineRows]) {
    const bucket = buckets.get(row.month) ?? { revenue: 0, sales: 0 };
    bucket.revenue += Number(row.revenue);
    bucket.sales += Number(row.sales);
    buckets.set(row.month, bucket);
    totals.revenue += Number(row.revenue);
    totals.sales += Number(row.sales);
    const first = new Date(row.first);
    if (!firstAt || first < firstAt) firstAt = first;
  }
  return { ...totals, buckets, firstAt };
}
