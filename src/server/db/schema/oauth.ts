import * as pg from 'drizzle-orm/pg-core';
import { accessTokens } from './access';
import { requiredRef, rowId } from './columns';
import { userProfiles } from './users';

/**
 * OAuth 2.1 for the MCP resource (issue 22). Secrets are kept only as SHA-256 hashes (256 random bits need no slow
 * hash); the connection a token belongs to is an access_tokens row of kind 'oauth'.
 */

/** A client that registered itself (RFC 7591). Clients with a metadata document are not stored: it is fetched. */
export const oauthClients = pg.pgTable('oauth_clients', {
  clientId: pg.text('client_id').primaryKey(),
  name: pg.text('name').notNull(),
  clientUri: pg.text('client_uri'),
  redirectUris: pg.text('redirect_uris').array().notNull(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * An authorization code: what the person consented to, for one client and redirect URI, bound to a PKCE challenge
 * and the resource. Single use: `usedAt` is set by the exchange, and a second exchange revokes the connection the
 * first one made (`connectionId`).
 */
export const oauthCodes = pg.pgTable(
  'oauth_codes',
  {
    codeHash: pg.text('code_hash').primaryKey(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    clientId: pg.text('client_id').notNull(),
    clientName: pg.text('client_name').notNull(),
    clientDomain: pg.text('client_domain').notNull(),
    clientVerified: pg.boolean('client_verified').notNull(),
    redirectUri: pg.text('redirect_uri').notNull(),
    codeChallenge: pg.text('code_challenge').notNull(),
    resource: pg.text('resource').notNull(),
    scopes: pg.text('scopes').array().notNull(),
    packIds: pg.uuid('pack_ids').array(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: pg.timestamp('used_at', { withTimezone: true }),
    connectionId: pg.uuid('connection_id').references(() => accessTokens.id, { onDelete: 'set null' }),
    /** What the person let the assistant spend, chosen at consent (`AssistantBudget`); null: it may not buy. */
    budget: pg.jsonb('budget'),
  },
  (t) => [pg.index('oauth_codes_expires_idx').on(t.expiresAt)],
);

export const oauthTokenKind = pg.pgEnum('oauth_token_kind', ['access', 'refresh']);

/**
 * An access token (short-lived, for the resource in `audience`) or a refresh token (rotated: `rotatedAt` is set
 * when it is exchanged, and presenting it again revokes the whole connection).
 */
export const oauthTokens = pg.pgTable(
  'oauth_tokens',
  {
    id: rowId(),
    connectionId: requiredRef('connection_id', () => accessTokens.id, 'cascade'),
    kind: oauthTokenKind('kind').notNull(),
    tokenHash: pg.text('token_hash').notNull().unique(),
    audience: pg.text('audience').notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: pg.timestamp('rotated_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('oauth_tokens_connection_idx').on(t.connectionId)],
);
