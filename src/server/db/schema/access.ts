import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { rowId, requiredRef } from './columns';
import { packs } from './packs';
import { userProfiles } from './users';

/**
 * Why someone may read a pack they neither created nor administer. The other reasons — the pack's creator, an
 * admin, a free published pack — follow from the pack and the person and are never stored (see pack-access.ts).
 */
export const entitlementSource = pgEnum('entitlement_source', ['purchase', 'grant', 'credits']);

/**
 * Who may read which pack beyond its creator and the admins: purchases (the checkout fills them), grants, and
 * query credits bought for a metered pack (each query spends one: see query_credits).
 */
export const packEntitlements = pgTable(
  'pack_entitlements',
  {
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    source: entitlementSource('source').notNull(),
    /** The admin who granted it (grants only). */
    grantedBy: uuid('granted_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.packId, t.source] }),
    index('pack_entitlements_pack_idx').on(t.packId),
  ],
);

/**
 * A personal access token for MCP clients. Only its SHA-256 is kept; `hint` (its last characters) tells tokens
 * apart in the list. `packIds` null means every pack the owner may read; `expiresAt` null means until revoked.
 * Revoking deletes the row, which the database announces to every instance (migration 0009).
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: rowId(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    packIds: uuid('pack_ids').array(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId, t.createdAt)],
);

export const queryChannel = pgEnum('query_channel', ['mcp', 'web']);

/**
 * One query a person made of packs, through MCP or the web API: what creators learn from and pay-per-query counts.
 * The token that made it is named by id, never kept. The person may read and delete their own.
 */
export const queryRecords = pgTable(
  'query_records',
  {
    id: rowId(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    tokenId: uuid('token_id').references(() => accessTokens.id, { onDelete: 'set null' }),
    channel: queryChannel('channel').notNull(),
    tool: text('tool').notNull(),
    packIds: uuid('pack_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    query: text('query'),
    resultCount: integer('result_count').notNull(),
    /** The best retrieval score among the results: low ones are the pack's poorly answered questions. */
    topScore: real('top_score'),
    latencyMs: real('latency_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('query_records_user_idx').on(t.userId, t.createdAt),
    index('query_records_packs_idx').using('gin', t.packIds),
    // A pack's statistics read its last 30 days: ANDed with the GIN index above, only the recent rows are read.
    index('query_records_created_idx').on(t.createdAt),
  ],
);
