import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { accessTokens } from './access';
import { rowId, requiredRef } from './columns';
import { bundles, discountCodes } from './offers';
import { packs } from './packs';
import { teams } from './teams';
import { userProfiles } from './users';

/**
 * pending: made at checkout, waiting for the payment; paid: fulfilled (entitlements granted; some lines may have been
 * refunded since, each on its own); refunded: the money of every line went back and the entitlements ended; expired: never paid (a late payment still fulfils it: the money was taken).
 */
export const orderStatus = pg.pgEnum('order_status', ['pending', 'paid', 'refunded', 'expired']);

/** Who takes the money: Stripe, or the dev checkout (outside production, without Stripe keys). */
/** What an order line sells: a pack for good, prepaid queries of a metered pack, or a pack for a team's seats. */
export const orderLineKind = pg.pgEnum('order_line_kind', ['pack', 'credits', 'seats']);

export const paymentProvider = pg.pgEnum('payment_provider', ['stripe', 'dev']);

/** Where an order was placed: on the web by its buyer, or by a connected assistant within its budget (issue 50). */
export const orderChannel = pg.pgEnum('order_channel', ['web', 'assistant']);

/**
 * A checkout of a whole cart by one buyer. Amounts are in hundredths of the currency's unit, as pack prices are.
 * Kept for ever (the creators' ledger and the buyer's receipts depend on it): a buyer with orders cannot be deleted.
 */
export const orders = pg.pgTable(
  'orders',
  {
    id: rowId(),
    buyerId: requiredRef('buyer_id', () => userProfiles.id),
    status: orderStatus('status').notNull().default('pending'),
    provider: paymentProvider('provider').notNull(),
    /** The provider's checkout (a Stripe Checkout Session id); null for the dev checkout. */
    checkoutRef: pg.text('checkout_ref').unique(),
    /** The provider's payment (a Stripe PaymentIntent id), once paid: what a refund names. */
    paymentRef: pg.text('payment_ref'),
    /** The provider's refund of the whole order, when it was refunded whole (lines keep their own). */
    refundRef: pg.text('refund_ref'),
    currency: pg.text('currency').notNull(),
    /** The language the buyer checked out in: of the payment's pages and the receipt e-mail. */
    language: pg.text('language').notNull().default('en'),
    subtotalCents: pg.integer('subtotal_cents').notNull(),
    discountCents: pg.integer('discount_cents').notNull().default(0),
    /** The creator's code the buyer applied at checkout (its share per pack is on the lines). */
    discountCodeId: pg.uuid('discount_code_id').references(() => discountCodes.id),
    totalCents: pg.integer('total_cents').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
    refundedAt: pg.timestamp('refunded_at', { withTimezone: true }),
    channel: orderChannel('channel').notNull().default('web'),
    /** The assistant's connection that placed it (assistant orders; null once it is disconnected). */
    connectionId: pg.uuid('connection_id').references(() => accessTokens.id, { onDelete: 'set null' }),
  },
  (t) => [
    pg.index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    pg.index('orders_paid_idx').on(t.status, t.paidAt),
    pg.index('orders_discount_code_idx').on(t.discountCodeId),
    pg.check(
      'orders_amounts',
      sql`${t.discountCents} >= 0 AND ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} AND ${t.totalCents} >= 0`,
    ),
    pg.check('orders_paid_at', sql`${t.status} NOT IN ('paid', 'refunded') OR ${t.paidAt} IS NOT NULL`),
    pg.check('orders_refunded_at', sql`${t.status} <> 'refunded' OR ${t.refundedAt} IS NOT NULL`),
  ],
);

/**
 * One pack in an order, at the price it was sold for (title and prices as they were, for the receipt): the pack's
 * price, or its share of a bundle's; `discountCents` is the discount code's share of it.
 */
export const orderLines = pg.pgTable(
  'order_lines',
  {
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    packId: requiredRef('pack_id', () => packs.id),
    title: pg.text('title').notNull(),
    listPriceCents: pg.integer('list_price_cents').notNull(),
    priceCents: pg.integer('price_cents').notNull(),
    discountCents: pg.integer('discount_cents').notNull().default(0),
    /** The bundle this pack was bought in, if any. */
    bundleId: pg.uuid('bundle_id').references(() => bundles.id),
    kind: orderLineKind('kind').notNull().default('pack'),
    /** Queries bought (kind credits); 0 for a pack. */
    credits: pg.integer('credits').notNull().default(0),
    /** Seats bought (kind seats: the pack for every seat of `teamId`); 0 otherwise. */
    seats: pg.integer('seats').notNull().default(0),
    teamId: pg.uuid('team_id').references(() => teams.id),
    /**
     * When a refund of this line was claimed and the provider asked: one caller at a time calls out (the others are
     * told it is under way); cleared if the provider refuses; a claim older than REFUND_CLAIM_MS is taken to be of a
     * crashed instance, and taken over (the provider's idempotency key makes the repeated call the same refund).
     */
    refundClaimedAt: pg.timestamp('refund_claimed_at', { withTimezone: true }),
    /** What the claimed or made refund returns: the whole line for a pack, the unused part of a block of credits. */
    refundCents: pg.integer('refund_cents'),
    /** The unused credits the claimed or made refund removes (held from spending while it is under way). */
    refundCredits: pg.integer('refund_credits'),
    refundRef: pg.text('refund_ref'),
    refundedAt: pg.timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    pg.primaryKey({ columns: [t.orderId, t.packId] }),
    pg.check(
      'order_lines_refund',
      sql`${t.refundCents} IS NULL OR (${t.refundCents} >= 0 AND ${t.refundCents} <= ${t.priceCents} - ${t.discountCents})`,
    ),
    pg.index('order_lines_pack_idx').on(t.packId),
    pg.check('order_lines_price', sql`${t.priceCents} >= 0 AND ${t.priceCents} <= ${t.listPriceCents}`),
    pg.check('order_lines_credits', sql`(${t.kind} = 'credits') = (${t.credits} > 0)`),
    pg.check(
      'order_lines_seats',
      // As text: the enum's new value may not be used in the migration's transaction that adds it (PostgreSQL).
      // Seats are always a team's; query credits may be bought for a team's pool; a pack for good never is.
      sql`(${t.kind}::text = 'seats') = (${t.seats} > 0) AND (${t.kind}::text <> 'seats' OR ${t.teamId} IS NOT NULL) AND (${t.kind}::text <> 'pack' OR ${t.teamId} IS NULL)`,
    ),
    pg.check('order_lines_discount', sql`${t.discountCents} >= 0 AND ${t.discountCents} <= ${t.priceCents}`),
  ],
);

/**
 * Every payment event a provider sent, once: its id is the key, so a replayed or duplicated webhook is recognised
 * and acknowledged without being acted on twice.
 */
export const paymentEvents = pg.pgTable(
  'payment_events',
  {
    id: pg.text('id').primaryKey(),
    provider: paymentProvider('provider').notNull(),
    type: pg.text('type').notNull(),
    orderId: pg.uuid('order_id').references(() => orders.id),
    receivedAt: pg.timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('payment_events_order_idx').on(t.orderId)],
);

/**
 * A buyer's review of a pack: one per person and pack (edited, never duplicated), with the creator's one reply.
 * "Verified" is not stored: it is whether the author has a paid purchase of the pack when the review is read.
 */
export const reviews = pg.pgTable(
  'reviews',
  {
    id: rowId(),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    authorId: requiredRef('author_id', () => userProfiles.id, 'cascade'),
    rating: pg.integer('rating').notNull(),
    comment: pg.text('comment').notNull(),
    helpfulCount: pg.integer('helpful_count').notNull().default(0),
    creatorReply: pg.text('creator_reply'),
    creatorReplyAt: pg.timestamp('creator_reply_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.uniqueIndex('reviews_pack_author_idx').on(t.packId, t.authorId),
    pg.index('reviews_pack_recent_idx').on(t.packId, t.createdAt),
    pg.check('reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** One helpful vote per person and review (the spec's button), counted into `reviews.helpful_count`. */
export const reviewHelpful = pg.pgTable(
  'review_helpful',
  {
    reviewId: requiredRef('review_id', () => reviews.id, 'cascade'),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.reviewId, t.userId] })],
);

/**
 * A question someone asked about a pack, and its creator's answer: answered questions are the pack's FAQ (spec 02
 * §3 FAQ: question, answer, creator answer).
 */
export const packQuestions = pg.pgTable(
  'pack_questions',
  {
    id: rowId(),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    authorId: requiredRef('author_id', () => userProfiles.id, 'cascade'),
    question: pg.text('question').notNull(),
    answer: pg.text('answer'),
    answeredAt: pg.timestamp('answered_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('pack_questions_pack_idx').on(t.packId, t.createdAt)],
);
