import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents } from '../db/schema';
import { passagesOfDocuments } from '../search';
import { AppError } from '../http/errors';

/** How much of a pack the suggestions read: enough to know its subject, bounded for a 500-page pack. */
const CHUNKS_PER_DOCUMENT = 40;
const DOCUMENTS_READ = 20;

export interface MaterialChunk {
  documentId: string;
  /** Its document's language: an English pack's Japanese overview is not where its description comes from. */
  language: 'en' | 'ja';
  text: string;
  headingPath: string[];
  terms: string[];
  termFreqs: number[];
}

/** What suggestions are drawn from: the pack's ready documents and the first passages of each. */
export interface PackMaterial {
  language: 'en' | 'ja';
  filenames: string[];
  chunks: MaterialChunk[];
  readyDocuments: number;
}

export async function readPackMaterial(db: Database, packId: string): Promise<PackMaterial> {
  const ready = await db
    .select({ id: documents.id, filename: documents.filename, language: documents.language })
    .from(documents)
    .where(and(eq(documents.packId, packId), eq(documents.status, 'ready')))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  if (ready.length === 0) {
    throw new AppError(
      'validation',
      'Upload at least one document and wait until it is ready before asking for suggestions',
    );
  }
  const read = ready.slice(0, DOCUMENTS_READ);
  const rows = await passagesOfDocuments(
    db,
    read.map((doc) => doc.id),
  );
  // Documents in upload order, each's first passages: the opening of a document says what it is about.
  const byDocument = read.flatMap((doc) =>
    rows
      .filter((row) => row.documentId === doc.id && row.ordinal < CHUNKS_PER_DOCUMENT)
      .map((row) => ({ ...row, language: doc.language })),
  );
  const ja = ready.filter((doc) => doc.language === 'ja').length;
  return {
    language: majorityLanguage({ en: ready.length - ja, ja }) ?? 'en',
    filenames: read.map((doc) => doc.filename),
    chunks: byDocument,
    readyDocuments: ready.length,
  };
}

/** The language most of a pack's ready documents are in (a tie is English), or null when none is ready. */
export function majorityLanguage(ready: { en: number; ja: number }): 'en' | 'ja' | null {
  if (ready.en + ready.ja === 0) return null;
  return ready.ja > ready.en ? 'ja' : 'en';
}
