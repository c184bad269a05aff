import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rowId, requiredRef } from './columns';
import { documents, packs } from './packs';

const float4Array = customType<{ data: number[]; driverData: number[] | string }>({
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
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
  ordinal: integer('ordinal').notNull(),
  text: text('text').notNull(),
  page: integer('page'),
  headingPath: text('heading_path')
    .array()
    .notNull()
    .default(sql`'{}'`),
  charStart: integer('char_start').notNull(),
  charEnd: integer('char_end').notNull(),
  /** The analysed terms (unique) and how often each occurs, and the number of analysed tokens: BM25's inputs. */
  terms: text('terms').array().notNull(),
  termFreqs: integer('term_freqs').array().notNull(),
  termCount: integer('term_count').notNull(),
  /** A dense vector, when an embedding model is configured. */
  embedding: float4Array('embedding'),
  embeddingModel: text('embedding_model'),
  /**
   * Why the injection screen flagged the passage as aimed at an assistant rather than a reader (empty: not
   * flagged). Flagged passages are still served — marked as such — and counted for the creator and admins.
   */
  injectionFlags: text('injection_flags')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

/**
 * Every passage written, live or not: the indexing job writes here, and nothing else reads it (see `liveChunks`).
 * The analysed terms are stored with each passage, so the database holds everything a lexical index is built from;
 * the in-memory index is a cache any instance rebuilds from these rows.
 */
export const chunks = pgTable('chunks', chunkColumns(), (t) => [
  uniqueIndex('chunks_document_generation_ordinal_idx').on(t.documentId, t.generation, t.ordinal),
  index('chunks_pack_idx').on(t.packId),
]);

/**
 * The passages search and reading see: each document's live generation (migration 0024 defines the view). A
 * document becomes searchable, or is replaced by its re-indexing, in one step, and a crash mid-way leaves nothing
 * half-visible. Read passages from here, never from `chunks`.
 */
export const liveChunks = pgView('live_chunks', chunkColumns()).existing();

/** Generations of passages: each indexing attempt takes a fresh one, so two attempts never share rows. */
export const chunkGenerations = pgSequence('chunk_generations');

export const jobStatus = pgEnum('job_status', ['queued', 'running', 'done', 'failed']);

/**
 * Background work any instance may claim (`FOR UPDATE SKIP LOCKED`). A running job holds a lease; when its worker
 * dies the lease runs out and another claims it again. `key` keeps one live job per subject (one document).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: rowId(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: jobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_live_key_idx')
      .on(t.key)
      .where(sql`${t.status} IN ('queued', 'running')`),
  ],
);
