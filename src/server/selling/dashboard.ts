import { and, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Dashboard, DashboardPeriod } from '../../common/contracts/selling';
import type { Database } from '../db/client';
import { orderLines, orders, packs, packViews, reviews } from '../db/schema';
import type { UserRow } from '../http/context';
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
 * creator's packs with this month's sales and their revenue. Four queries, each over the creator's own rows
 * (measured in `npm run bench`): the packs; one pass over the creator's paid order lines giving every sales figure
 * at once; the page views; the ratings.
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
  const mine = and(eq(packs.creatorId, user.id), eq(packs.kind, 'marketplace'));
  const sold = await salesOf(db, user, period, timeZone, bounds, monthStart(now, timeZone), now);

  const [views] = await db
    .select({
      count: sql<number>`(count(*) FILTER (WHERE ${within(packViews.createdAt, current.from, current.to)}))::int`,
      previous: previous
        ? sql<number>`(count(*) FILTER (WHERE ${within(packViews.createdAt, previous.from, previous.to)}))::int`
        : sql<number>`0`,
    })
    .from(packViews)
    .innerJoin(packs, eq(packs.id, packViews.packId))
    .where(and(mine, earliest ? gte(packViews.createdAt, earliest) : undefined));

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
      revenueCents: figure(sold.revenue, previous ? sold.previousRevenue : null),
      sales: figure(sold.sales, previous ? sold.previousSales : null),
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
      monthlySales: sold.packs.get(pack.id)?.monthlySales ?? 0,
      totalRevenueCents: sold.packs.get(pack.id)?.totalRevenue ?? 0,
    })),
  };
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
  total_revenue: number | null;
  revenue: number;
  sales: number;
  previous_revenue: number;
  previous_sales: number;
  first: string | Date | null;
}

/**
 * Every sales figure of the dashboard from one pass over the creator's paid order lines (the packs table needs
 * each pack's revenue of all time, so the pass is over all of them whatever the period): grouped three ways at
 * once — by pack (this month's sales, revenue of all time), by chart bucket of the period (local hours, days or
 * months; lines outside the period fall in no bucket) and over all (the period's and the previous period's revenue
 * and sales). One pass rather than one per figure: looking up each line's order is what costs.
 */
async function salesOf(
  db: Database,
  user: UserRow,
  period: DashboardPeriod,
  timeZone: string,
  { current, previous }: { current: { from: Date | null; to: Date }; previous: Range | null },
  monthFrom: Date,
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
      sum(revenue)::int AS total_revenue,
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
      FROM ${packs}
      JOIN ${orderLines} ON ${orderLines.packId} = ${packs.id}
      JOIN ${orders} ON ${orders.id} = ${orderLines.orderId}
      WHERE ${packs.creatorId} = ${user.id} AND ${packs.kind} = 'marketplace' AND ${orders.status} = 'paid'
    ) sold
    GROUP BY GROUPING SETS ((pack_id), (bucket), ())`);
  const rows = (result as unknown as { rows: SalesRow[] }).rows;
  // grouping(): 1 grouped by pack, 2 by bucket, 3 the whole.
  const packsOf = new Map<string, { monthlySales: number; totalRevenue: number }>();
  const buckets = new Map<string, { revenue: number; sales: number }>();
  let firstAt: Date | null = null;
  const totals = { revenue: 0, sales: 0, previousRevenue: 0, previousSales: 0 };
  for (const row of rows) {
    const grouping = Number(row.grouping);
    if (grouping === 1 && row.pack_id) {
      packsOf.set(row.pack_id, {
        monthlySales: Number(row.monthly_sales),
        totalRevenue: Number(row.total_revenue ?? 0),
      });
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
  return { ...totals, packs: packsOf, buckets, firstAt };
}

export type { Range };
