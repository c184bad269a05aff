import { and, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
 * creator's packs with this month's sales and their revenue. A handful of indexed aggregate queries, each over the
 * creator's own rows (measured in `npm run bench`).
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
  const inCurrent = within(orders.paidAt, current.from, current.to);
  const inPrevious = previous ? within(orders.paidAt, previous.from, previous.to) : sql`false`;

  const [sales] = await db
    .select({
      revenue: sql<number>`coalesce(sum(${lineRevenue}) FILTER (WHERE ${inCurrent}), 0)::int`,
      count: sql<number>`(count(*) FILTER (WHERE ${inCurrent}))::int`,
      previousRevenue: sql<number>`coalesce(sum(${lineRevenue}) FILTER (WHERE ${inPrevious}), 0)::int`,
      previousCount: sql<number>`(count(*) FILTER (WHERE ${inPrevious}))::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(packs, eq(packs.id, orderLines.packId))
    .where(and(mine, eq(orders.status, 'paid'), earliest ? gte(orders.paidAt, earliest) : undefined));

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

  return {
    period,
    timeZone,
    currency: 'USD',
    from: current.from?.toISOString() ?? null,
    to: current.to.toISOString(),
    stats: {
      revenueCents: figure(sales?.revenue ?? 0, previous ? (sales?.previousRevenue ?? 0) : null),
      sales: figure(sales?.count ?? 0, previous ? (sales?.previousCount ?? 0) : null),
      pageViews: figure(views?.count ?? 0, previous ? (views?.previous ?? 0) : null),
      averageRating: { current: rounded(ratings?.current), previous: rounded(ratings?.previous) },
    },
    chart: {
      unit: bounds.unit,
      points: await chartOf(db, user, period, timeZone, now, current),
    },
    packs: await packRows(db, user, monthStart(now, timeZone), now),
  };
}

function figure(current: number, previous: number | null) {
  return { current: Number(current), previous: previous === null ? null : Number(previous) };
}

function rounded(value: number | string | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;
}

/** Revenue and sales per bucket of the period (local hours, days or months), empty buckets included. */
async function chartOf(
  db: Database,
  user: UserRow,
  period: DashboardPeriod,
  timeZone: string,
  now: Date,
  current: { from: Date | null; to: Date },
) {
  const format = { today: 'YYYY-MM-DD HH24', week: 'YYYY-MM-DD', month: 'YYYY-MM-DD', all: 'YYYY-MM' }[
    period
  ];
  const bucket = sql<string>`to_char(${orders.paidAt} AT TIME ZONE ${timeZone}, ${format})`;
  const rows = await db
    .select({
      bucket,
      revenue: sql<number>`sum(${lineRevenue})::int`,
      sales: sql<number>`count(*)::int`,
      first: sql<string>`min(${orders.paidAt})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(packs, eq(packs.id, orderLines.packId))
    .where(
      and(
        eq(packs.creatorId, user.id),
        eq(packs.kind, 'marketplace'),
        eq(orders.status, 'paid'),
        current.from ? gte(orders.paidAt, current.from) : undefined,
        lt(orders.paidAt, current.to),
      ),
    )
    // By position: the bucket's expression carries parameters, and a repeated one would not match it.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const byKey = new Map(rows.map((row) => [row.bucket, row]));
  const firstAt = rows[0] ? new Date(rows[0].first) : null;
  return chartBuckets(period, now, timeZone, firstAt).map(({ key, start }) => ({
    start: start.toISOString(),
    revenueCents: Number(byKey.get(key)?.revenue ?? 0),
    sales: Number(byKey.get(key)?.sales ?? 0),
  }));
}

/** The packs table (spec 02 §3 dashboard pack row): every marketplace pack of the creator, newest first. */
async function packRows(
  db: Database,
  user: UserRow,
  monthFrom: Date,
  now: Date,
): Promise<Dashboard['packs']> {
  const inMonth = within(orders.paidAt, monthFrom, now);
  const totals = db
    .select({
      packId: orderLines.packId,
      monthlySales: sql<number>`(count(*) FILTER (WHERE ${inMonth}))::int`.as('monthly_sales'),
      totalRevenue: sql<number>`sum(${lineRevenue})::int`.as('total_revenue'),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.status, 'paid'),
        inArray(
          orderLines.packId,
          db.select({ id: packs.id }).from(packs).where(eq(packs.creatorId, user.id)),
        ),
      ),
    )
    .groupBy(orderLines.packId)
    .as('totals');
  const rows = await db
    .select({
      pack: packs,
      monthlySales: totals.monthlySales,
      totalRevenue: totals.totalRevenue,
    })
    .from(packs)
    .leftJoin(totals, eq(totals.packId, packs.id))
    .where(and(eq(packs.creatorId, user.id), eq(packs.kind, 'marketplace')))
    .orderBy(sql`${packs.createdAt} DESC`);
  return rows.map(({ pack, monthlySales, totalRevenue }) => ({
    id: pack.id,
    slug: pack.slug,
    title: pack.title,
    coverImage: pack.coverImage,
    status: pack.status,
    priceCents: pack.priceCents,
    discountPriceCents: pack.discountPriceCents,
    queryPriceCents: pack.queryPriceCents,
    monthlySales: Number(monthlySales ?? 0),
    totalRevenueCents: Number(totalRevenue ?? 0),
  }));
}

export type { Range };
