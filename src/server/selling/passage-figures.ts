import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type {
  DashboardPeriod,
  DocumentFigures,
  PassageFigures,
  SectionFigures,
} from '../../common/contracts/selling';
import {
  PACK_STATS_DAYS,
  PACK_STATS_QUESTIONS,
  PASSAGE_FIGURE_MIN,
  PASSAGE_USE_WEIGHTS,
  PASSAGES_PER_QUESTION,
} from '../../common/limits';
import { rowsOf, type Database } from '../db/client';
import { packDays, passageDays } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { packToManage } from '../packs';
import { SECTION_JOIN, sectionKey } from '../records';
import { periodBounds } from './periods';

/**
 * Shares `total` cents among `weights` in proportion, to the cent, adding up to `total` exactly: each gets the
 * floor of its share, and the cents left go one each to the largest remainders (the earlier on a tie). Nothing is
 * shared when no weight is above zero.
 */
export function shareByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * A pack's revenue shared among its sections (shareByWeight) in one order, whatever the caller's: by document, then
 * section. The pack's page and the dashboard then give a section the same cents, its leftover cent included.
 */
export function shareAmongSections(
  total: number,
  sections: readonly { documentId: string; key: string; use: Use }[],
): number[] {
  const order = sections
    .map((_, i) => i)
    .sort((a, b) => {
      const [x, y] = [sections[a]!, sections[b]!];
      return x.documentId.localeCompare(y.documentId) || x.key.localeCompare(y.key);
    });
  const sorted = shareByWeight(
    total,
    order.map((i) => weightOf(sections[i]!.use)),
  );
  const shares = new Array<number>(sections.length).fill(0);
  order.forEach((i, j) => (shares[i] = sorted[j] ?? 0));
  return shares;
}

interface Use {
  retrieved: number;
  read: number;
  cited: number;
}

export const weightOf = (use: Use) =>
  use.cited * PASSAGE_USE_WEIGHTS.cited +
  use.read * PASSAGE_USE_WEIGHTS.read +
  use.retrieved * PASSAGE_USE_WEIGHTS.retrieved;

/** A count as the creator may see it: null under the minimum. */
const shown = (count: number) => (count >= PASSAGE_FIGURE_MIN ? count : null);

/** The UTC day (YYYY-MM-DD) an instant falls on: the rollups' days. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The whole UTC days a dashboard period covers: from its start's day (none for All Time) to today. */
export function figureDays(period: DashboardPeriod, timeZone: string, now: Date) {
  const start = periodBounds(period, now, timeZone).current.from;
  return { from: start ? utcDay(start) : null, to: utcDay(now) };
}

/**
 * How many people (the creator aside) used each of `packIds` since `since`: a figure drawn from fewer than
 * PASSAGE_FIGURE_MIN people is not shown, however many times they used it.
 */
export async function readersOf(
  db: Database,
  creatorId: string,
  packIds: readonly string[],
  since: Date | null,
) {
  if (packIds.length === 0) return new Map<string, number>();
  const rows = rowsOf<{ pack_id: string; readers: number }>(
    await db.execute(sql`
      SELECT p.id AS pack_id, count(DISTINCT r.user_id)::int AS readers
      FROM unnest(${`{${packIds.join(',')}}`}::uuid[]) AS p(id)
      JOIN query_records r ON r.pack_ids @> ARRAY[p.id] AND r.user_id <> ${creatorId}
        AND r.created_at >= ${since ?? new Date(0)}
      GROUP BY p.id`),
  );
  return new Map(rows.map((row) => [row.pack_id, Number(row.readers)]));
}

/** A pack's passages' places (document, headings) in reading order: the reading door's outline (one door). */
export type PackOutline = (
  packId: string,
) => Promise<readonly { documentId: string; filename: string; headingPath: string[] }[]>;

/** Every section of the pack's live documents, in reading order, each once. */
async function outline(outlineOf: PackOutline, packId: string) {
  const byDocument = new Map<string, { filename: string; sections: Map<string, string[]> }>();
  for (const row of await outlineOf(packId)) {
    const document = byDocument.get(row.documentId) ?? { filename: row.filename, sections: new Map() };
    byDocument.set(row.documentId, document);
    const key = sectionKey(row.headingPath);
    if (!document.sections.has(key)) document.sections.set(key, row.headingPath);
  }
  return byDocument;
}

/**
 * Which passages earn (issue 52): each document's sections with how often searches and answers retrieved them,
 * passages of them were read whole, and answers cited them, over the dashboard's period (whole UTC days, from the
 * `passage_days` rollup), and the pack's revenue of those days shared among them by weighted use (ADR 0050). Counts
 * under PASSAGE_FIGURE_MIN are not shown. With the most asked questions linked to the sections that answered them,
 * and the questions that found nothing. The creator's own queries are never counted.
 */
export async function passageFigures(
  db: Database,
  user: UserRow,
  packId: string,
  {
    period,
    timeZone,
    now,
    outlineOf,
  }: { period: DashboardPeriod; timeZone: string; now: Date; outlineOf: PackOutline },
): Promise<PassageFigures> {
  const pack = await packToManage(db, user, packId);
  if (pack.kind !== 'marketplace') throw new AppError('not_found', 'Selected pack not found');
  const start = periodBounds(period, now, timeZone).current.from;
  const days = figureDays(period, timeZone, now);
  const inDays = <C extends typeof passageDays.day | typeof packDays.day>(column: C) =>
    and(days.from ? gte(column, days.from) : undefined, lte(column, days.to));

  const [used, [revenue], sections, readers] = await Promise.all([
    db
      .select({
        documentId: passageDays.documentId,
        section: passageDays.section,
        retrieved: sql<number>`sum(${passageDays.retrieved})::int`,
        read: sql<number>`sum(${passageDays.read})::int`,
        cited: sql<number>`sum(${passageDays.cited})::int`,
      })
      .from(passageDays)
      .where(and(eq(passageDays.packId, pack.id), inDays(passageDays.day)))
      .groupBy(passageDays.documentId, passageDays.section),
    db
      .select({ cents: sql<number>`coalesce(sum(${packDays.revenueCents}), 0)::bigint` })
      .from(packDays)
      .where(and(eq(packDays.packId, pack.id), inDays(packDays.day))),
    outline(outlineOf, pack.id),
    readersOf(db, pack.creatorId, [pack.id], start),
  ]);
  const tooFewReaders = (readers.get(pack.id) ?? 0) < PASSAGE_FIGURE_MIN;
  const revenueCents = Number(revenue?.cents ?? 0);
  const useOf = new Map(used.map((row) => [`${row.documentId}\u0000${row.section}`, row]));
  // Sections used in the period that a later edition renamed still earn: listed after the live ones.
  for (const row of used) {
    const document = sections.get(row.documentId);
    if (document && !document.sections.has(row.section)) {
      document.sections.set(row.section, row.section === '' ? [] : row.section.split(SECTION_JOIN));
    }
  }
  const flat = [...sections].flatMap(([documentId, document]) =>
    [...document.sections].map(([key, headings]) => {
      const use = useOf.get(`${documentId}\u0000${key}`) ?? { retrieved: 0, read: 0, cited: 0 };
      return { documentId, key, headings, use };
    }),
  );
  const shares = shareAmongSections(revenueCents, flat);
  const documentsOut: DocumentFigures[] = [...sections].map(([documentId, document]) => {
    const mine = flat
      .map((entry, i) => ({ ...entry, cents: shares[i] ?? 0 }))
      .filter((e) => e.documentId === documentId);
    const heaviest = Math.max(1, ...mine.map(({ use }) => weightOf(use)));
    let small = 0;
    const figures = mine.map(({ headings, use, cents }): SectionFigures => {
      const visible = !tooFewReaders && use.retrieved + use.read + use.cited >= PASSAGE_FIGURE_MIN;
      if (!visible) small += cents;
      return {
        headings,
        retrieved: visible ? shown(use.retrieved) : null,
        read: visible ? shown(use.read) : null,
        cited: visible ? shown(use.cited) : null,
        revenueCents: visible ? cents : null,
        intensity: visible ? weightOf(use) / heaviest : 0,
      };
    });
    return {
      id: documentId,
      filename: document.filename,
      sections: figures,
      smallSectionsRevenueCents: small,
      neverRetrieved: mine.filter(({ use }) => use.retrieved === 0).map(({ headings }) => headings),
    };
  });
  const attributed = shares.reduce((a, b) => a + b, 0);
  return {
    pack: { id: pack.id, slug: pack.slug, title: pack.title },
    period,
    days,
    currency: pack.currency,
    tooFewReaders,
    revenueCents,
    unattributedCents: revenueCents - attributed,
    documents: documentsOut,
    ...(await questionsAnswered(db, pack, questionsSince(start, now), sections)),
  };
}

/**
 * The questions are those of the period, and never older than the pack statistics' questions (PACK_STATS_DAYS): the
 * records are read for them, and all time of them is neither what a creator acts on nor cheap to read.
 */
function questionsSince(start: Date | null, now: Date): Date {
  const window = new Date(now.getTime() - PACK_STATS_DAYS * 86_400_000);
  return start && start > window ? start : window;
}

interface QuestionRow extends Record<string, unknown> {
  part: 'top' | 'section' | 'unanswered';
  /** The question as counted: lower case, trimmed. */
  key: string;
  query: string;
  count: number;
  document_id: string | null;
  section: string | null;
}

/**
 * The most asked questions with the sections that answered them most (cited first, then retrieved), and those that
 * found nothing: from the records themselves, as the pack's statistics read them, the creator's own left out.
 */
async function questionsAnswered(
  db: Database,
  pack: { id: string; creatorId: string },
  since: Date,
  sections: Awaited<ReturnType<typeof outline>>,
): Promise<Pick<PassageFigures, 'questions' | 'unanswered'>> {
  // The same words, case and spacing aside, are one question, as the pack statistics count them (pack-stats.ts).
  const result = await db.execute(sql`
    WITH asked AS (
      SELECT lower(btrim(r.query)) AS key, r.query, r.result_count, r.passages, r.created_at FROM query_records r
      WHERE r.pack_ids @> ARRAY[${pack.id}]::uuid[] AND r.created_at >= ${since}
        AND r.query IS NOT NULL AND r.user_id <> ${pack.creatorId}
    ),
    top AS (
      SELECT key, min(query) AS query, count(*)::int AS count FROM asked GROUP BY key
      ORDER BY count(*) DESC, max(created_at) DESC LIMIT ${PACK_STATS_QUESTIONS}
    )
    SELECT 'top' AS part, key, query, count, NULL AS document_id, NULL AS section FROM top
    UNION ALL
    SELECT 'section', a.key, NULL,
      (count(*) FILTER (WHERE u->>'u' = 'cited') * 1000 + count(*))::int, u->>'d', u->>'s'
    FROM asked a, jsonb_array_elements(a.passages) u
    WHERE a.key IN (SELECT key FROM top) AND u->>'p' = ${pack.id}
    GROUP BY a.key, u->>'d', u->>'s'
    UNION ALL
    (SELECT 'unanswered', key, min(query), count(*)::int, NULL, NULL FROM asked WHERE result_count = 0
     GROUP BY key ORDER BY count(*) DESC, max(created_at) DESC LIMIT ${PACK_STATS_QUESTIONS})`);
  const all = rowsOf<QuestionRow>(result);
  const top = all.filter((row) => row.part === 'top');
  const answering = all
    .filter((row) => row.part === 'section')
    .sort((a, b) => Number(b.count) - Number(a.count));
  return {
    questions: top.map((row) => ({
      query: row.query,
      count: Number(row.count),
      sections: answering
        .filter((s) => s.key === row.key && s.document_id !== null && sections.has(s.document_id))
        .slice(0, PASSAGES_PER_QUESTION)
        .map((s) => ({
          filename: sections.get(s.document_id as string)?.filename ?? '',
          headings: s.section ? s.section.split(SECTION_JOIN) : [],
        })),
    })),
    unanswered: all
      .filter((row) => row.part === 'unanswered')
      .map((row) => ({ query: row.query, count: Number(row.count) })),
  };
}
