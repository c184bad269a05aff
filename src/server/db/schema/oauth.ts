import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accessTokens } from './access';
import { requiredRef, rowId } from './columns';
import { userProfiles } from './users';

/**
 * OAuth 2.1 for the MCP resource (issue 22). Secrets are kept only as SHA-256 hashes (256 random bits need no slow
 * hash); the connection a token belongs to is an access_tokens row of kind 'oauth'.
 */

/** A client that registered itself (RFC 7591). Clients with a metadata document are not stored: it is fetched. */
export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  clientUri: text('client_uri'),
  redirectUris: text('redirect_uris').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * An authorization code: what the person consented to, for one client and redirect URI, bound to a PKCE challenge
 * and the resource. Single use: `usedAt` is set by the exchange, and a second exchange revokes the connection the
 * first one made (`connectionId`).
 */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    clientId: text('client_id').notNull(),
    clientName: text('client_name').notNull(),
    clientDomain: text('client_domain').notNull(),
    clientVerified: boolean('client_verified').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    resource: text('resource').notNull(),
    scopes: text('scopes').array().notNull(),
    packIds: uuid('pack_ids').array(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    connectionId: uuid('connection_id').references(() => accessTokens.id, { onDelete: 'set null' }),
  },
  (t) => [index('oauth_codes_expires_idx').on(t.expiresAt)],
);

export const oauthTokenKind = pgEnum('oauth_token_kind', ['access', 'refresh']);

/**
 * An access token (short-lived, for the resource in `audience`) or a refresh token (rotated: `rotatedAt` is set
 * when it is exchanged, and presenting it again revokes the whole connection).
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: rowId(),
    connectionId: requiredRef('connection_id', () => accessTokens.id, 'cascade'),
    kind: oauthTokenKind('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    audience: text('audience').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_tokens_connection_idx').on(t.connectionId)],
);
