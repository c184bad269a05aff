import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, liveChunks } from '../db/schema';

/** One passage's place in its pack: its document and the headings it sits under, in reading order. */
export interface SectionRow {
  id: string;
  documentId: string;
  filename: string;
  headingPath: string[];
}

/** Every passage of the pack by document (by name) and reading order, headings only: no text. */
export function packSections(db: Database, packId: string): Promise<SectionRow[]> {
  return db
    .select({
      id: liveChunks.id,
      documentId: liveChunks.documentId,
      filename: documents.filename,
      headingPath: liveChunks.headingPath,
    })
    .from(liveChunks)
    .innerJoin(documents, eq(documents.id, liveChunks.documentId))
    .where(eq(liveChunks.packId, packId))
    .orderBy(asc(documents.filename), asc(liveChunks.ordinal));
}
