import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { QueryRecord } from '../../common/contracts/access';
import { QUERY_HISTORY_PAGE_SIZE } from '../../common/limits';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { QueryOrigin } from '../http/context';
import { accessTokens, queryRecords } from '../db/schema';

/** A query made through the web API (signed in with a session). */
export const WEB: QueryOrigin = { channel: 'web', tokenId: null };

/** A section of a pack a query used: retrieved (a search, an answer), read whole, or cited in an answer. */
export interface PassageUse {
  packId: string;
  documentId: string;
  /** The passage's headings, outermost first. */
  section: readonly string[];
  use: 'retrieved' | 'read' | 'cited';
}

/** How a section is named in the rollup: its headings joined (a document's text before any heading is ""). */
export const SECTION_JOIN = ' › ';
/**
 * Each heading cut to HEADING_KEY_CHARS and the whole to SECTION_KEY_CHARS: the key is part of the rollup's primary
 * key, and a btree entry past PostgreSQL's limit (~2.7 kB) would fail the whole batch of records that used it.
 */
const HEADING_KEY_CHARS = 200;
const SECTION_KEY_CHARS = 600;
export const sectionKey = (headings: readonly string[]) =>
  headings
    .map((heading) => heading.slice(0, HEADING_KEY_CHARS))
    .join(SECTION_JOIN)
    .slice(0, SECTION_KEY_CHARS);

/** The uses a record keeps: each section once per kind of use (three passages of one section retrieved count one). */
function compactUses(uses: readonly PassageUse[]) {
  const seen = new Map<string, { p: string; d: string; s: string; u: PassageUse['use'] }>();
  for (const use of uses) {
    const s = sectionKey(use.section);
    seen.set(`${use.documentId}\u0000${s}\u0000${use.use}`, {
      p: use.packId,
      d: use.documentId,
      s,
      u: use.use,
    });
  }
  return [...seen.values()];
}

export interface QueryRecordInput {
  userId: string;
  tokenId: string | null;
  channel: 'mcp' | 'web';
  tool: string;
  packIds: readonly string[];
  query: string | null;
  resultCount: number;
  topScore: number | null;
  latencyMs: number;
  /** The sections it used, counted in `passage_days` as the record is written (migration 0034). */
  passages?: readonly PassageUse[];
}

export interface QueryRecordOptions {
  /** The app's clock: a record is stamped when the query was made, not when its batch is written. */
  now: Clock;
  /** How long a record may wait to be written with others. */
  flushMs?: number;
  /** Written at once when so many wait. */
  maxBatch?: number;
  /**
   * Records that could not be written even one by one (their person was deleted meanwhile, or the database is
   * down): how many were lost (the queries themselves were answered).
   */
  onError?: (error: unknown, lost: number) => void;
}

/**
 * What people asked of packs, through MCP and the web API: for creators' analytics and the person's own history
 * (which they may read and delete). The token is recorded by id, never itself.
 *
 * Records are written in batches, at most `flushMs` (100 ms) after the query: one insert per query halved the
 * searches the embedded database could answer (measured: 1,212 → 529 searches/s at 50 connections). Reading or
 * deleting history writes what waits first, so a person always sees their latest query; a crash loses at most the
 * last 100 ms of records — records are analytics, never the ledger (spending query credits is its own transaction).
 */
export function createQueryRecords(db: Database, options: QueryRecordOptions) {
  const { now, flushMs = 100, maxBatch = 500, onError = () => {} } = options;
  let waiting: Row[] = [];
  let timer: NodeJS.Timeout | undefined;
  let written: Promise<void> = Promise.resolve();

  /**
   * Writes a batch so that one bad row never costs another: the batch at once; if that fails, with the tokens
   * revoked since their queries were made left out of their records (the row of a revoked token is deleted, and a
   * record naming it would break the batch's foreign key); if that fails too, row by row.
   */
  async function write(batch: Row[]): Promise<void> {
    try {
      await insertAll(db, batch);
      return;
    } catch {
      // Below: find what cannot be stored.
    }
    let rows = batch;
    try {
      const named = [...new Set(batch.flatMap((row) => (row.tokenId ? [row.tokenId] : [])))];
      const live = new Set(
        named.length === 0
          ? []
          : (
              await db
                .select({ id: accessTokens.id })
                .from(accessTokens)
                .where(inArray(accessTokens.id, named))
            ).map((row) => row.id),
      );
      rows = batch.map((row) => (row.tokenId && !live.has(row.tokenId) ? { ...row, tokenId: null } : row));
      await insertAll(db, rows);
      return;
    } catch {
      // Row by row, below.
    }
    let lost = 0;
    let lastError: unknown;
    for (const row of rows) {
      // A token may be revoked between the look-up above and this insert: then the record is kept without it.
      let failure: unknown;
      for (const attempt of row.tokenId ? [row, { ...row, tokenId: null }] : [row]) {
        try {
          await db.insert(queryRecords).values(attempt);
          failure = undefined;
          break;
        } catch (error) {
          failure = error;
        }
      }
      if (failure !== undefined) {
        lost += 1;
        lastError = failure;
      }
    }
    if (lost > 0) onError(lastError, lost);
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length > 0) {
      written = written.then(() => write(batch));
    }
    return written;
  }

  return {
    record(input: QueryRecordInput): void {
      waiting.push({
        ...input,
        query: input.query === null ? null : storable(input.query),
        tool: storable(input.tool),
        packIds: [...new Set(input.packIds)],
        passages: compactUses(input.passages ?? []),
        createdAt: now(),
      });
      if (waiting.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
    },

    /** Writes every waiting record: before reading them, and before the server stops. */
    flush,

    /** The user's records, newest first, a page at a time (`before`: the previous page's `next_before`). */
    async history(
      userId: string,
      before?: Date,
    ): Promise<{ records: QueryRecord[]; next_before: string | null }> {
      await flush();
      const rows = await db
        .select()
        .from(queryRecords)
        .where(and(eq(queryRecords.userId, userId), before ? lt(queryRecords.createdAt, before) : undefined))
        .orderBy(desc(queryRecords.createdAt))
        .limit(QUERY_HISTORY_PAGE_SIZE + 1);
      const page = rows.slice(0, QUERY_HISTORY_PAGE_SIZE);
      return {
        records: page.map((row) => ({
          id: row.id,
          channel: row.channel,
          tool: row.tool,
          pack_ids: row.packIds,
          query: row.query,
          result_count: row.resultCount,
          latency_ms: row.latencyMs,
          created_at: row.createdAt.toISOString(),
        })),
        next_before:
          rows.length > QUERY_HISTORY_PAGE_SIZE ? (page.at(-1)?.createdAt.toISOString() ?? null) : null,
      };
    },

    /** Deletes one of the user's records, or all of them when `id` is absent; how many went. */
    async remove(userId: string, id?: string): Promise<number> {
      await flush();
      const removed = await db
        .delete(queryRecords)
        .where(and(eq(queryRecords.userId, userId), id ? eq(queryRecords.id, id) : undefined))
        .returning({ id: queryRecords.id });
      return removed.length;
    },
  };
}

type Row = typeof queryRecords.$inferInsert;

/**
 * A batch as one insert with one parameter: the rows as JSON, read back by `jsonb_to_recordset`. Drizzle's
 * `insert().values(batch)` builds a placeholder per column per row, and under load that building cost more of
 * the serving thread than the searches being recorded (measured: ADR 0031 §12).
 */
async function insertAll(db: Database, batch: Row[]): Promise<void> {
  const rows = batch.map((row) => ({
    user_id: row.userId,
    token_id: row.tokenId ?? null,
    channel: row.channel,
    tool: row.tool,
    pack_ids: row.packIds ?? [],
    query: row.query ?? null,
    result_count: row.resultCount,
    top_score: row.topScore ?? null,
    latency_ms: row.latencyMs,
    passages: row.passages ?? [],
    created_at: row.createdAt,
  }));
  // One statement: the records and, by its trigger, their sections' counts in passage_days.
  await db.execute(sql`
    insert into query_records
      (user_id, token_id, channel, tool, pack_ids, query, result_count, top_score, latency_ms, passages, created_at)
    select user_id, token_id, channel, tool, pack_ids, query, result_count, top_score, latency_ms, passages, created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      user_id uuid, token_id uuid, channel query_channel, tool text, pack_ids uuid[], query text,
      result_count integer, top_score real, latency_ms real, passages jsonb, created_at timestamptz
    )`);
}

/**
 * Text PostgreSQL can store: no NUL (text cannot hold one), and no lone surrogate halves (not UTF-8; replaced by
 * U+FFFD, as a browser would show them).
 */
function storable(text: string): string {
  return text.toWellFormed().replaceAll('\u0000', '');
}

export type QueryRecords = ReturnType<typeof createQueryRecords>;
