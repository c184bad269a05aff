import { sql } from 'drizzle-orm';
import { AGENT_PURCHASE_STATUSES } from '../../../common/contracts/assistant-spending';
import * as pg from 'drizzle-orm/pg-core';
import { accessTokens } from './access';
import { orders, paymentProvider } from './commerce';
import { packs } from './packs';
import { requiredRef, rowId } from './columns';
import { userProfiles } from './users';

/**
 * What a person lets one connected assistant spend (issue 50). One row per connection; no row means the assistant
 * may not buy at all (the safe default). Amounts in hundredths of `currency`'s unit, as every price. A purchase in
 * another currency always asks. `autoBuyUnderCents` null is "ask me every time"; otherwise a purchase below it
 * (and within both limits) completes on its own. The row goes with the connection: a disconnected assistant has no
 * budget, on every instance, from the moment its row is deleted.
 */
export const assistantBudgets = pg.pgTable(
  'assistant_budgets',
  {
    connectionId: pg
      .uuid('connection_id')
      .primaryKey()
      .references(() => accessTokens.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    mayBuy: pg.boolean('may_buy').notNull().default(false),
    currency: pg.text('currency').notNull().default('USD'),
    monthlyLimitCents: pg.integer('monthly_limit_cents').notNull().default(0),
    perPurchaseLimitCents: pg.integer('per_purchase_limit_cents').notNull().default(0),
    autoBuyUnderCents: pg.integer('auto_buy_under_cents'),
    /** The first purchase of a pack from this assistant asks the person, whatever the limits say. */
    confirmFirstPurchase: pg.boolean('confirm_first_purchase').notNull().default(true),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.index('assistant_budgets_user_idx').on(t.userId),
    pg.check(
      'assistant_budgets_limits',
      sql`${t.monthlyLimitCents} >= 0 AND ${t.perPurchaseLimitCents} >= 0 AND ${t.perPurchaseLimitCents} <= ${t.monthlyLimitCents} AND (${t.autoBuyUnderCents} IS NULL OR ${t.autoBuyUnderCents} >= 0)`,
    ),
  ],
);

/**
 * The running total of an assistant's spending in one calendar month (UTC, `YYYY-MM`): what the limit race is
 * decided on. Purchases it made on its own are reserved here before any money moves (a conditional update under the
 * row's lock, so concurrent buys on any instance never pass the limit); purchases the person confirmed are added
 * when paid; a refund takes its amount back out of the month it was counted in.
 */
export const assistantSpendMonths = pg.pgTable(
  'assistant_spend_months',
  {
    connectionId: requiredRef('connection_id', () => assistantBudgets.connectionId, 'cascade'),
    month: pg.text('month').notNull(),
    committedCents: pg.integer('committed_cents').notNull().default(0),
  },
  (t) => [
    pg.primaryKey({ columns: [t.connectionId, t.month] }),
    pg.check('assistant_spend_months_committed', sql`${t.committedCents} >= 0`),
  ],
);

/**
 * awaiting_confirmation: the person must confirm on Kenja (limit, first purchase, "ask every time", no saved card,
 * another currency, or the card asked for authentication); reserved: counted against the month, about to be charged;
 * paid: the order is fulfilled; declined: the person said no; failed: the card was declined or the charge could not
 * be made (what was reserved went back); expired: nobody confirmed in time; refunded: the money went back and so did
 * the budget.
 */
export const agentPurchaseStatus = pg.pgEnum('agent_purchase_status', AGENT_PURCHASE_STATUSES);

/**
 * Every purchase an assistant asked for, kept for the person's receipts after the assistant is disconnected
 * (`clientName` is what it was called then). `callKey` makes the same tool call retried one purchase: it is the
 * quote's id, or the caller's own key. The confirmation link carries a secret whose SHA-256 is `confirmTokenHash`;
 * only `userId`, signed in, may act on it.
 */
export const agentPurchases = pg.pgTable(
  'agent_purchases',
  {
    id: rowId(),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    connectionId: pg.uuid('connection_id').references(() => accessTokens.id, { onDelete: 'set null' }),
    clientName: pg.text('client_name').notNull(),
    callKey: pg.text('call_key').notNull(),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    /** Blocks of query credits bought; null for the pack itself. */
    creditBlocks: pg.integer('credit_blocks'),
    amountCents: pg.integer('amount_cents').notNull(),
    currency: pg.text('currency').notNull(),
    /** The month its amount counts in (`YYYY-MM`); null until it counts (reserved, or paid after confirming). */
    countedMonth: pg.text('counted_month'),
    status: agentPurchaseStatus('status').notNull(),
    /** Why the person is asked (`BUY_CONFIRM_REASONS`); null when it needed no one. */
    confirmReason: pg.text('confirm_reason'),
    confirmTokenHash: pg.text('confirm_token_hash').unique(),
    confirmUntil: pg.timestamp('confirm_until', { withTimezone: true }),
    orderId: pg
      .uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    /** Why it failed, in words the assistant can pass on. */
    failure: pg.text('failure'),
    language: pg.text('language').notNull().default('en'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: pg.timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('agent_purchases_call_key_idx').on(t.connectionId, t.callKey),
    pg.index('agent_purchases_user_idx').on(t.userId, t.createdAt),
    pg.check(
      'agent_purchases_amount',
      sql`${t.amountCents} >= 0 AND (${t.creditBlocks} IS NULL OR ${t.creditBlocks} > 0)`,
    ),
  ],
);

/**
 * The card a person saved for their assistants' purchases (Stripe: a Checkout in setup mode; the dev checkout: a
 * labelled dev card). One per person; saving another replaces it.
 */
export const paymentMethods = pg.pgTable('payment_methods', {
  userId: pg
    .uuid('user_id')
    .primaryKey()
    .references(() => userProfiles.id, { onDelete: 'cascade' }),
  provider: paymentProvider('provider').notNull(),
  customerRef: pg.text('customer_ref'),
  paymentMethodRef: pg.text('payment_method_ref').notNull(),
  brand: pg.text('brand').notNull(),
  last4: pg.text('last4').notNull(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
});
