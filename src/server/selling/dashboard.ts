import { and, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Dashboard, DashboardPeriod } from '../../common/contracts/selling';
import { rowsOf, type Database } from '../db/client';
import { orderLines, orders, packs, reviews } from '../db/schema';
import type { UserRow } from '../http/context';
import { revenueByPack, salesByMonth, theirs, viewsWithin } from './pack-days';
import { chartBuckets, monthStart, periodBounds, type Range } from './periods';

/** What a line brought in: its price less the code's share. */
const lineRevenue = sql<number>`${orderLines.priceCents} - ${orderLines.discountCents}`;

/** Between `from` (inclusive; null: the beginning) and `to` (exclusive). */
function within(column: AnyColumn | SQL, from: Date | null, to: Date) {
  return from
    ? sql`(${column} >= ${from.toISOString()} AND ${column} < ${to.toISOString()})`
    : sql`${column} < ${to.toISOString()}`;
}

/**
 * The creator dashboard (spec 02 §2.4) from the rows: revenue and sales of orders paid in the period (refunded
 * ones no longer count), page views, the ratings given, each against the whole period before; the chart; and the
 * creator's packs with this month's sales and their revenue of all time. Whole days of sales and views come from
 * the `pack_days` rollup (pack-days.ts); order lines are read only for a period and the one before it (Today, This
 * Week, This Month: at most two months) or the days a local month begins in (All Time). Measured in `npm run bench`.
 */
export async function creatorDashboard(
  db: Database,
  user: UserRow,
  { period, timeZone, now }: { period: DashboardPeriod; timeZone: string; now: Date },
): Promise<Dashboard> {
  const bounds = periodBounds(period, now, timeZone);
  const { current, previous } = bounds;
  // Both periods in one pass: from the start of the previous one (or all time) to now.
  const earliest = previous?.from ?? current.from;
  const mine = theirs(user.id);
  const monthFrom = monthStart(now, timeZone);
  // Lines from the earlier of the previous period's start and this month's (the packs' monthly sales).
  const linesFrom = earliest && earliest < monthFrom ? earliest : monthFrom;
  const inPeriods = await salesOf(db, user, period, timeZone, bounds, monthFrom, linesFrom, now);
  // All Time's figures and chart are every sale so far: whole days from the rollup.
  const sold = period === 'all' ? await salesByMonth(db, user.id, timeZone, now) : inPeriods;
  const revenueOf = await revenueByPack(db, user.id);
  const byAssistants = await assistantSales(db, user.id, current, previous);

  const [views] = rowsOf<{ count: number; previous: number }>(
    await db.execute(sql`
      SELECT ${viewsWithin(user.id, current.from, current.to)} AS count,
        ${previous ? viewsWithin(user.id, previous.from, previous.to) : sql`0`} AS previous`),
  );

  const [ratings] = await db
    .select({
      current: sql<
        number | null
      >`avg(${reviews.rating}) FILTER (WHERE ${within(reviews.createdAt, current.from, current.to)})`,
      previous: previous
        ? sql<
            number | null
          >`avg(${reviews.rating}) FILTER (WHERE ${within(reviews.createdAt, previous.from, previous.to)})`
        : sql<number | null>`NULL`,
    })
    .from(reviews)
    .innerJoin(packs, eq(packs.id, reviews.packId))
    .where(and(mine, earliest ? gte(reviews.createdAt, earliest) : undefined));

  const packRows = await db
    .select()
    .from(packs)
    .where(mine)
    .orderBy(sql`${packs.createdAt} DESC`);

  return {
    period,
    timeZone,
    currency: 'USD',
    from: current.from?.toISOString() ?? null,
    to: current.to.toISOString(),
    stats: {
      revenueCents: figure(sold.revenue, previous ? inPeriods.previousRevenue : null),
      sales: figure(sold.sales, previous ? inPeriods.previousSales : null),
      assistantSales: figure(byAssistants.current, previous ? byAssistants.previous : null),
      pageViews: figure(views?.count ?? 0, previous ? (views?.previous ?? 0) : null),
      averageRating: { current: rounded(ratings?.current), previous: rounded(ratings?.previous) },
    },
    chart: {
      unit: bounds.unit,
      points: chartBuckets(period, now, timeZone, sold.firstAt).map(({ key, start }) => ({
        start: start.toISOString(),
        revenueCents: sold.buckets.get(key)?.revenue ?? 0,
        sales: sold.buckets.get(key)?.sales ?? 0,
      })),
    },
    // The packs table (spec 02 §3 dashboard pack row): every marketplace pack of the creator, newest first.
    packs: packRows.map((pack) => ({
      id: pack.id,
      slug: pack.slug,
      title: pack.title,
      coverImage: pack.coverImage,
      status: pack.status,
      priceCents: pack.priceCents,
      discountPriceCents: pack.discountPriceCents,
      queryPriceCents: pack.queryPriceCents,
      monthlySales: inPeriods.monthlySales.get(pack.id) ?? 0,
      totalRevenueCents: revenueOf.get(pack.id) ?? 0,
    })),
  };
}

/**
 * Of the period's sales, those connected assistants made for their people (issue 50): lines of the creator's packs
 * in paid orders an assistant placed. Rare beside all sales, so counted on their own rather than in the one pass.
 */
async function assistantSales(
  db: Database,
  creatorId: string,
  current: { from: Date | null; to: Date },
  previous: Range | null,
) {
  const [row] = rowsOf<{ current: number; previous: number }>(
    await db.execute(sql`
      SELECT (count(*) FILTER (WHERE ${within(orders.paidAt, current.from, current.to)}))::int AS current,
        (count(*) FILTER (WHERE ${previous ? within(orders.paidAt, previous.from, previous.to) : sql`false`}))::int
          AS previous
      FROM ${orders}
      JOIN ${orderLines} ON ${orderLines.orderId} = ${orders.id}
      JOIN ${packs} ON ${packs.id} = ${orderLines.packId}
      WHERE ${theirs(creatorId)} AND ${orders.status} = 'paid' AND ${orders.channel} = 'assistant'`),
  );
  return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
}

function figure(current: number, previous: number | null) {
  return { current: Number(current), previous: previous === null ? null : Number(previous) };
}

function rounded(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;
}

interface SalesRow extends Record<string, unknown> {
  grouping: number;
  pack_id: string | null;
  bucket: string | null;
  monthly_sales: number;
  revenue: number;
  sales: number;
  previous_revenue: number;
  previous_sales: number;
  first: string | Date | null;
}

/**
 * The sales figures of a period from one pass over the creator's lines paid since `linesFrom`: grouped three ways
 * at once — by pack (this month's sales), by chart bucket of the period (local hours, days or months; lines outside
 * the period fall in no bucket) and over all (the period's and the previous period's revenue and sales). One pass
 * rather than one per figure: looking up each line's order is what costs.
 */
async function salesOf(
  db: Database,
  user: UserRow,
  period: DashboardPeriod,
  timeZone: string,
  { current, previous }: { current: { from: Date | null; to: Date }; previous: Range | null },
  monthFrom: Date,
  linesFrom: Date,
  now: Date,
) {
  const format = { today: 'YYYY-MM-DD HH24', week: 'YYYY-MM-DD', month: 'YYYY-MM-DD', all: 'YYYY-MM' }[
    period
  ];
  const inCurrent = within(orders.paidAt, current.from, current.to);
  const inPrevious = previous ? within(orders.paidAt, previous.from, previous.to) : sql`false`;
  const result = await db.execute<SalesRow>(sql`
    SELECT grouping(pack_id, bucket)::int AS grouping, pack_id, bucket,
      (count(*) FILTER (WHERE in_month))::int AS monthly_sales,
      coalesce(sum(revenue) FILTER (WHERE in_current), 0)::int AS revenue,
      (count(*) FILTER (WHERE in_current))::int AS sales,
      coalesce(sum(revenue) FILTER (WHERE in_previous), 0)::int AS previous_revenue,
      (count(*) FILTER (WHERE in_previous))::int AS previous_sales,
      min(paid_at) AS first
    FROM (
      SELECT ${orderLines.packId} AS pack_id, ${orders.paidAt} AS paid_at, ${lineRevenue} AS revenue,
        ${within(orders.paidAt, monthFrom, now)} AS in_month,
        ${inCurrent} AS in_current,
        ${inPrevious} AS in_previous,
        CASE WHEN ${inCurrent} THEN to_char(${orders.paidAt} AT TIME ZONE ${timeZone}, ${format}) END AS bucket
      FROM ${orders}
      JOIN ${orderLines} ON ${orderLines.orderId} = ${orders.id}
      JOIN ${packs} ON ${packs.id} = ${orderLines.packId}
      WHERE ${packs.creatorId} = ${user.id} AND ${packs.kind} = 'marketplace' AND ${orders.status} = 'paid'
        AND ${orders.paidAt} >= ${linesFrom.toISOString()}
    ) sold
    GROUP BY GROUPING SETS ((pack_id), (bucket), ())`);
  const rows = (result as unknown as { rows: SalesRow[] }).rows;
  // grouping(): 1 grouped by pack, 2 by bucket, 3 the whole.
  const monthlySales = new Map<string, number>();
  const buckets = new Map<string, { revenue: number; sales: number }>();
  let firstAt: Date | null = null;
  const totals = { revenue: 0, sales: 0, previousRevenue: 0, previousSales: 0 };
  for (const row of rows) {
    const grouping = Number(row.grouping);
    if (grouping === 1 && row.pack_id) {
      monthlySales.set(row.pack_id, Number(row.monthly_sales));
    } else if (grouping === 2 && row.bucket !== null) {
      buckets.set(row.bucket, { revenue: Number(row.revenue), sales: Number(row.sales) });
      const first = row.first === null ? null : new Date(row.first);
      if (first && (!firstAt || first < firstAt)) firstAt = first;
    } else if (grouping === 3) {
      totals.revenue = Number(row.revenue);
      totals.sales = Number(row.sales);
      totals.previousRevenue = Number(row.previous_revenue);
      totals.previousSales = Number(row.previous_sales);
    }
  }
  return { ...totals, monthlySales, buckets, firstAt };
}

export type { Range };
