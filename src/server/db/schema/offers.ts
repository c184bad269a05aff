import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { rowId, requiredRef } from './columns';
import { packs } from './packs';
import { userProfiles } from './users';

/** percent: `amount` is a share of the price (1–100); fixed: `amount` is hundredths of the pack's currency. */
export const discountKind = pgEnum('discount_kind', ['percent', 'fixed']);

/**
 * A code a creator hands out: it takes `amount` off each of their packs in a cart (or only `packId`), until it
 * expires or has been used `usageLimit` times. A use is an order made with it that is waiting for its payment, paid or
 * refunded; checkout counts them under the code's row lock, so two buyers cannot both take its last use. Codes are
 * unique across Kenja (stored upper-case), so a buyer types one without saying whose it is.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: rowId(),
    creatorId: requiredRef('creator_id', () => userProfiles.id, 'cascade'),
    code: text('code').notNull(),
    kind: discountKind('kind').notNull(),
    amount: integer('amount').notNull(),
    /** null: every pack of the creator. */
    packId: uuid('pack_id').references(() => packs.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    index('discount_codes_creator_idx').on(t.creatorId, t.createdAt),
    check('discount_codes_amount', sql`${t.amount} > 0 AND (${t.kind} <> 'percent' OR ${t.amount} <= 100)`),
    check('discount_codes_usage_limit', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} > 0`),
  ],
);

/**
 * Packs of one creator sold together for less (spec 02 §3 Bundle). Buying it buys each pack: the order gets one line
 * per pack, at its share of the bundle's price. Bundles are archived, never deleted, so receipts keep naming them.
 */
export const bundles = pgTable(
  'bundles',
  {
    id: rowId(),
    creatorId: requiredRef('creator_id', () => userProfiles.id, 'cascade'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bundles_creator_idx').on(t.creatorId),
    check('bundles_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

export const bundlePacks = pgTable(
  'bundle_packs',
  {
    bundleId: requiredRef('bundle_id', () => bundles.id, 'cascade'),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.packId] }), index('bundle_packs_pack_idx').on(t.packId)],
);

/**
 * Who looked at a pack's sales page, once per visitor and day (UTC): the creator's page views. A visitor is a
 * signed-in person's id or an anonymous random cookie, hashed with the day, so rows cannot follow someone across days.
 */
export const packViews = pgTable(
  'pack_views',
  {
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packId, t.day, t.visitor] }),
    // The dashboard counts views in the creator's time zone, by when they happened.
    index('pack_views_pack_time_idx').on(t.packId, t.createdAt),
  ],
);
