import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Queryable, Transaction } from '../db/client';
import { sqlTime } from '../db/sql-time';
import type { FileStore } from '../files';
import type { Executor } from '../jobs/queue';
import { makeEdition } from '../packs';
import { ANALYZER_VERSION, type Embedder } from '../search';

export const INDEX_DOCUMENT_JOB = 'index-document';
/** Measures a pack's answer quality on one edition (its handler is quality/'s; the edition is made here). */
export const MEASURE_QUALITY_JOB = 'measure-pack-quality';

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

/**
 * Writes passages under a generation nobody reads yet: `batch` is a JSON array of `{ document, rows }`, `rows` a
 * batch of `StagedChunk`s as the extraction process packed it (one document's, or several small ones'). One JSON
 * parameter, unpacked by the database: building a many-row VALUES list through the query builder cost as much of the
 * server's thread as the database's own work.
 */
export async function stageChunks(
  db: Queryable,
  target: { packId: string; generation: number; model: string | null },
  batch: string,
) {
  await db.execute(sql`
    INSERT INTO chunks (document_id, pack_id, generation, ordinal, text, page, heading_path, char_start, char_end,
      terms, term_freqs, term_count, embedding, embedding_model, injection_flags)
    SELECT (d.value->>'document')::uuid, ${target.packId}, ${target.generation}, r.ordinal, r.text, r.page,
      r.heading_path, r.char_start, r.char_end, r.terms, r.term_freqs, r.term_count, r.embedding,
      CASE WHEN r.embedding IS NULL THEN NULL ELSE ${target.model}::text END, r.injection_flags
    FROM jsonb_array_elements(${batch}::jsonb) AS d,
      jsonb_to_recordset(d.value->'rows') AS r(ordinal int, text text, page int,
      heading_path text[], char_start int, char_end int, terms text[], term_freqs int[], term_count int,
      embedding real[], injection_flags text[])`);
}

/**
 * Deletes the documents' passages that are not live — the generation a re-indexing replaced, or what a crashed
 * attempt wrote — a slice at a time, with a turn of the event loop between slices.
 */
export async function sweepReplacedChunks(db: Database, documentIds: string[]) {
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM chunks WHERE id IN (
        SELECT c.id FROM chunks c JOIN documents d ON d.id = c.document_id
        WHERE c.document_id IN (${sql.join(
          documentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND c.generation <> d.generation
        LIMIT ${SWEEP_SLICE})`);
    if (affectedRows(result) < SWEEP_SLICE) return;
    await new Promise((resolve) => setImmediate(resolve));
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
