import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { packLineFields } from './pack-line';
import {
  ANSWER_MAX_LENGTH,
  CART_MAX_ITEMS,
  QUERY_CREDIT_BLOCKS_MAX,
  QUERY_CREDITS_PER_BLOCK,
  QUESTION_MAX_LENGTH,
  REVIEW_MAX_LENGTH,
  REVIEW_REPLY_MAX_LENGTH,
} from '../limits';
import { editionSchema } from './editions';
import { idSchema } from './ids';
import { discountCodeText } from './offers';
import { writtenText } from './written-text';

export * from './refusals';
import { CHECKOUT_REFUSALS } from './refusals';

/**
 * Buying packs (issue 11): checkout of a cart, orders and their receipts, the buyer's library, refunds. Amounts are
 * in hundredths of the currency's unit, as pack prices are.
 */

/** A cart as checkout takes it: packs, bundles, and a creator's discount code. */
const cartFields = z.object({
  packIds: z
    .array(idSchema)
    .max(CART_MAX_ITEMS, `At most ${CART_MAX_ITEMS} packs in one checkout`)
    .refine((ids) => new Set(ids).size === ids.length, 'A pack appears twice in the cart')
    .default([]),
  bundleIds: z
    .array(idSchema)
    .max(CART_MAX_ITEMS, `At most ${CART_MAX_ITEMS} bundles in one checkout`)
    .refine((ids) => new Set(ids).size === ids.length, 'A bundle appears twice in the cart')
    .default([]),
  /** Prepaid queries of metered packs, in blocks of 100. */
  credits: z
    .array(
      z
        .object({
          packId: idSchema,
          blocks: z
            .int()
            .min(1)
            .max(
              QUERY_CREDIT_BLOCKS_MAX,
              `At most ${QUERY_CREDIT_BLOCKS_MAX * QUERY_CREDITS_PER_BLOCK} queries at once`,
            ),
        })
        .strict(),
    )
    .max(CART_MAX_ITEMS)
    .refine(
      (lines) => new Set(lines.map((line) => line.packId)).size === lines.length,
      'A pack appears twice in the cart',
    )
    .default([]),
  code: discountCodeText.nullable().default(null),
  /**
   * Buy the cart for this team (the caller's own): each pack for every seat of the team, and query credits for the
   * team's shared pool.
   */
  teamId: idSchema.nullable().default(null),
});
const notEmpty = (cart: { packIds: string[]; bundleIds: string[]; credits: unknown[] }) =>
  cart.packIds.length + cart.bundleIds.length + cart.credits.length > 0;
const empty = { path: ['packIds'], message: 'The cart is empty' };

const teamCartOnlyPacks = (cart: { teamId: string | null; bundleIds: string[]; code: string | null }) =>
  cart.teamId === null || (cart.bundleIds.length === 0 && cart.code === null);
const teamCart = { path: ['teamId'], message: CHECKOUT_REFUSALS.teamCart };

export const cartSchema = cartFields.refine(notEmpty, empty).refine(teamCartOnlyPacks, teamCart);
export type Cart = z.infer<typeof cartSchema>;

export const checkoutRequestSchema = cartFields
  .extend({
    /** The language of the pages the payment returns to. */
    language: z.enum(LANGUAGES).default('en'),
  })
  .refine(notEmpty, empty)
  .refine(teamCartOnlyPacks, teamCart);
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

const timestamp = z.iso.datetime({ offset: true });

export const orderStatusSchema = z.enum(['pending', 'paid', 'refunded', 'expired']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** What an order line sells: a pack for good, prepaid queries of a metered pack, or a pack for a team's seats. */
export const ORDER_LINE_KINDS = ['pack', 'credits', 'seats'] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

/**
 * A line of an order. Its `title` is the pack's; a credits line is named by the queries it bought too, in the order's
 * language ("Knife Skills — 500 queries", 「Knife Skills — 500クエリ」), as its receipt and payment page name it.
 */
export const orderLineSchema = z.object({
  packId: z.string(),
  ...packLineFields,
  listPriceCents: z.int(),
  /** What it sold for: its price, or its share of a bundle's. */
  priceCents: z.int(),
  /** The discount code's share of it. */
  discountCents: z.int(),
  bundleTitle: z.string().nullable(),
  /** credits: prepaid queries of the pack (`credits` of them), not the pack itself; seats: the pack for a team. */
  kind: z.enum(ORDER_LINE_KINDS),
  credits: z.int(),
  /** The team's seats the pack was bought for (seats lines; 0 otherwise). */
  seats: z.int(),
  /** When this line was refunded, and how much went back (receipts only; null while it stands). */
  refundedAt: timestamp.nullable(),
  refundCents: z.int().nullable(),
});

/** What a cart costs now (`POST /api/checkout/quote`): nothing is written, nothing is held. */
export const quoteSchema = z.object({
  currency: z.string(),
  lines: z.array(orderLineSchema.omit({ coverImage: true, refundedAt: true, refundCents: true })),
  subtotalCents: z.int(),
  discountCents: z.int(),
  totalCents: z.int(),
  code: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** An order as its buyer sees it: the receipt. */
export const orderSchema = z.object({
  id: z.string(),
  /** Who bought it: an admin may read another person's receipt, which then speaks of "the buyer", not "you". */
  buyerId: z.string(),
  status: orderStatusSchema,
  provider: z.enum(['stripe', 'dev']),
  currency: z.string(),
  subtotalCents: z.int(),
  discountCents: z.int(),
  totalCents: z.int(),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  /** When the last line was refunded (the order is then refunded whole). */
  refundedAt: timestamp.nullable(),
  /** What went back so far, over all its refunded lines. */
  refundedCents: z.int(),
  /** Until when the money-back guarantee runs (paid orders only). */
  refundableUntil: timestamp.nullable(),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * What refunding one line of an order would give back now (`GET /api/orders/:id/lines/:packId/refund`): all of a
 * pack's price, or the unused part of a block of query credits and how many credits leave the balance. `refusal` says
 * why it cannot be refunded, if it cannot (then the amount is 0).
 */
/** One line of an order: the order and the pack (or the pack's query credits) it sold. */
export const orderLineParamSchema = z.object({ id: idSchema, packId: idSchema });

export const refundQuoteSchema = z.object({
  orderId: z.string(),
  packId: z.string(),
  title: z.string(),
  kind: z.enum(ORDER_LINE_KINDS),
  currency: z.string(),
  amountCents: z.int(),
  credits: z.int(),
  refusal: z.string().nullable(),
});
export type RefundQuoteResponse = z.infer<typeof refundQuoteSchema>;

/** What checkout answers: the order waiting for its payment, and where the buyer pays. */
export const checkoutResponseSchema = z.object({ order: orderSchema, payUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** A pack in the buyer's library (`GET /api/library`): bought or given, with what the buyer may still do. */
export const libraryItemSchema = z.object({
  packId: z.string(),
  ...packLineFields,
  category: z.string(),
  language: z.enum(['en', 'ja']),
  creatorName: z.string(),
  /** credits: prepaid queries of a metered pack (`credits` says how many are left). */
  access: z.enum(['purchase', 'grant', 'credits']),
  credits: z.object({ remaining: z.int(), purchased: z.int() }).nullable(),
  /** Paused packs stay in their buyers' libraries (and assistants). */
  packStatus: z.enum(['draft', 'published', 'paused']),
  /** When the pack's searchable content last changed: its edition. */
  edition: timestamp.nullable(),
  /** The pack's latest edition: the creator's note and what changed (null: none recorded yet). */
  latestEdition: editionSchema.nullable(),
  /** Whether the buyer asked to be e-mailed each new edition. */
  editionMail: z.boolean(),
  acquiredAt: timestamp,
  /** The order that bought it, for its receipt and refund. */
  orderId: z.string().nullable(),
  refundableUntil: timestamp.nullable(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const reviewBodySchema = z.object({
  rating: z
    .int('The rating must be a whole number from 1 to 5')
    .min(1, 'The rating must be from 1 to 5')
    .max(5, 'The rating must be from 1 to 5'),
  comment: writtenText(
    'Write a few words about the pack',
    REVIEW_MAX_LENGTH,
    `A review can be at most ${REVIEW_MAX_LENGTH} characters`,
  ),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewReplySchema = z.object({
  text: writtenText(
    'Write the reply',
    REVIEW_REPLY_MAX_LENGTH,
    `A reply can be at most ${REVIEW_REPLY_MAX_LENGTH} characters`,
  ),
});

export const reviewsQuerySchema = z
  .object({
    sort: z.enum(['helpful', 'newest']).default('helpful'),
    stars: z.coerce.number().int().min(1).max(5).optional(),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();

/** A review as the sales page shows it (spec 02 §3). */
export const reviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.int(),
  comment: z.string(),
  date: timestamp,
  /** The author bought the pack (and kept it). */
  verified: z.boolean(),
  helpful: z.int(),
  creatorReply: z.object({ text: z.string(), date: timestamp }).nullable(),
  /** The signed-in viewer's own review. */
  mine: z.boolean(),
  /** The signed-in viewer found it helpful. */
  votedHelpful: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  /** Matching the star filter. */
  total: z.int(),
  summary: z.object({
    average: z.number().nullable(),
    count: z.int(),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
    distribution: z.array(z.int()).length(5),
  }),
  /** What the signed-in viewer may do: review (a buyer), and reply (the creator). */
  viewer: z.object({ canReview: z.boolean(), canReply: z.boolean(), mine: reviewSchema.nullable() }),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const questionBodySchema = z.object({
  question: writtenText(
    'Write your question',
    QUESTION_MAX_LENGTH,
    `A question can be at most ${QUESTION_MAX_LENGTH} characters`,
  ),
});

export const answerBodySchema = z.object({
  answer: writtenText(
    'Write the answer',
    ANSWER_MAX_LENGTH,
    `An answer can be at most ${ANSWER_MAX_LENGTH} characters`,
  ),
});

/** A question about a pack; answered ones are its FAQ (spec 02 §3: id, question, answer, isCreatorAnswer). */
export const packQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  isCreatorAnswer: z.boolean(),
  date: timestamp,
  /** Asked by the signed-in viewer. */
  mine: z.boolean(),
});
export type PackQuestion = z.infer<typeof packQuestionSchema>;

export const packQuestionsResponseSchema = z.object({
  /** Answered questions, newest answer first: the FAQ. */
  faq: z.array(packQuestionSchema),
  /** Waiting for the creator: the viewer's own, or all of them for the creator (and admins). */
  waiting: z.array(packQuestionSchema),
  viewer: z.object({ canAsk: z.boolean(), canAnswer: z.boolean() }),
});
export type PackQuestionsResponse = z.infer<typeof packQuestionsResponseSchema>;
