import { and, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { PackStats, QuestionStat } from '../../common/contracts/selling';
import { PACK_STATS_DAYS, PACK_STATS_QUESTIONS } from '../../common/limits';
import type { QueryRecords } from '../access/query-records';
import type { Database } from '../db/client';
import { orderLines, orders, packViews, queryRecords, reviews } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { packToManage } from '../packs/pack-access';
import { dayKey, instantOf, localDay } from './periods';

/**
 * A question counts as poorly answered when nothing was found, or when its best retrieval score is below this share
 * of the pack's median best score: scores are relative (BM25 and fused), so "low" is measured against the pack.
 */
const POOR_SHARE = 0.5;

/**
 * A pack's statistics for its creator ("view stats"): the last 30 days in the creator's time zone — views,
 * purchases and conversion, MCP and browser queries per day, refunds — the questions buyers asked most and those
 * the pack answered poorly (the to-do list for the next edition), and the ratings it has had. The creator's own
 * queries are left out: they test, buyers ask.
 */
export async function packStats(
  db: Database,
  records: QueryRecords,
  user: UserRow,
  packId: string,
  { timeZone, now }: { timeZone: string; now: Date },
): Promise<PackStats> {
  const pack = await packToManage(db, user, packId);
  if (pack.kind !== 'marketplace') throw new AppError('not_found', 'Selected pack not found');
  const from = instantOf(localDay(now, timeZone, -(PACK_STATS_DAYS - 1)), timeZone);
  const day = (column: unknown) => sql<string>`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  // Queries made since the last flush are waiting in memory: written first, so the figures include them.
  await records.flush();

  const views = await db
    .select({ day: day(packViews.createdAt), count: sql<number>`count(*)::int` })
    .from(packViews)
    .where(and(eq(packViews.packId, pack.id), gte(packViews.createdAt, from)))
    .groupBy(sql`1`);

  const sales = await db
    .select({
      day: day(orders.paidAt),
      count: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'paid')::int`,
      revenue: sql<number>`coalesce(sum(${orderLines.priceCents} - ${orderLines.discountCents}) FILTER (WHERE ${orders.status} = 'paid'), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.packId, pack.id), gte(orders.paidAt, from)))
    .groupBy(sql`1`);

  const [refunds] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${orderLines.priceCents} - ${orderLines.discountCents}), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.packId, pack.id), eq(orders.status, 'refunded'), gte(orders.refundedAt, from)));

  const asked = and(
    sql`${queryRecords.packIds} @> ARRAY[${pack.id}]::uuid[]`,
    gte(queryRecords.createdAt, from),
    ne(queryRecords.userId, pack.creatorId),
  );
  const queries = await db
    .select({
      day: day(queryRecords.createdAt),
      mcp: sql<number>`count(*) FILTER (WHERE ${queryRecords.channel} = 'mcp')::int`,
      web: sql<number>`count(*) FILTER (WHERE ${queryRecords.channel} = 'web')::int`,
    })
    .from(queryRecords)
    .where(asked)
    .groupBy(sql`1`);

  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));
  const [viewsOf, salesOf, queriesOf] = [byDay(views), byDay(sales), byDay(queries)];
  const days = Array.from({ length: PACK_STATS_DAYS }, (_, i) => {
    const key = dayKey(instantOf(localDay(now, timeZone, i - (PACK_STATS_DAYS - 1)), timeZone), timeZone);
    return {
      day: key,
      views: Number(viewsOf.get(key)?.count ?? 0),
      purchases: Number(salesOf.get(key)?.count ?? 0),
      mcpQueries: Number(queriesOf.get(key)?.mcp ?? 0),
      webQueries: Number(queriesOf.get(key)?.web ?? 0),
    };
  });
  const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((total, d) => total + pick(d), 0);
  const totalViews = sum((d) => d.views);
  const totalPurchases = sum((d) => d.purchases);

  const ratingRows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.packId, pack.id))
    .groupBy(reviews.rating);
  const ratings = [1, 2, 3, 4, 5].map((stars) =>
    Number(ratingRows.find((r) => r.rating === stars)?.count ?? 0),
  );

  return {
    pack: { id: pack.id, slug: pack.slug, title: pack.title, status: pack.status },
    timeZone,
    currency: pack.currency,
    days,
    totals: {
      views: totalViews,
      purchases: totalPurchases,
      conversion: totalViews === 0 ? null : Math.round((totalPurchases / totalViews) * 10_000) / 10_000,
      revenueCents: sales.reduce((total, row) => total + Number(row.revenue), 0),
      refunds: Number(refunds?.count ?? 0),
      refundedCents: Number(refunds?.cents ?? 0),
      mcpQueries: sum((d) => d.mcpQueries),
      webQueries: sum((d) => d.webQueries),
    },
    topQuestions: await questions(db, asked, 'top'),
    poorlyAnswered: await questions(db, asked, 'poor'),
    ratings,
    averageRating: pack.rating,
  };
}

/**
 * The questions asked of the pack, the same words (case and spacing aside) counted as one: the most asked, or those
 * answered poorly — nothing found, or a best score under half the pack's median.
 */
async function questions(
  db: Database,
  asked: ReturnType<typeof and>,
  which: 'top' | 'poor',
): Promise<QuestionStat[]> {
  const text = sql<string>`lower(btrim(${queryRecords.query}))`;
  const median = db
    .select({ value: sql<number>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${queryRecords.topScore})` })
    .from(queryRecords)
    .where(and(asked, isNotNull(queryRecords.topScore)));
  const poor = sql`(${queryRecords.resultCount} = 0 OR ${queryRecords.topScore} IS NULL OR ${queryRecords.topScore} < ${POOR_SHARE} * (${median}))`;
  const rows = await db
    .select({
      query: sql<string>`min(${queryRecords.query})`,
      count: sql<number>`count(*)::int`,
      topScore:
        which === 'poor'
          ? sql<number | null>`min(${queryRecords.topScore})`
          : sql<number | null>`max(${queryRecords.topScore})`,
      lastAskedAt: sql<string>`max(${queryRecords.createdAt})`,
    })
    .from(queryRecords)
    .where(and(asked, isNotNull(queryRecords.query), which === 'poor' ? poor : undefined))
    .groupBy(text)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${queryRecords.createdAt})`))
    .limit(PACK_STATS_QUESTIONS);
  return rows.map((row) => ({
    query: row.query,
    count: Number(row.count),
    topScore: row.topScore === null ? null : Math.round(Number(row.topScore) * 1000) / 1000,
    lastAskedAt: new Date(row.lastAskedAt).toISOString(),
  }));
}
