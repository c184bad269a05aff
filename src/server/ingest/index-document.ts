import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Queryable, Transaction } from '../db/client';
import { chunks, documents } from '../db/schema';
import { sqlTime } from '../db/sql-time';
import { documentFileKey, type FileStore } from '../files';
import type { JobHandler } from '../jobs/worker';
import type { Executor } from '../jobs/queue';
import { makeEdition } from '../packs';
import { ANALYZER_VERSION, type Embedder } from '../search';
import { kindForMime } from './document-kind';
import { processIsolated } from './isolated';
import { IngestError, type FileKind } from './types';
import { readBatch, type PackedDocument } from './staged-chunks';

export const INDEX_DOCUMENT_JOB = 'index-document';
/** Measures a pack's answer quality on one edition (its handler is quality/'s; the edition is made here). */
export const MEASURE_QUALITY_JOB = 'measure-pack-quality';
const EMBED_BATCH = 64;

export interface IndexingDeps {
  db: Database;
  /** The app's clock: when a document was indexed, when its status changed. */
  now: Clock;
  files: FileStore;
  embedder?: Embedder | undefined;
  /** Limits of the isolated extraction (a child process). */
  extraction?: { timeoutMs?: number; maxMemoryMb?: number };
}

/** Replaced passages deleted per statement afterwards (about 5 ms per 1,000 on the embedded database). */
const SWEEP_SLICE = 1000;

/** Where stored files wait on local disk while an extraction worker reads them. */
const WORK_DIR = join(tmpdir(), 'kenja-indexing');

/**
 * The stored file's passages, read by an isolated worker from a copy on local disk: the file streams from the store
 * (object storage, a directory) to that copy, so the serving process never holds it whole (issue 26).
 */
async function extractStoredFile(deps: IndexingDeps, documentId: string, kind: FileKind) {
  await mkdir(WORK_DIR, { recursive: true });
  const path = join(WORK_DIR, `${documentId}-${randomUUID()}`);
  try {
    if (!(await deps.files.download(documentFileKey(documentId), path))) {
      throw new IngestError('extraction_failed', 'The stored file is missing: upload it again');
    }
    await setProgress(deps.db, documentId, { status: 'processing', done: 0, total: 0 }, deps.now());
    return await processIsolated(kind, { path }, deps.extraction);
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * Lets requests waiting on the serving thread run before the next slice of indexing work. (A pause as long as each
 * slice took was tried while the database shared this thread; its wall time includes waiting behind other
 * statements, so under load it slowed indexing far more than it helped, and the database has its own thread now.)
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The indexing job: extract, chunk and analyse the stored bytes in an isolated worker (and embed every chunk when
 * a model is configured), write the passages under a fresh generation in short statements that nobody reads,
 * then make that generation live with the document's status and the pack's counts in one short transaction. Until
 * that commit the document is not searchable (or, re-indexed, searchable as it was); a crash before it leaves
 * unread rows that the next indexing of the document (or its failure) deletes.
 */
export function indexDocumentHandler(deps: IndexingDeps): JobHandler {
  const { db, now } = deps;
  return {
    async run(job, { signal }) {
      const documentId = String(job.payload.documentId);
      const [doc] = await db
        .select({
          id: documents.id,
          packId: documents.packId,
          mimeType: documents.mimeType,
          sha256: documents.sha256,
        })
        .from(documents)
        .where(eq(documents.id, documentId));
      if (!doc) return; // deleted while queued
      const packed = await extractStoredFile(deps, documentId, kindForMime(doc.mimeType));
      const total = packed.pageCount ?? packed.chunkCount;
      await setProgress(db, documentId, { status: 'processing', done: 0, total }, now());
      const batches = deps.embedder
        ? await embedBatches(deps.embedder, packed, (embedded) =>
            setProgress(
              db,
              documentId,
              {
                status: 'processing',
                done: Math.min(Math.floor((total * embedded) / packed.chunkCount), total - 1),
                total,
              },
              now(),
            ),
          )
        : packed.batches;

      const generation = await nextGeneration(db);
      const target = { documentId, packId: doc.packId, generation, model: deps.embedder?.model ?? null };
      for (const batch of batches) {
        // A stopping instance stops between batches and hands the job back (jobs/worker.ts): what it staged is
        // invisible, and the next attempt's indexing deletes it.
        signal.throwIfAborted();
        await stageChunks(db, target, batch);
        await nextTurn();
      }
      signal.throwIfAborted();

      await db.transaction(async (tx) => {
        const indexedAt = now();
        await lockPack(tx, doc.packId);
        const [current] = await tx
          .select({ sha256: documents.sha256 })
          .from(documents)
          .where(eq(documents.id, documentId))
          .for('update');
        if (current?.sha256 !== doc.sha256) return; // deleted meanwhile: nothing to index (the sweep clears up)
        const [staged] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(chunks)
          .where(and(eq(chunks.documentId, documentId), eq(chunks.generation, generation)));
        // Only a second attempt running at once (a lease taken over) could have swept rows of this one away.
        if (staged?.count !== packed.chunkCount)
          throw new Error('passages written for this indexing went missing');
        await tx
          .update(documents)
          .set({
            generation,
            status: 'ready',
            error: null,
            language: packed.language,
            pageCount: packed.pageCount,
            chunkCount: packed.chunkCount,
            flaggedCount: packed.flaggedCount,
            partsDone: total,
            partsTotal: total,
            indexedAt,
            analyzerVersion: ANALYZER_VERSION,
            updatedAt: indexedAt,
          })
          .where(eq(documents.id, documentId));
        await recountPack(tx, doc.packId, indexedAt);
      });
      await sweepReplacedChunks(db, documentId);
    },
    isTransient: (error) => !(error instanceof IngestError) || error.transient,
    describe: describeFailure,
    // Waiting for its next attempt, the document is queued again (its old chunks, if any, stay searchable).
    async onRetry(job) {
      await db
        .update(documents)
        .set({ status: 'queued', partsDone: 0, updatedAt: now() })
        .where(eq(documents.id, String(job.payload.documentId)));
    },
    async onFailed(job, error) {
      const documentId = String(job.payload.documentId);
      await db.transaction(async (tx) => {
        const [doc] = await tx
          .select({ packId: documents.packId })
          .from(documents)
          .where(eq(documents.id, documentId));
        if (!doc) return;
        await lockPack(tx, doc.packId);
        await tx
          .update(documents)
          .set({ status: 'failed', error: describeFailure(error), updatedAt: now() })
          .where(eq(documents.id, documentId));
        // The last document of a batch failing ends the batch: the others' edition is made now.
        await makeEdition(tx, doc.packId, now());
      });
      await sweepReplacedChunks(db, documentId);
    },
  };
}

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
 * Writes a batch of passages (a JSON array of `StagedChunk`s, as the extraction process packed it) under a
 * generation nobody reads yet. One JSON parameter, unpacked by the database: building a many-row VALUES list through
 * the query builder cost as much of the server's thread as the database's own work.
 */
export async function stageChunks(
  db: Queryable,
  target: { documentId: string; packId: string; generation: number; model: string | null },
  batch: string,
) {
  await db.execute(sql`
    INSERT INTO chunks (document_id, pack_id, generation, ordinal, text, page, heading_path, char_start, char_end,
      terms, term_freqs, term_count, embedding, embedding_model, injection_flags)
    SELECT ${target.documentId}, ${target.packId}, ${target.generation}, r.ordinal, r.text, r.page, r.heading_path,
      r.char_start, r.char_end, r.terms, r.term_freqs, r.term_count, r.embedding,
      CASE WHEN r.embedding IS NULL THEN NULL ELSE ${target.model}::text END, r.injection_flags
    FROM jsonb_to_recordset(${batch}::jsonb) AS r(ordinal int, text text, page int,
      heading_path text[], char_start int, char_end int, terms text[], term_freqs int[], term_count int,
      embedding real[], injection_flags text[])`);
}

/**
 * Deletes the document's passages that are not live — the generation a re-indexing replaced, or what a crashed
 * attempt wrote — a slice at a time, with a turn of the event loop between slices.
 */
export async function sweepReplacedChunks(db: Database, documentId: string) {
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM chunks WHERE id IN (
        SELECT c.id FROM chunks c JOIN documents d ON d.id = c.document_id
        WHERE c.document_id = ${documentId} AND c.generation <> d.generation
        LIMIT ${SWEEP_SLICE})`);
    if (affectedRows(result) < SWEEP_SLICE) return;
    await nextTurn();
  }
}

const affectedRows = (result: unknown) =>
  (result as { rowCount?: number | null }).rowCount ??
  (result as { affectedRows?: number }).affectedRows ??
  0;

/**
 * The pack's row lock orders every change to its documents' chunks and its counts, whichever instance makes it.
 * Taken first, before any document row, so that indexing and deleting never wait on each other in a circle.
 */
export async function lockPack(tx: Executor, packId: string) {
  await tx.execute(sql`SELECT id FROM packs WHERE id = ${packId} FOR UPDATE`);
}

/**
 * A pack's file count and total chunks are what is searchable in it — its documents' live passages, counted as
 * each document was made live — summed in the transaction that changed them; its index version moves on (the
 * database then tells every instance to drop its cached index), and once no other document of it is being indexed
 * the change is the pack's next edition for its buyers (packs/editions).
 */
export async function recountPack(tx: Transaction, packId: string, now: Date) {
  await countPackLive(tx, packId, now);
  // A new edition of a marketplace pack is measured (quality/).
  await queueQualityJobs(tx, sql`id = ${packId}`, now);
  await makeEdition(tx, packId, now);
}

/**
 * Queues a quality measurement (quality/) of the current edition of each marketplace pack `which` selects: one job
 * per pack and edition, whose handler measures it only if it is still the pack's edition when it runs.
 */
export async function queueQualityJobs(tx: Executor, which: SQL, now: Date) {
  await tx.execute(sql`
    INSERT INTO jobs (kind, key, payload, run_at, created_at, updated_at)
    SELECT ${MEASURE_QUALITY_JOB}, 'pack-quality:' || id || ':' || index_version,
      jsonb_build_object('packId', id, 'edition', index_version), ${sqlTime(now)}, ${sqlTime(now)}, ${sqlTime(now)}
    FROM packs WHERE kind = 'marketplace' AND ${which}
    ON CONFLICT (key) WHERE status IN ('queued', 'running') DO NOTHING`);
}

async function countPackLive(tx: Executor, packId: string, now: Date) {
  await tx.execute(sql`
    UPDATE packs SET
      file_count = live.files,
      total_chunks = live.chunks,
      flagged_chunks = live.flagged,
      index_version = index_version + 1,
      indexed_at = ${sqlTime(now)},
      updated_at = ${sqlTime(now)}
    FROM (
      SELECT count(*) FILTER (WHERE chunk_count > 0)::int AS files,
        coalesce(sum(chunk_count), 0)::int AS chunks,
        coalesce(sum(flagged_count), 0)::int AS flagged
      FROM documents WHERE pack_id = ${packId}
    ) live
    WHERE id = ${packId}`);
}

async function setProgress(
  db: Database,
  documentId: string,
  progress: { status: 'processing'; done: number; total: number },
  now: Date,
) {
  await db
    .update(documents)
    .set({
      status: progress.status,
      partsDone: progress.done,
      partsTotal: progress.total,
      updatedAt: now,
    })
    .where(eq(documents.id, documentId));
}

/**
 * Queues every document still waiting without a job — demo documents from a database seeded before the engine
 * existed. Safe to run at every start: a document with a live job is left alone.
 */
export async function enqueueWaitingDocuments(db: Database, now: Date): Promise<number> {
  // Documents indexed by an older analyser are indexed again; their chunks stay searchable meanwhile.
  await db.execute(sql`
    UPDATE documents SET status = 'queued', parts_done = 0, parts_total = 0, updated_at = ${sqlTime(now)}
    WHERE status = 'ready' AND analyzer_version IS DISTINCT FROM ${ANALYZER_VERSION}`);
  const result = await db.execute(sql`
    INSERT INTO jobs (kind, key, payload, run_at, created_at, updated_at)
    SELECT ${INDEX_DOCUMENT_JOB}, 'document:' || id, jsonb_build_object('documentId', id),
      ${sqlTime(now)}, ${sqlTime(now)}, ${sqlTime(now)}
    FROM documents WHERE status = 'queued'
    ON CONFLICT (key) WHERE status IN ('queued', 'running') DO NOTHING`);
  return (
    (result as { affectedRows?: number; rowCount?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}

function describeFailure(error: unknown): string {
  if (error instanceof IngestError) return error.message;
  return 'Processing failed';
}
