import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { inTurns } from '../../common/in-turns';
import type { Database } from '../db/client';
import { chunks, documents } from '../db/schema';
import { sqlTime } from '../db/sql-time';
import { documentFileKey } from '../files';
import type { JobRow } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { makeEdition } from '../packs';
import { ANALYZER_VERSION, type Embedder } from '../search';
import { kindForMime } from './document-kind';
import { lockPack, recountPack, stageChunks, sweepReplacedChunks, type IndexingDeps } from './index-document';
import { processIsolated } from './isolated';
import { readBatch, STAGE_SLICE, type PackedDocument } from './staged-chunks';
import { IngestError } from './types';

const EMBED_BATCH = 64;
/** Files read by the extraction pool at once for one job of several documents (the pool has two processes). */
const EXTRACTIONS_AT_ONCE = 2;
/**
 * A stored file at most this long is read into memory and sent to the extraction process as bytes; a longer one is
 * copied to local disk and read there, so a book never passes through the serving process (issue 26).
 */
const IN_MEMORY_BYTES = 256 * 1024;

/** Where stored files wait on local disk while an extraction worker reads them. */
const WORK_DIR = join(tmpdir(), 'kenja-indexing');

type DocumentToIndex = {
  id: string;
  packId: string;
  mimeType: string;
  sha256: string;
  byteSize: number;
  /** 0 until the document is first indexed. */
  generation: number;
};
type Outcome = { doc: DocumentToIndex } & ({ packed: PackedDocument } | { failure: IngestError });

/** The documents a job indexes: `documentIds` (an import's slice), or the one `documentId` of an upload. */
export function jobDocumentIds(job: Pick<JobRow, 'payload'>): string[] {
  const { documentIds, documentId } = job.payload;
  if (Array.isArray(documentIds)) return documentIds.map(String);
  return [String(documentId)];
}

/**
 * The indexing job, for one document or a slice of an import (one pack's small documents): extract, chunk and
 * analyse each stored file in an isolated process (and embed every chunk when a model is configured), write the
 * passages under a fresh generation in short statements that nobody reads, then make that generation live with the
 * documents' status and the pack's counts in one short transaction. Until that commit no document of the job is
 * searchable (or, re-indexed, searchable as it was); a crash before it leaves unread rows that the next indexing of
 * the document (or its failure) deletes. A file that cannot be read (no text, a broken PDF) fails alone, in the same
 * commit; a failure that may pass (the embedder down, the extraction process died) retries the whole job.
 *
 * Many small documents cost little this way (issue 53): a job claim, a generation, a transaction and a recount per
 * slice rather than per document, and their passages written in one statement.
 */
export function indexDocumentHandler(deps: IndexingDeps): JobHandler {
  const { db, now } = deps;
  return {
    async run(job, { signal }) {
      const ids = jobDocumentIds(job);
      const docs = await db
        .select({
          id: documents.id,
          packId: documents.packId,
          mimeType: documents.mimeType,
          sha256: documents.sha256,
          byteSize: documents.byteSize,
          generation: documents.generation,
        })
        .from(documents)
        .where(inArray(documents.id, ids));
      if (docs.length === 0) return; // deleted while queued
      await setStatus(db, ids, 'processing', now());
      const outcomes = await inTurns(docs, EXTRACTIONS_AT_ONCE, (doc) =>
        readDocument(deps, doc, docs.length),
      );
      const generation = await nextGeneration(db);
      const model = deps.embedder?.model ?? null;
      const indexed = outcomes.filter((outcome) => 'packed' in outcome);
      for (const batch of stageBatches(indexed)) {
        // A stopping instance stops between batches and hands the job back (jobs/worker.ts): what it staged is
        // invisible, and the next attempt's indexing deletes it.
        signal.throwIfAborted();
        await stageChunks(db, { packId: docs[0]!.packId, generation, model }, batch);
        await nextTurn();
      }
      signal.throwIfAborted();
      await makeLive(deps, outcomes, generation);
      // What this indexing replaced (a re-indexing's old passages) or an earlier attempt left: a first indexing's
      // first attempt replaced nothing, and most of an import is that.
      const replaced = docs.filter((doc) => doc.generation !== 0 || job.attempts > 1);
      if (replaced.length > 0) {
        await sweepReplacedChunks(
          db,
          replaced.map((doc) => doc.id),
        );
      }
    },
    isTransient: (error) => !(error instanceof IngestError) || error.transient,
    describe: describeFailure,
    // Waiting for its next attempt, the job's documents are queued again (their old chunks, if any, stay searchable).
    async onRetry(job) {
      await setStatus(db, jobDocumentIds(job), 'queued', now());
    },
    async onFailed(job, error) {
      const ids = jobDocumentIds(job);
      const packIds = await db
        .selectDistinct({ packId: documents.packId })
        .from(documents)
        .where(inArray(documents.id, ids));
      for (const { packId } of packIds) {
        await db.transaction(async (tx) => {
          await lockPack(tx, packId);
          await tx
            .update(documents)
            .set({ status: 'failed', error: describeFailure(error), updatedAt: now() })
            .where(and(inArray(documents.id, ids), ne(documents.status, 'ready')));
          // The last document of a batch failing ends the batch: the others' edition is made now.
          await makeEdition(tx, packId, now());
        });
      }
      await sweepReplacedChunks(db, ids);
    },
  };
}

/**
 * One document's passages. A file that cannot be read is that document's failure; anything else (the extraction
 * process died, the embedder is down) fails the job, to be tried again. A document indexed alone reports its
 * progress as its passages are embedded.
 */
async function readDocument(deps: IndexingDeps, doc: DocumentToIndex, inJob: number): Promise<Outcome> {
  try {
    const packed = await extractStoredFile(deps, doc);
    const total = packed.pageCount ?? packed.chunkCount;
    if (inJob === 1) await setProgress(deps.db, doc.id, { done: 0, total }, deps.now());
    if (!deps.embedder) return { doc, packed };
    const report = async (embedded: number) => {
      if (inJob > 1) return;
      const done = Math.min(Math.floor((total * embedded) / packed.chunkCount), total - 1);
      await setProgress(deps.db, doc.id, { done, total }, deps.now());
    };
    return { doc, packed: { ...packed, batches: await embedBatches(deps.embedder, packed, report) } };
  } catch (error) {
    if (error instanceof IngestError && !error.transient) return { doc, failure: error };
    throw error;
  }
}

/**
 * The stored file's passages, read by an isolated process: a small file as bytes, a larger one from a copy on local
 * disk that the file streams to from the store (object storage, a directory).
 */
async function extractStoredFile(deps: IndexingDeps, doc: DocumentToIndex): Promise<PackedDocument> {
  const kind = kindForMime(doc.mimeType);
  const missing = () => new IngestError('extraction_failed', 'The stored file is missing: upload it again');
  if (doc.byteSize <= IN_MEMORY_BYTES) {
    const bytes = await deps.files.get(documentFileKey(doc.id));
    if (!bytes) throw missing();
    return processIsolated(kind, bytes, deps.extraction);
  }
  await mkdir(WORK_DIR, { recursive: true });
  const path = join(WORK_DIR, `${doc.id}-${randomUUID()}`);
  try {
    if (!(await deps.files.download(documentFileKey(doc.id), path))) throw missing();
    return await processIsolated(kind, { path }, deps.extraction);
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * The statements' parameters: each a JSON array of `{ document, rows }`, where `rows` is a batch as the extraction
 * process packed it, joined as text (never parsed here); about `STAGE_SLICE` passages a statement however the
 * documents divide them, so a hundred one-passage notes are one statement and a book is many.
 */
function* stageBatches(indexed: Outcome[]): Generator<string> {
  let parts: string[] = [];
  let rows = 0;
  for (const outcome of indexed) {
    if (!('packed' in outcome)) continue;
    const { packed, doc } = outcome;
    for (const [i, batch] of packed.batches.entries()) {
      parts.push(`{"document":"${doc.id}","rows":${batch}}`);
      // A full batch holds STAGE_SLICE rows; only a document's last one may hold fewer.
      rows += i < packed.batches.length - 1 ? STAGE_SLICE : packed.chunkCount - i * STAGE_SLICE;
      if (rows >= STAGE_SLICE) {
        yield `[${parts.join(',')}]`;
        parts = [];
        rows = 0;
      }
    }
  }
  if (parts.length > 0) yield `[${parts.join(',')}]`;
}

/**
 * The commit: under the pack's lock, each document still as it was when the job began (not deleted or replaced
 * meanwhile) becomes live with its passages, or failed with its reason; then the pack's counts and edition.
 */
async function makeLive(deps: IndexingDeps, outcomes: Outcome[], generation: number) {
  const { db, now } = deps;
  const packId = outcomes[0]!.doc.packId;
  await db.transaction(async (tx) => {
    const at = now();
    await lockPack(tx, packId);
    const ids = outcomes.map((outcome) => outcome.doc.id);
    const current = await tx
      .select({ id: documents.id, sha256: documents.sha256 })
      .from(documents)
      .where(inArray(documents.id, ids))
      .for('update');
    const unchanged = new Set(
      current
        .filter((row) => outcomes.some((o) => o.doc.id === row.id && o.doc.sha256 === row.sha256))
        .map((row) => row.id),
    );
    const staged = await tx
      .select({ id: chunks.documentId, count: sql<number>`count(*)::int` })
      .from(chunks)
      .where(and(inArray(chunks.documentId, ids), eq(chunks.generation, generation)))
      .groupBy(chunks.documentId);
    const live = [];
    for (const outcome of outcomes) {
      if (!unchanged.has(outcome.doc.id)) continue; // deleted meanwhile: nothing to index (the sweep clears up)
      if ('failure' in outcome) {
        await tx
          .update(documents)
          .set({ status: 'failed', error: describeFailure(outcome.failure), updatedAt: at })
          .where(eq(documents.id, outcome.doc.id));
        continue;
      }
      // Only a second attempt running at once (a lease taken over) could have swept rows of this one away.
      const count = staged.find((row) => row.id === outcome.doc.id)?.count ?? 0;
      if (count !== outcome.packed.chunkCount)
        throw new Error('passages written for this indexing went missing');
      live.push(liveRow(outcome.doc.id, outcome.packed));
    }
    if (live.length > 0) {
      await tx.execute(sql`
        UPDATE documents d SET generation = ${generation}, status = 'ready', error = NULL, language = v.language,
          page_count = v.page_count, chunk_count = v.chunk_count, flagged_count = v.flagged_count,
          parts_done = v.parts, parts_total = v.parts, indexed_at = ${sqlTime(at)},
          analyzer_version = ${ANALYZER_VERSION}, updated_at = ${sqlTime(at)}
        FROM jsonb_to_recordset(${JSON.stringify(live)}::jsonb) AS v(id uuid, language content_language, page_count int,
          chunk_count int, flagged_count int, parts int)
        WHERE d.id = v.id`);
      await recountPack(tx, packId, at);
    } else {
      await makeEdition(tx, packId, at);
    }
  });
}

const liveRow = (id: string, packed: PackedDocument) => ({
  id,
  language: packed.language,
  page_count: packed.pageCount,
  chunk_count: packed.chunkCount,
  flagged_count: packed.flaggedCount,
  parts: packed.pageCount ?? packed.chunkCount,
});

/**
 * Each batch with a vector on every passage, `EMBED_BATCH` passages a call to the model; `onProgress` hears how many
 * are done.
 */
async function embedBatches(
  embedder: Embedder,
  packed: PackedDocument,
  onProgress: (embedded: number) => Promise<void>,
): Promise<string[]> {
  const embedded: string[] = [];
  let done = 0;
  for (const batch of packed.batches) {
    const rows = readBatch(batch);
    for (let start = 0; start < rows.length; start += EMBED_BATCH) {
      const slice = rows.slice(start, start + EMBED_BATCH);
      const vectors = await embedder.embed(slice.map((row) => row.text));
      vectors.forEach((vector, i) => (slice[i]!.embedding = Array.from(vector)));
      done += slice.length;
      await onProgress(done);
    }
    embedded.push(JSON.stringify(rows));
  }
  return embedded;
}

async function nextGeneration(db: Database): Promise<number> {
  const result = await db.execute(sql`SELECT nextval('chunk_generations') AS value`);
  return Number((result as unknown as { rows: { value: string | number }[] }).rows[0]!.value);
}

/**
 * Lets requests waiting on the serving thread run before the next slice of indexing work. (A pause as long as each
 * slice took was tried while the database shared this thread; its wall time includes waiting behind other
 * statements, so under load it slowed indexing far more than it helped, and the database has its own thread now.)
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function setStatus(db: Database, ids: string[], status: 'queued' | 'processing', now: Date) {
  await db
    .update(documents)
    .set({ status, partsDone: 0, ...(status === 'processing' ? { partsTotal: 0 } : {}), updatedAt: now })
    .where(inArray(documents.id, ids));
}

async function setProgress(
  db: Database,
  documentId: string,
  progress: { done: number; total: number },
  now: Date,
) {
  await db
    .update(documents)
    .set({ status: 'processing', partsDone: progress.done, partsTotal: progress.total, updatedAt: now })
    .where(eq(documents.id, documentId));
}

function describeFailure(error: unknown): string {
  if (error instanceof IngestError) return error.message;
  return 'Processing failed';
}
