import { and, desc, eq, lt } from 'drizzle-orm';
import type { QueryRecord } from '../../common/contracts/access';
import { QUERY_HISTORY_PAGE_SIZE } from '../../common/limits';
import type { Database } from '../db/client';
import { queryRecords } from '../db/schema';

/** Where a query came from; a query with an origin is recorded. */
export interface QueryOrigin {
  channel: 'mcp' | 'web';
  /** The access token it came with (MCP), by id. */
  tokenId: string | null;
}

/** A query made through the web API (signed in with a session). */
export const WEB: QueryOrigin = { channel: 'web', tokenId: null };

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
}

/**
 * What people asked of packs, through MCP and the web API: for creators' analytics, pay-per-query earnings and the
 * person's own history (which they may read and delete). The token is recorded by id, never itself.
 */
export function createQueryRecords(db: Database) {
  return {
    async record(input: QueryRecordInput): Promise<void> {
      await db.insert(queryRecords).values({ ...input, packIds: [...new Set(input.packIds)] });
    },

    /** The user's records, newest first, a page at a time (`before`: the previous page's `next_before`). */
    async history(
      userId: string,
      before?: Date,
    ): Promise<{ records: QueryRecord[]; next_before: string | null }> {
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
      const removed = await db
        .delete(queryRecords)
        .where(and(eq(queryRecords.userId, userId), id ? eq(queryRecords.id, id) : undefined))
        .returning({ id: queryRecords.id });
      return removed.length;
    },
  };
}

export type QueryRecords = ReturnType<typeof createQueryRecords>;
