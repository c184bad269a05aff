import { sql } from 'drizzle-orm';
import {
  check,
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
import { bundles, discountCodes } from './offers';
import { packs } from './packs';
import { userProfiles } from './users';

/**
 * pending: made at checkout, waiting for the payment; paid: fulfilled (entitlements granted; some lines may have been
 * refunded since, each on its own); refunded: the money of every line went back and the entitlements ended; expired: never paid (a late payment still fulfils it: the money was taken).
 */
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'refunded', 'expired']);

/** Who takes the money: Stripe, or the dev checkout (outside production, without Stripe keys). */
/** What an order line sells: a pack for good, or prepaid queries of a metered pack. */
export const orderLineKind = pgEnum('order_line_kind', ['pack', 'credits']);

export const paymentProvider = pgEnum('payment_provider', ['stripe', 'dev']);

/**
 * A checkout of a whole cart by one buyer. Amounts are in hundredths of the currency's unit, as pack prices are.
 * Kept for ever (the creators' ledger and the buyer's receipts depend on it): a buyer with orders cannot be deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: rowId(),
    buyerId: requiredRef('buyer_id', () => userProfiles.id),
    status: orderStatus('status').notNull().default('pending'),
    provider: paymentProvider('provider').notNull(),
    /** The provider's checkout (a Stripe Checkout Session id); null for the dev checkout. */
    checkoutRef: text('checkout_ref').unique(),
    /** The provider's payment (a Stripe PaymentIntent id), once paid: what a refund names. */
    paymentRef: text('payment_ref'),
    /** The provider's refund of the whole order, when it was refunded whole (lines keep their own). */
    refundRef: text('refund_ref'),
    currency: text('currency').notNull(),
    /** The language the buyer checked out in: of the payment's pages and the receipt e-mail. */
    language: text('language').notNull().default('en'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The creator's code the buyer applied at checkout (its share per pack is on the lines). */
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_paid_idx').on(t.status, t.paidAt),
    index('orders_discount_code_idx').on(t.discountCodeId),
    check(
      'orders_amounts',
      sql`${t.discountCents} >= 0 AND ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} AND ${t.totalCents} >= 0`,
    ),
    check('orders_paid_at', sql`${t.status} NOT IN ('paid', 'refunded') OR ${t.paidAt} IS NOT NULL`),
    check('orders_refunded_at', sql`${t.status} <> 'refunded' OR ${t.refundedAt} IS NOT NULL`),
  ],
);

/**
 * One pack in an order, at the price it was sold for (title and prices as they were, for the receipt): the pack's
 * price, or its share of a bundle's; `discountCents` is the discount code's share of it.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    packId: requiredRef('pack_id', () => packs.id),
    title: text('title').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    priceCents: integer('price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The bundle this pack was bought in, if any. */
    bundleId: uuid('bundle_id').references(() => bundles.id),
    kind: orderLineKind('kind').notNull().default('pack'),
    /** Queries bought (kind credits); 0 for a pack. */
    credits: integer('credits').notNull().default(0),
    /**
     * When a refund of this line was claimed and the provider asked: one caller at a time calls out (the others are
     * told it is under way); cleared if the provider refuses; a claim older than REFUND_CLAIM_MS is taken to be of a
     * crashed instance, and taken over (the provider's idempotency key makes the repeated call the same refund).
     */
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    /** What the claimed or made refund returns: the whole line for a pack, the unused part of a block of credits. */
    refundCents: integer('refund_cents'),
    /** The unused credits the claimed or made refund removes (held from spending while it is under way). */
    refundCredits: integer('refund_credits'),
    refundRef: text('refund_ref'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.packId] }),
    check(
      'order_lines_refund',
      sql`${t.refundCents} IS NULL OR (${t.refundCents} >= 0 AND ${t.refundCents} <= ${t.priceCents} - ${t.discountCents})`,
    ),
    index('order_lines_pack_idx').on(t.packId),
    check('order_lines_price', sql`${t.priceCents} >= 0 AND ${t.priceCents} <= ${t.listPriceCents}`),
    check('order_lines_credits', sql`(${t.kind} = 'credits') = (${t.credits} > 0)`),
    check('order_lines_discount', sql`${t.discountCents} >= 0 AND ${t.discountCents} <= ${t.priceCents}`),
  ],
);

/**
 * Every payment event a provider sent, once: its id is the key, so a replayed or duplicated webhook is recognised
 * and acknowledged without being acted on twice.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: paymentProvider('provider').notNull(),
    type: text('type').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId)],
);

/**
 * A buyer's review of a pack: one per person and pack (edited, never duplicated), with the creator's one reply.
 * "Verified" is not stored: it is whether the author has a paid purchase of the pack when the review is read.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: rowId(),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    authorId: requiredRef('author_id', () => userProfiles.id, 'cascade'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    creatorReply: text('creator_reply'),
    creatorReplyAt: timestamp('creator_reply_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_pack_author_idx').on(t.packId, t.authorId),
    index('reviews_pack_recent_idx').on(t.packId, t.createdAt),
    check('reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** One helpful vote per person and review (the spec's button), counted into `reviews.helpful_count`. */
export const reviewHelpful = pgTable(
  'review_helpful',
  {
    reviewId: requiredRef('review_id', () => reviews.id, 'cascade'),
    userId: requiredRef('user_id', () => userProfiles.id, 'cascade'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/**
 * A question someone asked about a pack, and its creator's answer: answered questions are the pack's FAQ (spec 02
 * §3 FAQ: question, answer, creator answer).
 */
export const packQuestions = pgTable(
  'pack_questions',
  {
    id: rowId(),
    packId: requiredRef('pack_id', () => packs.id, 'cascade'),
    authorId: requiredRef('author_id', () => userProfiles.id, 'cascade'),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pack_questions_pack_idx').on(t.packId, t.createdAt)],
);
