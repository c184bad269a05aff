import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { CART_MAX_ITEMS } from '../limits';
import { idSchema } from './ids';

/**
 * Buying packs (issue 11): checkout of a cart, orders and their receipts, the buyer's library, refunds. Amounts are
 * in hundredths of the currency's unit, as pack prices are.
 */

/**
 * Why a pack cannot be bought, as the server says it. The client maps each sentence to its translation, so the two
 * share these constants rather than copies of the words.
 */
export const CHECKOUT_REFUSALS = {
  unknown: 'No such pack on the marketplace',
  paused: 'This pack is paused and cannot be bought right now',
  own: 'You cannot buy your own pack',
  owned: 'You already own this pack',
  free: 'This pack is free: there is nothing to buy',
  currency: 'Packs in different currencies cannot be bought together',
} as const;
export type CheckoutRefusal = keyof typeof CHECKOUT_REFUSALS;

export const REFUND_REFUSALS = {
  notPaid: 'Only a paid order can be refunded',
  refunded: 'This order has already been refunded',
  expired: 'The 30-day money-back guarantee for this order has ended',
} as const;

export const checkoutRequestSchema = z.object({
  packIds: z
    .array(idSchema)
    .min(1, 'The cart is empty')
    .max(CART_MAX_ITEMS, `At most ${CART_MAX_ITEMS} packs in one checkout`)
    .refine((ids) => new Set(ids).size === ids.length, 'A pack appears twice in the cart'),
  /** The language of the pages the payment returns to. */
  language: z.enum(LANGUAGES).default('en'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

const timestamp = z.iso.datetime({ offset: true });

export const orderStatusSchema = z.enum(['pending', 'paid', 'refunded', 'expired']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderLineSchema = z.object({
  packId: z.string(),
  slug: z.string(),
  title: z.string(),
  coverImage: z.string(),
  listPriceCents: z.int(),
  priceCents: z.int(),
});

/** An order as its buyer sees it: the receipt. */
export const orderSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  provider: z.enum(['stripe', 'dev']),
  currency: z.string(),
  subtotalCents: z.int(),
  discountCents: z.int(),
  totalCents: z.int(),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  refundedAt: timestamp.nullable(),
  /** Until when the money-back guarantee runs (paid orders only). */
  refundableUntil: timestamp.nullable(),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** What checkout answers: the order waiting for its payment, and where the buyer pays. */
export const checkoutResponseSchema = z.object({ order: orderSchema, payUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** A pack in the buyer's library (`GET /api/library`): bought or given, with what the buyer may still do. */
export const libraryItemSchema = z.object({
  packId: z.string(),
  slug: z.string(),
  title: z.string(),
  coverImage: z.string(),
  category: z.string(),
  language: z.enum(['en', 'ja']),
  creatorName: z.string(),
  access: z.enum(['purchase', 'grant']),
  /** Paused packs stay in their buyers' libraries (and assistants). */
  packStatus: z.enum(['draft', 'published', 'paused']),
  /** When the pack's searchable content last changed: its edition. */
  edition: timestamp.nullable(),
  acquiredAt: timestamp,
  /** The order that bought it, for its receipt and refund. */
  orderId: z.string().nullable(),
  refundableUntil: timestamp.nullable(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;
