import { and, asc, between, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, liveChunks } from '../db/schema';
import { AppError } from '../http/errors';
import type { ReadablePack } from '../packs';
import { edition, type Passage } from './passage';

/** A passage and its neighbours in reading order: `passages[at]` is the one asked for. */
export interface PassageInContext {
  pack: ReadablePack;
  /** The document the passage is in (the passages around it are too). */
  documentId: string;
  passages: Passage[];
  at: number;
}

/**
 * A passage by chunk id with up to `context` neighbours on each side from its document. `packToRead` checks the caller may read the passage's pack;
 * whatever it refuses, and a passage outside `inPack`, is "not found" like a missing one: an id must not tell what
 * exists elsewhere.
 */
export async function passageInContext(
  db: Database,
  chunkId: string,
  { context, inPack }: { context: number; inPack?: string | undefined },
  packToRead: (packId: string) => Promise<ReadablePack>,
): Promise<PassageInContext> {
  const notFound = new AppError('not_found', `No passage ${chunkId} in the packs you may read.`);
  const id = chunkId.toLowerCase();
  const [target] = UUID.test(id)
    ? await db
        .select({ documentId: liveChunks.documentId, packId: liveChunks.packId, ordinal: liveChunks.ordinal })
        .from(liveChunks)
        .where(eq(liveChunks.id, id))
    : [];
  if (!target || (inPack !== undefined && target.packId !== inPack)) throw notFound;
  const pack = await packToRead(target.packId).catch((error: unknown) => {
    if (error instanceof AppError) throw notFound;
    throw error;
  });
  const rows = await db
    .select({
      id: liveChunks.id,
      ordinal: liveChunks.ordinal,
      text: liveChunks.text,
      page: liveChunks.page,
      headingPath: liveChunks.headingPath,
      injectionFlags: liveChunks.injectionFlags,
      filename: documents.filename,
    })
    .from(liveChunks)
    .innerJoin(documents, eq(documents.id, liveChunks.documentId))
    .where(
      and(
        eq(liveChunks.documentId, target.documentId),
        between(liveChunks.ordinal, target.ordinal - context, target.ordinal + context),
      ),
    )
    .orderBy(asc(liveChunks.ordinal));
  const at = rows.findIndex((row) => row.ordinal === target.ordinal);
  if (at < 0) throw notFound;
  const passages = rows.map((row): Passage => ({
    chunk_id: row.id,
    pack_id: target.packId,
    pack_title: pack.title,
    edition: edition(pack),
    filename: row.filename,
    page: row.page,
    section: row.headingPath,
    text: row.text,
    injection_flags: row.injectionFlags,
  }));
  return { pack, documentId: target.documentId, passages, at };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
