import { and, eq, gte, sql } from 'drizzle-orm';
import type { PackStats, QuestionStat } from '../../common/contracts/selling';
import { PACK_STATS_DAYS, PACK_STATS_QUESTIONS } from '../../common/limits';
import type { QueryRecords } from '../records';
import type { Database } from '../db/client';
import { orderLines, orders, packViews, queryRecords, reviews } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { packToManage } from '../packs';
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
  {
    timeZone,
    now,
    questions = (pack, from) => questionsAsked(db, records, pack, from, timeZone),
  }: {
    timeZone: string;
    now: Date;
    /** What buyers asked since `from` (selling-figures.ts keeps it apart: it changes with every question). */
    questions?: (pack: { id: string; creatorId: string }, from: Date) => Promise<Asked>;
  },
): Promise<PackStats> {
  const pack = await packToManage(db, user, packId);
  if (pack.kind !== 'marketplace') throw new AppError('not_found', 'Selected pack not found');
  const from = instantOf(localDay(now, timeZone, -(PACK_STATS_DAYS - 1)), timeZone);
  const day = (column: unknown) => sql<string>`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;

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
    // Only paid orders count; naming the status lets the orders' (status, paid_at) index find the 30 days' ones.
    .where(and(eq(orderLines.packId, pack.id), eq(orders.status, 'paid'), gte(orders.paidAt, from)))
    .groupBy(sql`1`);

  const [refunds] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${orderLines.priceCents} - ${orderLines.discountCents}), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.packId, pack.id), eq(orders.status, 'refunded'), gte(orders.refundedAt, from)));

  const asked = await questions(pack, from);
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));
  const [viewsOf, salesOf, queriesOf] = [byDay(views), byDay(sales), byDay(asked.days)];
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
    topQuestions: asked.top,
    poorlyAnswered: asked.poor,
    ratings,
    averageRating: pack.rating,
  };
}

/** What buyers asked of a pack: queries per local day, the most asked questions and the poorly answered ones. */
export interface Asked {
  days: { day: string; mcp: number; web: number }[];
  top: QuestionStat[];
  poor: QuestionStat[];
}

/** Most asked first, then the most recently asked (as each part of the statement ordered them). */
function ranked(stats: QuestionStat[]): QuestionStat[] {
  return stats.sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt));
}

interface AskedRow extends Record<string, unknown> {
  part: 'day' | 'top' | 'poor';
  day: string | null;
  mcp: number | null;
  web: number | null;
  query: string | null;
  count: number | null;
  top_score: number | null;
  last_asked_at: string | Date | null;
}

/**
 * What buyers asked of the pack since `from`, in one statement over one read of their queries (the pack's rows are
 * found through the GIN index on `pack_ids`, then kept for the three answers): MCP and browser queries per local
 * day; the most asked questions and the poorly answered ones — nothing found, or a best score under half the pack's
 * median — the same words (case and spacing aside) counted as one. The creator's own queries are left out; the
 * queries still waiting in memory are written first, so the figures include them.
 */
export async function questionsAsked(
  db: Database,
  records: QueryRecords,
  pack: { id: string; creatorId: string },
  from: Date,
  timeZone: string,
): Promise<Asked> {
  await records.flush();
  const result = await db.execute<AskedRow>(sql`
    WITH asked AS MATERIALIZED (
      SELECT ${queryRecords.createdAt} AS created_at, ${queryRecords.channel} AS channel, ${queryRecords.query} AS query,
        ${queryRecords.resultCount} AS result_count, ${queryRecords.topScore} AS top_score
      FROM ${queryRecords}
      WHERE ${queryRecords.packIds} @> ARRAY[${pack.id}]::uuid[]
        AND ${queryRecords.createdAt} >= ${from.toISOString()}
        AND ${queryRecords.userId} <> ${pack.creatorId}
    ),
    -- Each question once, with its figures over all its askings and over its poorly answered ones.
    questions AS (
      SELECT min(query) AS query, count(*)::int AS count, max(top_score) AS top_score, max(created_at) AS last_at,
        min(query) FILTER (WHERE poor) AS poor_query, (count(*) FILTER (WHERE poor))::int AS poor_count,
        min(top_score) FILTER (WHERE poor) AS poor_top_score, max(created_at) FILTER (WHERE poor) AS poor_last_at
      FROM (
        SELECT query, top_score, created_at,
          (result_count = 0 OR top_score IS NULL OR top_score < ${POOR_SHARE} * (
            SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY top_score) FROM asked WHERE top_score IS NOT NULL
          )) AS poor
        FROM asked WHERE query IS NOT NULL
      ) asking
      GROUP BY lower(btrim(query))
    )
    (SELECT 'day'::text AS part, to_char(day, 'YYYY-MM-DD') AS day, mcp, web, NULL::text AS query, NULL::int AS count,
       NULL::real AS top_score, NULL::timestamptz AS last_asked_at
     FROM (
       SELECT (created_at AT TIME ZONE ${timeZone})::date AS day, (count(*) FILTER (WHERE channel = 'mcp'))::int AS mcp,
         (count(*) FILTER (WHERE channel = 'web'))::int AS web
       FROM asked GROUP BY 1
     ) days)
    UNION ALL
    (SELECT 'top', NULL, NULL, NULL, query, count, top_score, last_at
     FROM questions ORDER BY count DESC, last_at DESC LIMIT ${PACK_STATS_QUESTIONS})
    UNION ALL
    (SELECT 'poor', NULL, NULL, NULL, poor_query, poor_count, poor_top_score, poor_last_at
     FROM questions WHERE poor_count > 0 ORDER BY poor_count DESC, poor_last_at DESC LIMIT ${PACK_STATS_QUESTIONS})`);
  const rows = (result as unknown as { rows: AskedRow[] }).rows;
  const question = (row: AskedRow): QuestionStat => ({
    query: row.query ?? '',
    count: Number(row.count),
    topScore: row.top_score === null ? null : Math.round(Number(row.top_score) * 1000) / 1000,
    lastAskedAt: new Date(row.last_asked_at ?? 0).toISOString(),
  });
  return {
    days: rows
      .filter((row) => row.part === 'day')
      .map((row) => ({ day: row.day ?? '', mcp: Number(row.mcp), web: Number(row.web) })),
    top: ranked(rows.filter((row) => row.part === 'top').map(question)),
    poor: ranked(rows.filter((row) => row.part === 'poor').map(question)),
  };
}
