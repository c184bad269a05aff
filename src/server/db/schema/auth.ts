import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { userProfiles } from './users';

/**
 * A signed-in browser. The cookie holds a random token; only its keyed hash is stored, so the table alone cannot
 * be used to sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expiry_idx').on(t.expiresAt)],
);

/**
 * A sign-in in progress: what the provider's answer must match (state, nonce, PKCE verifier), bound to the
 * browser that started it by a cookie whose keyed hash is the id. Used once, then deleted.
 */
export const authRequests = pgTable(
  'auth_requests',
  {
    id: text('id').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_requests_expiry_idx').on(t.expiresAt)],
);
