import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { rowId } from './columns';

export const userRole = pg.pgEnum('user_role', ['user', 'creator', 'admin']);

/** A person who signed in (spec 01 §3 user_profiles). Demo creators are seeded as rows here too. */
export const userProfiles = pg.pgTable(
  'user_profiles',
  {
    id: rowId(),
    email: pg.text('email').notNull().unique(),
    fullName: pg.text('full_name'),
    avatarUrl: pg.text('avatar_url'),
    /**
     * The name a creator publishes under (their application's display name, then their creator profile's): what
     * packs, sales pages and the marketplace call them. Null until they have one; `full_name` stands in.
     */
    displayName: pg.text('display_name'),
    /** A creator's one-line title on their sales pages (spec 02 §3 Product creator.title). */
    headline: pg.text('headline'),
    /** A creator's public bio on their sales pages (the application's bio, then their creator profile's). */
    bio: pg.text('bio'),
    userRole: userRole('user_role').notNull().default('user'),
    isCreatorVerified: pg.boolean('is_creator_verified').notNull().default(false),
    /** A disabled person cannot sign in, and their sessions stop working at once. */
    disabled: pg.boolean('disabled').notNull().default(false),
    /** The OpenID Connect identity (issuer + subject) this profile signs in with. */
    oidcIssuer: pg.text('oidc_issuer'),
    oidcSubject: pg.text('oidc_subject'),
    /** A creator's Stripe connected account ("acct_…"): payouts go there as transfers when Stripe is set up. */
    stripeAccount: pg.text('stripe_account'),
    lastSignInAt: pg.timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg
      .uniqueIndex('user_profiles_oidc_identity_idx')
      .on(t.oidcIssuer, t.oidcSubject)
      .where(sql`${t.oidcSubject} IS NOT NULL`),
    pg.index('user_profiles_created_idx').on(t.createdAt),
  ],
);
