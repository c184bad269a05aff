import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { rowId, requiredRef } from './columns';
import { packs } from './packs';
import { userProfiles } from './users';

/** percent: `amount` is a share of the price (1–100); fixed: `amount` is hundredths of the pack's currency. */
export const discountKind = pg.pgEnum('discount_kind', ['percent', 'fixed']);

/**
 * A code a creator hands out: it takes `amount` off each of their packs in a cart (or only `packId`), until it
 * expires or has been used `usageLimit` times. A use is an order made with it that is waiting for its payment, paid or
 * refunded; checkout counts them under the code's row lock, so two buyers cannot both take its last use. Codes are
 * unique across Kenja (stored upper-case), so a buyer types one without saying whose it is.
 */
export const discountCodes = pg.pgTable(
  'discount_codes',
  {
    id: rowId(),
    creatorId: requiredRef('creator_id', () => userProfiles.id, 'cascade'),
    code: pg.text('code').notNull(),
    kind: discountKind('kind').notNull(),
    amount: pg.integer('amount').notNull(),
    /** null: every pack of the creator. */
    packId: pg.uuid('pack_id').references(() => packs.id, { onDelete: 'cascade' }),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }),
    usageLimit: pg.integer('usage_limit'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.uniqueIndex('discount_codes_code_idx').on(t.code),
    pg.index('discount_codes_creator_idx').on(t.creatorId, t.createdAt),
    pg.check(
      'discount_codes_amount',
      sql`${t.amount} > 0 AND (${t.kind} <> 'percent' OR ${t.amount} <= 100)`,
    ),
    pg.check('discount_codes_usage_limit', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} > 0`),
  ],
);

/**
 * Packs of one creator sold together for less (spec 02 §3 Bundle). Buying it buys each pack: the order gets one line
 * per pack, at its share of the bundle's price. Bundles are archived, never deleted, so receipts keep naming them.
 */
export const bundles = pg.pgTable(
  'bundles',
  {
    id: rowId(),
    creatorId: requiredRef('creator_id', () => userProfiles.id, 'cascade'),
    title: pg.text('title').notNull(),
    description: pg.text('description').notNull().default(''),
    priceCents: pg.integer('price_cents').notNull(),
    currency: pg.text('currency').notNull().default('USD'),
    archivedAt: pg.timestamp('archived_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('bundles_creator_idx').on(t.creatorId),
    pg.check('bundles_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

export const bundlePacks = pg.pgTable(
  'bundle_packs',
  {
    bundleId: requiredRef('bundle_id', () => bundles.id, 'cascade'),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
  },
  (t) => [pg.primaryKey({ columns: [t.bundleId, t.packId] }), pg.index('bundle_packs_pack_idx').on(t.packId)],
);

/**
 * Who looked at a pack's sales page, once per visitor and day (UTC): the creator's page views. A visitor is a
 * signed-in person's id or an anonymous random cookie, hashed with the day, so rows cannot follow someone across days.
 */
export const packViews = pg.pgTable(
  'pack_views',
  {
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    day: pg.date('day', { mode: 'string' }).notNull(),
    visitor: pg.text('visitor').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.packId, t.day, t.visitor] }),
    // The dashboard counts views in the creator's time zone, by when they happened.
    pg.index('pack_views_pack_time_idx').on(t.packId, t.createdAt),
  ],
);
