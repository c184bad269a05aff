import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, liveChunks } from '../db/schema';

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
