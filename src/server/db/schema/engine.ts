import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { rowId, requiredRef } from './columns';
import { documents, packs } from './packs';

const float4Array = pg.customType<{ data: number[]; driverData: number[] | string }>({
  dataType: () => 'real[]',
});

/** A passage's columns, shared by the table and by the view of the live passages. */
const chunkColumns = () => ({
  id: rowId(),
  documentId: requiredRef('document_id', () => documents.id, 'cascade'),
  packId: requiredRef('pack_id', () => packs.id, 'cascade'),
  /**
   * Which indexing of its document wrote the passage. Only the generation the document names is live
   * (`live_chunks`): a new indexing writes its passages under a fresh generation in short statements, unseen,
   * and one update of the document makes them live; the old generation is deleted afterwards, in slices.
   */
  generation: pg.bigint('generation', { mode: 'number' }).notNull().default(0),
  ordinal: pg.integer('ordinal').notNull(),
  text: pg.text('text').notNull(),
  page: pg.integer('page'),
  headingPath: pg
    .text('heading_path')
    .array()
    .notNull()
    .default(sql`'{}'`),
  charStart: pg.integer('char_start').notNull(),
  charEnd: pg.integer('char_end').notNull(),
  /** The analysed terms (unique) and how often each occurs, and the number of analysed tokens: BM25's inputs. */
  terms: pg.text('terms').array().notNull(),
  termFreqs: pg.integer('term_freqs').array().notNull(),
  termCount: pg.integer('term_count').notNull(),
  /** A dense vector, when an embedding model is configured. */
  embedding: float4Array('embedding'),
  embeddingModel: pg.text('embedding_model'),
  /**
   * Why the injection screen flagged the passage as aimed at an assistant rather than a reader (empty: not
   * flagged). Flagged passages are still served — marked as such — and counted for the creator and admins.
   */
  injectionFlags: pg
    .text('injection_flags')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

/**
 * Every passage written, live or not: the indexing job writes here, and nothing else reads it (see `liveChunks`).
 * The analysed terms are stored with each passage, so the database holds everything a lexical index is built from;
 * the in-memory index is a cache any instance rebuilds from these rows.
 */
export const chunks = pg.pgTable('chunks', chunkColumns(), (t) => [
  pg.uniqueIndex('chunks_document_generation_ordinal_idx').on(t.documentId, t.generation, t.ordinal),
  pg.index('chunks_pack_idx').on(t.packId),
]);

/**
 * The passages search and reading see: each document's live generation (migration 0024 defines the view). A
 * document becomes searchable, or is replaced by its re-indexing, in one step, and a crash mid-way leaves nothing
 * half-visible. Read passages from here, never from `chunks`.
 */
export const liveChunks = pg.pgView('live_chunks', chunkColumns()).existing();

/** Generations of passages: each indexing attempt takes a fresh one, so two attempts never share rows. */
export const chunkGenerations = pg.pgSequence('chunk_generations');

export const jobStatus = pg.pgEnum('job_status', ['queued', 'running', 'done', 'failed']);

/**
 * Background work any instance may claim (`FOR UPDATE SKIP LOCKED`). A running job holds a lease; when its worker
 * dies the lease runs out and another claims it again. `key` keeps one live job per subject (one document).
 */
export const jobs = pg.pgTable(
  'jobs',
  {
    id: rowId(),
    kind: pg.text('kind').notNull(),
    key: pg.text('key').notNull(),
    payload: pg.jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: jobStatus('status').notNull().default('queued'),
    attempts: pg.integer('attempts').notNull().default(0),
    maxAttempts: pg.integer('max_attempts').notNull().default(5),
    runAt: pg.timestamp('run_at', { withTimezone: true }).notNull(),
    lockedBy: pg.text('locked_by'),
    lockedUntil: pg.timestamp('locked_until', { withTimezone: true }),
    lastError: pg.text('last_error'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('jobs_due_idx').on(t.status, t.runAt),
    pg
      .uniqueIndex('jobs_live_key_idx')
      .on(t.key)
      .where(sql`${t.status} IN ('queued', 'running')`),
  ],
);
