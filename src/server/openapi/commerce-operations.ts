import { z } from 'zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  libraryItemSchema,
  orderSchema,
  reviewBodySchema,
  reviewReplySchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
} from '../../common/contracts/commerce';
import { packPageSchema } from '../../common/contracts/packs';
import type { Operation } from './operations';

const orderResponse = z.object({ order: orderSchema });

/** Buying packs (issue 11): checkout, orders, refunds and the buyer's library. */
export const COMMERCE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/packs/by-slug/{slug}',
    tag: 'Packs',
    summary: 'A pack’s sales page: its card, sample questions and table of contents, and the viewer’s access',
    description:
      'Published and paused marketplace packs (a paused pack cannot be bought); 404 for anything else.',
    status: 200,
    response: packPageSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/checkout',
    tag: 'Orders',
    summary: 'Check out a cart: a pending order and where to pay for it',
    description:
      'With Stripe configured, `payUrl` is a Stripe Checkout page and the order is fulfilled from Stripe’s verified ' +
      'webhook; otherwise (never in production) the dev checkout’s page. A cart that cannot be bought is refused ' +
      'whole, with an issue per pack (`packIds.<index>`): 404 for a pack not on the marketplace, 409 for a paused ' +
      'pack, your own, one you own already, or a free one; 400 for packs in different currencies.',
    body: checkoutRequestSchema,
    status: 201,
    response: checkoutResponseSchema,
    errors: [404, 409, 503],
  },
  {
    method: 'post',
    path: '/api/checkout/dev/{id}/pay',
    tag: 'Orders',
    summary: 'Pay an order with the dev checkout (outside production only)',
    status: 200,
    response: orderResponse,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/orders',
    tag: 'Orders',
    summary: 'The caller’s paid and refunded orders, newest first',
    status: 200,
    response: z.object({ orders: z.array(orderSchema) }),
  },
  {
    method: 'get',
    path: '/api/orders/{id}',
    tag: 'Orders',
    summary: 'One of the caller’s orders: the receipt',
    status: 200,
    response: orderResponse,
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/orders/{id}/refund',
    tag: 'Orders',
    summary: 'The 30-day money-back guarantee: refund a paid order; its packs leave the library at once',
    description: '409 when the order is not paid, already refunded, or paid more than 30 days ago.',
    status: 200,
    response: orderResponse,
    errors: [404, 409, 503],
  },
  {
    method: 'get',
    path: '/api/packs/{id}/reviews',
    tag: 'Orders',
    summary:
      'A pack’s reviews, most helpful or newest first, optionally of one star rating, with the summary',
    query: reviewsQuerySchema,
    status: 200,
    response: reviewsResponseSchema,
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/packs/{id}/reviews/mine',
    tag: 'Orders',
    summary: 'Write or rewrite the caller’s review (buyers only, one per pack)',
    body: reviewBodySchema,
    status: 200,
    response: z.object({ saved: z.literal(true) }),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/reviews/{id}/helpful',
    tag: 'Orders',
    summary: 'Mark a review helpful (buyers of the pack, once each, not one’s own)',
    status: 200,
    response: z.object({ helpful: z.int() }),
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/reviews/{id}/reply',
    tag: 'Orders',
    summary: 'The creator’s reply to a review (written again, it replaces the first)',
    body: reviewReplySchema,
    status: 200,
    response: z.object({ saved: z.literal(true) }),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/library',
    tag: 'Orders',
    summary: 'The packs the caller bought or was given, with the order behind each purchase',
    status: 200,
    response: z.object({ items: z.array(libraryItemSchema) }),
  },
];
