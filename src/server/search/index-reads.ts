import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Queryable } from '../db/client';
import { documents, liveChunks, packs } from '../db/schema';

// The index read for Kenja's own work — a sales page's contents, the studio's suggestions, quality measurements —
// never on a caller's behalf: a caller reads a pack through reading/, the one door (issue 47). The engine owns the
// chunks tables; reading.test.ts fails if anything outside search/, ingest/ and reading/ selects from them.

/** Each passage's document and headings, by document and reading order: a pack's table of contents. */
export function headingsOfPack(db: Database, packId: string) {
  return db
    .select({ documentId: liveChunks.documentId, headingPath: liveChunks.headingPath })
    .from(liveChunks)
    .where(eq(liveChunks.packId, packId))
    .orderBy(asc(liveChunks.documentId), asc(liveChunks.ordinal));
}

/**
 * The section headings of published marketplace packs other than this one — those in its category first — each
 * once with its language: what a sales page's table of contents shows anyone, and what near-miss test questions
 * are made from (quality/near-miss-questions.ts).
 */
export async function headingsOfNeighbours(
  db: Database,
  pack: { id: string; category: string },
  limit: number,
): Promise<Array<{ heading: string; language: 'en' | 'ja' }>> {
  // The last heading of each passage under a section; a stable shuffle (md5) spreads the ones taken over the
  // neighbours' packs rather than the first packs in order.
  const rows = rowsOf<{ heading: string; language: 'en' | 'ja' }>(
    await db.execute(sql`
      SELECT heading, language FROM (
        SELECT DISTINCT c.heading_path[array_length(c.heading_path, 1)] AS heading, d.language,
          p.category = ${pack.category} AS same_category, p.id AS pack_id
        FROM ${liveChunks} c
        JOIN ${documents} d ON d.id = c.document_id
        JOIN ${packs} p ON p.id = c.pack_id
        WHERE p.id <> ${pack.id} AND p.status = 'published' AND p.kind = 'marketplace'
          AND array_length(c.heading_path, 1) > 1
      ) neighbours
      ORDER BY same_category DESC, md5(pack_id::text || heading)
      LIMIT ${limit}`),
  );
  return rows.map(({ heading, language }) => ({ heading, language }));
}

/** The passages of these documents with their terms, by document and reading order: what suggestions draw on. */
export function passagesOfDocuments(db: Database, documentIds: readonly string[]) {
  return db
    .select({
      documentId: liveChunks.documentId,
      ordinal: liveChunks.ordinal,
      text: liveChunks.text,
      headingPath: liveChunks.headingPath,
      terms: liveChunks.terms,
      termFreqs: liveChunks.termFreqs,
    })
    .from(liveChunks)
    .where(inArray(liveChunks.documentId, [...documentIds]))
    .orderBy(asc(liveChunks.documentId), asc(liveChunks.ordinal));
}

/** Up to `limit` passages of the pack's ready documents, without text, in upload and reading order. */
export function passagePlacesOfPack(db: Database, packId: string, limit: number) {
  return db
    .select({
      id: liveChunks.id,
      headingPath: liveChunks.headingPath,
      filename: documents.filename,
      language: documents.language,
    })
    .from(liveChunks)
    .innerJoin(documents, eq(documents.id, liveChunks.documentId))
    .where(and(eq(documents.packId, packId), eq(documents.status, 'ready')))
    .orderBy(asc(documents.createdAt), asc(documents.id), asc(liveChunks.ordinal))
    .limit(limit);
}

/** The texts of these passages, by id. */
export async function passageTexts(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: liveChunks.id, text: liveChunks.text })
    .from(liveChunks)
    .where(inArray(liveChunks.id, [...ids]));
  return new Map(rows.map(({ id, text }) => [id, text]));
}

/**
 * Each section of these documents' live passages — its heading path, in reading order — with a hash of its text:
 * what an edition's outline is made of (packs/editions), so two editions compare without keeping any text.
 */
export function sectionHashesOfDocuments(db: Queryable, documentIds: readonly string[]) {
  return db
    .select({
      documentId: liveChunks.documentId,
      headingPath: liveChunks.headingPath,
      hash: sql<string>`md5(string_agg(${liveChunks.text}, E'\n' ORDER BY ${liveChunks.ordinal}))`,
    })
    .from(liveChunks)
    .where(inArray(liveChunks.documentId, [...documentIds]))
    .groupBy(liveChunks.documentId, liveChunks.headingPath)
    .orderBy(asc(liveChunks.documentId), sql`min(${liveChunks.ordinal})`);
}
