import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chunks, documents } from '../db/schema';
import type { JobHandler } from '../jobs/worker';
import type { Executor } from '../jobs/queue';
import { analyze, ANALYZER_VERSION, termFrequencies, type Embedder } from '../search';
import { kindForMime } from './document-kind';
import { screenPassage } from './injection-screen';
import { processIsolated } from './isolated';
import { IngestError, type DocumentChunk } from './types';

export const INDEX_DOCUMENT_JOB = 'index-document';
const INSERT_BATCH = 250;
const EMBED_BATCH = 64;

export interface IndexingDeps {
  db: Database;
  embedder?: Embedder | undefined;
  /** Limits of the isolated extraction (a child process). */
  extraction?: { timeoutMs?: number; maxMemoryMb?: number };
}

/** Chunks analysed between two turns of the event loop (about 10 ms of work). */
const ANALYSE_SLICE = 256;

/**
 * The indexing job: extract and chunk the stored bytes in an isolated worker, analyse every chunk (and embed it
 * when a model is configured), then swap the document's chunks in one transaction with its status, the pack's
 * counts and index version. Until that commit the document is not searchable (or, re-indexed, searchable as it
 * was); a crash before it loses nothing but time.
 */
export function indexDocumentHandler(deps: IndexingDeps): JobHandler {
  const { db } = deps;
  return {
    async run(job) {
      const documentId = String(job.payload.documentId);
      const [doc] = await db
        .select({
          id: documents.id,
          packId: documents.packId,
          mimeType: documents.mimeType,
          sha256: documents.sha256,
          content: documents.content,
        })
        .from(documents)
        .where(eq(documents.id, documentId));
      if (!doc) return; // deleted while queued
      await setProgress(db, documentId, { status: 'processing', done: 0, total: 0 });
      const processed = await processIsolated(kindForMime(doc.mimeType), doc.content, deps.extraction);
      const total = processed.pageCount ?? processed.chunks.length;
      await setProgress(db, documentId, { status: 'processing', done: 0, total });

      // A passage is found by the headings it sits under as well as by its own words. Analysed in slices that let
      // other requests run between them: a book is thousands of chunks, a third of a second of work at once.
      const analysed: (ReturnType<typeof termFrequencies> & { chunk: DocumentChunk })[] = [];
      for (const [i, chunk] of processed.chunks.entries()) {
        if (i > 0 && i % ANALYSE_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
        analysed.push({ chunk, ...termFrequencies(analyze([...chunk.headingPath, chunk.text].join('\n'))) });
      }
      const embeddings: (Float32Array | null)[] = analysed.map(() => null);
      if (deps.embedder) {
        for (let start = 0; start < analysed.length; start += EMBED_BATCH) {
          const batch = analysed.slice(start, start + EMBED_BATCH).map((a) => a.chunk.text);
          const vectors = await deps.embedder.embed(batch);
          vectors.forEach((v, i) => (embeddings[start + i] = v));
          const done = Math.floor((total * Math.min(start + EMBED_BATCH, analysed.length)) / analysed.length);
          await setProgress(db, documentId, { status: 'processing', done: Math.min(done, total - 1), total });
        }
      }

      await db.transaction(async (tx) => {
        await lockPack(tx, doc.packId);
        const [current] = await tx
          .select({ sha256: documents.sha256 })
          .from(documents)
          .where(eq(documents.id, documentId))
          .for('update');
        if (current?.sha256 !== doc.sha256) return; // deleted meanwhile: nothing to index
        await tx.delete(chunks).where(eq(chunks.documentId, documentId));
        const rows = analysed.map(({ chunk, terms, freqs, length }, i) => ({
          documentId,
          packId: doc.packId,
          ...chunkFields(chunk),
          terms,
          termFreqs: freqs,
          termCount: length,
          embedding: embeddings[i] ? Array.from(embeddings[i]) : null,
          embeddingModel: embeddings[i] ? (deps.embedder?.model ?? null) : null,
          injectionFlags: injectionFlags(chunk),
        }));
        for (let start = 0; start < rows.length; start += INSERT_BATCH) {
          await tx.insert(chunks).values(rows.slice(start, start + INSERT_BATCH));
        }
        await tx
          .update(documents)
          .set({
            status: 'ready',
            error: null,
            language: processed.language,
            pageCount: processed.pageCount,
            chunkCount: rows.length,
            partsDone: total,
            partsTotal: total,
            indexedAt: new Date(),
            analyzerVersion: ANALYZER_VERSION,
            updatedAt: new Date(),
          })
          .where(eq(documents.id, documentId));
        await recountPack(tx, doc.packId);
      });
    },
    isTransient: (error) => !(error instanceof IngestError) || error.transient,
    describe: describeFailure,
    // Waiting for its next attempt, the document is queued again (its old chunks, if any, stay searchable).
    async onRetry(job) {
      await db
        .update(documents)
        .set({ status: 'queued', partsDone: 0, updatedAt: new Date() })
        .where(eq(documents.id, String(job.payload.documentId)));
    },
    async onFailed(job, error) {
      await db
        .update(documents)
        .set({ status: 'failed', error: describeFailure(error), updatedAt: new Date() })
        .where(eq(documents.id, String(job.payload.documentId)));
    },
  };
}

/**
 * The pack's row lock orders every change to its documents' chunks and its counts, whichever instance makes it.
 * Taken first, before any document row, so that indexing and deleting never wait on each other in a circle.
 */
export async function lockPack(tx: Executor, packId: string) {
  await tx.execute(sql`SELECT id FROM packs WHERE id = ${packId} FOR UPDATE`);
}

/**
 * A pack's file count and total chunks are what is searchable in it, counted in the transaction that changed its
 * chunks, and its index version moves on (the database then tells every instance to drop its cached index).
 */
export async function recountPack(tx: Executor, packId: string) {
  await tx.execute(sql`
    UPDATE packs SET
      file_count = (SELECT count(DISTINCT document_id) FROM chunks WHERE pack_id = ${packId}),
      total_chunks = (SELECT count(*) FROM chunks WHERE pack_id = ${packId}),
      flagged_chunks = (SELECT count(*) FROM chunks WHERE pack_id = ${packId} AND cardinality(injection_flags) > 0),
      index_version = index_version + 1,
      indexed_at = now(),
      updated_at = now()
    WHERE id = ${packId}`);
}

/** What the injection screen finds in a chunk, and what its source hid in invisible characters. */
function injectionFlags(chunk: DocumentChunk): string[] {
  const { reasons } = screenPassage([...chunk.headingPath, chunk.text].join('\n'));
  const hidden = (chunk.hiddenReasons ?? []).filter((reason) => !reasons.includes(reason));
  return [...reasons, ...hidden];
}

function chunkFields(chunk: DocumentChunk) {
  return {
    ordinal: chunk.ordinal,
    text: chunk.text,
    page: chunk.page,
    headingPath: chunk.headingPath,
    charStart: chunk.charStart,
    charEnd: chunk.charEnd,
  };
}

async function setProgress(
  db: Database,
  documentId: string,
  progress: { status: 'processing'; done: number; total: number },
) {
  await db
    .update(documents)
    .set({
      status: progress.status,
      partsDone: progress.done,
      partsTotal: progress.total,
      updatedAt: new Date(),
    })
    .where(eq(documents.id, documentId));
}

/**
 * Queues every document still waiting without a job — demo documents from a database seeded before the engine
 * existed. Safe to run at every start: a document with a live job is left alone.
 */
export async function enqueueWaitingDocuments(db: Database): Promise<number> {
  // Documents indexed by an older analyser are indexed again; their chunks stay searchable meanwhile.
  await db.execute(sql`
    UPDATE documents SET status = 'queued', parts_done = 0, parts_total = 0
    WHERE status = 'ready' AND analyzer_version IS DISTINCT FROM ${ANALYZER_VERSION}`);
  const result = await db.execute(sql`
    INSERT INTO jobs (kind, key, payload)
    SELECT ${INDEX_DOCUMENT_JOB}, 'document:' || id, jsonb_build_object('documentId', id)
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
