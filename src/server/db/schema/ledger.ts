import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { rowId, requiredRef } from './columns';
import { orders } from './commerce';
import { packs } from './packs';
import { teams } from './teams';
import { userProfiles } from './users';

/**
 * The earnings ledger's accounts. Debits are positive, credits negative, and every transaction's entries sum to
 * zero. cash: the money Kenja holds (payments in; refunds and payouts out). fees: Kenja's share of sales.
 * earnings: what Kenja owes a creator for sales and used query credits. unearned: prepaid query credits, owed to a
 * creator as they are used (or to the buyer on a refund).
 */
export const ledgerAccount = pg.pgEnum('ledger_account', ['cash', 'fees', 'earnings', 'unearned']);

/** What moved the money: a sale, its refund, a query credit used, a payout to the creator. */
export const ledgerKind = pg.pgEnum('ledger_kind', ['sale', 'refund', 'credits_used', 'payout']);

export const payoutMethod = pg.pgEnum('payout_method', ['stripe', 'manual']);

/** A payout an admin made to a creator: a Stripe Connect transfer, or money sent outside Kenja (manual). */
export const payouts = pg.pgTable(
  'payouts',
  {
    id: rowId(),
    creatorId: requiredRef('creator_id', () => userProfiles.id),
    amountCents: pg.integer('amount_cents').notNull(),
    currency: pg.text('currency').notNull(),
    method: payoutMethod('method').notNull(),
    /** The Stripe transfer (method stripe). */
    transferRef: pg.text('transfer_ref'),
    note: pg.text('note'),
    createdBy: pg.uuid('created_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('payouts_creator_idx').on(t.creatorId, t.createdAt),
    pg.check('payouts_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * One side of a money movement. The entries of one `txnId` sum to zero (a test replays thousands of random sales,
 * refunds and queries and checks it with every balance). Never updated or deleted: a refund is new entries.
 * `availableAt` is when a creator's earning becomes payable: a sale's at the end of its refund window.
 */
export const ledgerEntries = pg.pgTable(
  'ledger_entries',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txnId: pg.uuid('txn_id').notNull(),
    kind: ledgerKind('kind').notNull(),
    account: ledgerAccount('account').notNull(),
    /** Whose earnings or unearned credits (null for Kenja's accounts). */
    creatorId: pg.uuid('creator_id').references(() => userProfiles.id),
    amountCents: pg.integer('amount_cents').notNull(),
    currency: pg.text('currency').notNull(),
    orderId: pg.uuid('order_id').references(() => orders.id),
    packId: pg.uuid('pack_id').references(() => packs.id),
    payoutId: pg.uuid('payout_id').references(() => payouts.id),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    availableAt: pg.timestamp('available_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('ledger_creator_idx').on(t.creatorId, t.id),
    pg.index('ledger_order_idx').on(t.orderId),
    pg.check(
      'ledger_creator_accounts',
      sql`(${t.account} IN ('earnings', 'unearned')) = (${t.creatorId} IS NOT NULL)`,
    ),
  ],
);

/**
 * A buyer's prepaid queries of a metered pack: `remaining` credits worth `remainingCents` to its creator (after
 * Kenja's fee). Spending one takes its share of the value under the row's lock, so concurrent queries never spend
 * the same credit and the last one takes what is left.
 */
export const queryCredits = pg.pgTable(
  'query_credits',
  {
    /** The pool's owner: a person, or (issue 52) a team whose members share it. Exactly one is set. */
    userId: pg.uuid('user_id').references(() => userProfiles.id, { onDelete: 'cascade' }),
    teamId: pg.uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    remaining: pg.integer('remaining').notNull().default(0),
    remainingCents: pg.integer('remaining_cents').notNull().default(0),
    /** Every credit ever bought (for the library's "n of m left"). */
    purchased: pg.integer('purchased').notNull().default(0),
    /** Credits a refund under way is taking back: not spendable, gone once the provider has returned the money. */
    held: pg.integer('held').notNull().default(0),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.uniqueIndex('query_credits_person_idx').on(t.userId, t.packId),
    pg.uniqueIndex('query_credits_team_idx').on(t.teamId, t.packId),
    pg.index('query_credits_pack_idx').on(t.packId),
    pg.check('query_credits_owner', sql`(${t.userId} IS NULL) <> (${t.teamId} IS NULL)`),
    pg.check(
      'query_credits_remaining',
      sql`${t.remaining} >= 0 AND ${t.remainingCents} >= 0 AND (${t.remaining} > 0 OR ${t.remainingCents} = 0)`,
    ),
    pg.check('query_credits_held', sql`${t.held} >= 0 AND ${t.held} <= ${t.remaining}`),
  ],
);
