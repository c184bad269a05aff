import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { rowId, requiredRef } from './columns';
import { orders } from './commerce';
import { packs } from './packs';
import { userProfiles } from './users';

/**
 * The earnings ledger's accounts. Debits are positive, credits negative, and every transaction's entries sum to
 * zero. cash: the money Kenja holds (payments in; refunds and payouts out). fees: Kenja's share of sales.
 * earnings: what Kenja owes a creator for sales and used query credits. unearned: prepaid query credits, owed to a
 * creator as they are used (or to the buyer on a refund).
 */
export const ledgerAccount = pgEnum('ledger_account', ['cash', 'fees', 'earnings', 'unearned']);

/** What moved the money: a sale, its refund, a query credit used, a payout to the creator. */
export const ledgerKind = pgEnum('ledger_kind', ['sale', 'refund', 'credits_used', 'payout']);

export const payoutMethod = pgEnum('payout_method', ['stripe', 'manual']);

/** A payout an admin made to a creator: a Stripe Connect transfer, or money sent outside Kenja (manual). */
export const payouts = pgTable(
  'payouts',
  {
    id: rowId(),
    creatorId: requiredRef('creator_id', () => userProfiles.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    method: payoutMethod('method').notNull(),
    /** The Stripe transfer (method stripe). */
    transferRef: text('transfer_ref'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payouts_creator_idx').on(t.creatorId, t.createdAt),
    check('payouts_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * One side of a money movement. The entries of one `txnId` sum to zero (a test replays thousands of random sales,
 * refunds and queries and checks it with every balance). Never updated or deleted: a refund is new entries.
 * `availableAt` is when a creator's earning becomes payable: a sale's at the end of its refund window.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txnId: uuid('txn_id').notNull(),
    kind: ledgerKind('kind').notNull(),
    account: ledgerAccount('account').notNull(),
    /** Whose earnings or unearned credits (null for Kenja's accounts). */
    creatorId: uuid('creator_id').references(() => userProfiles.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    packId: uuid('pack_id').references(() => packs.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_creator_idx').on(t.creatorId, t.id),
    index('ledger_order_idx').on(t.orderId),
    check(
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
export const queryCredits = pgTable(
  'query_credits',
  {
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    remaining: integer('remaining').notNull().default(0),
    remainingCents: integer('remaining_cents').notNull().default(0),
    /** Every credit ever bought (for the library's "n of m left"). */
    purchased: integer('purchased').notNull().default(0),
    /** Credits a refund under way is taking back: not spendable, gone once the provider has returned the money. */
    held: integer('held').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.packId] }),
    index('query_credits_pack_idx').on(t.packId),
    check(
      'query_credits_remaining',
      sql`${t.remaining} >= 0 AND ${t.remainingCents} >= 0 AND (${t.remaining} > 0 OR ${t.remainingCents} = 0)`,
    ),
    check('query_credits_held', sql`${t.held} >= 0 AND ${t.held} <= ${t.remaining}`),
  ],
);
