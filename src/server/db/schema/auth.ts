import * as pg from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { userProfiles } from './users';

/**
 * A signed-in browser. The cookie holds a random token; only its keyed hash is stored, so the table alone cannot
 * be used to sign in.
 */
export const sessions = pg.pgTable(
  'sessions',
  {
    id: pg.text('id').primaryKey(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    csrfToken: pg.text('csrf_token').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: pg.timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('sessions_user_idx').on(t.userId), pg.index('sessions_expiry_idx').on(t.expiresAt)],
);

/**
 * A sign-in in progress: what the provider's answer must match (state, nonce, PKCE verifier), bound to the
 * browser that started it by a cookie whose keyed hash is the id. Used once, then deleted.
 */
export const authRequests = pg.pgTable(
  'auth_requests',
  {
    id: pg.text('id').primaryKey(),
    state: pg.text('state').notNull(),
    nonce: pg.text('nonce').notNull(),
    codeVerifier: pg.text('code_verifier').notNull(),
    returnTo: pg.text('return_to').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('auth_requests_expiry_idx').on(t.expiresAt)],
);
