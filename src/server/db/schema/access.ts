import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { rowId, requiredRef } from './columns';
import { packs } from './packs';
import { userProfiles } from './users';

/**
 * Why someone may read a pack they neither created nor administer. The other reasons — the pack's creator, an
 * admin, a free published pack — follow from the pack and the person and are never stored (see pack-access.ts).
 */
export const entitlementSource = pg.pgEnum('entitlement_source', ['purchase', 'grant', 'credits']);

/**
 * Who may read which pack beyond its creator and the admins: purchases (the checkout fills them), grants, and
 * query credits bought for a metered pack (each query spends one: see query_credits).
 */
export const packEntitlements = pg.pgTable(
  'pack_entitlements',
  {
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    source: entitlementSource('source').notNull(),
    /** The admin who granted it (grants only). */
    grantedBy: pg.uuid('granted_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.packId, t.source] }),
    pg.index('pack_entitlements_pack_idx').on(t.packId),
  ],
);

/** How an assistant came by its credential: a token its owner pasted, or an OAuth grant they consented to. */
export const credentialKind = pg.pgEnum('credential_kind', ['personal', 'oauth']);

/**
 * A credential an MCP client connects with: a personal access token, or an assistant connected by OAuth (issue 22).
 * For a personal token only its SHA-256 is kept; `hint` (its last characters) tells tokens apart in the list. An
 * OAuth connection keeps no secret here: its short-lived access tokens and rotating refresh tokens are
 * oauth_tokens rows that name it, and `name`/`client_*` say which assistant it is. `packIds` null means every pack
 * the owner may read; `scopes` null means everything (personal tokens); `expiresAt` null means until revoked.
 * Revoking deletes the row (and an OAuth connection's tokens with it), which the database announces to every
 * instance (migration 0009).
 */
export const accessTokens = pg.pgTable(
  'access_tokens',
  {
    id: rowId(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    kind: credentialKind('kind').notNull().default('personal'),
    name: pg.text('name').notNull(),
    tokenHash: pg.text('token_hash').unique(),
    hint: pg.text('hint'),
    packIds: pg.uuid('pack_ids').array(),
    scopes: pg.text('scopes').array(),
    /** The OAuth client's id: a metadata document's URL, or the id it was given when it registered itself. */
    clientId: pg.text('client_id'),
    clientDomain: pg.text('client_domain'),
    /** False when the client registered itself (its name is its own claim). */
    clientVerified: pg.boolean('client_verified'),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: pg.timestamp('last_used_at', { withTimezone: true }),
    /**
     * The client said at `initialize` (2025-11-25 era) that it can open a URL for its person (URL-mode elicitation):
     * a purchase needing confirmation is then asked with the URL-elicitation-required error rather than as text.
     */
    elicitsUrl: pg.boolean('elicits_url').notNull().default(false),
  },
  (t) => [pg.index('access_tokens_user_idx').on(t.userId, t.createdAt)],
);

export const queryChannel = pg.pgEnum('query_channel', ['mcp', 'web']);

/**
 * One query a person made of packs, through MCP or the web API: what creators learn from and pay-per-query counts.
 * The token that made it is named by id, never kept. The person may read and delete their own.
 */
export const queryRecords = pg.pgTable(
  'query_records',
  {
    id: rowId(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    tokenId: pg.uuid('token_id').references(() => accessTokens.id, { onDelete: 'set null' }),
    channel: queryChannel('channel').notNull(),
    tool: pg.text('tool').notNull(),
    packIds: pg
      .uuid('pack_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    query: pg.text('query'),
    resultCount: pg.integer('result_count').notNull(),
    /** The best retrieval score among the results: low ones are the pack's poorly answered questions. */
    topScore: pg.real('top_score'),
    latencyMs: pg.real('latency_ms').notNull(),
    /**
     * The sections the query used, as `passage_days` counts them (a trigger adds them there):
     * `[{ p: pack, d: document, s: section, u: 'retrieved' | 'read' | 'cited' }]`. What links a question to the
     * passages that answered it.
     */
    passages: pg
      .jsonb('passages')
      .$type<{ p: string; d: string; s: string; u: 'retrieved' | 'read' | 'cited' }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('query_records_user_idx').on(t.userId, t.createdAt),
    pg.index('query_records_packs_idx').using('gin', t.packIds),
    // A pack's statistics read its last 30 days: ANDed with the GIN index above, only the recent rows are read.
    pg.index('query_records_created_idx').on(t.createdAt),
  ],
);
