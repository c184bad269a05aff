import { z } from 'zod';
import {
  cartSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  libraryItemSchema,
  orderSchema,
  quoteSchema,
  refundQuoteSchema,
} from '../../common/contracts/commerce';
import { STRIPE_OUTCOMES } from './mirrors';
import type { Operation } from './operation';

const orderResponse = z.object({ order: orderSchema });

/** Buying packs (issue 11): checkout, orders, refunds per line, the buyer's library, and Stripe's webhook. */
export const COMMERCE_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/checkout/quote',
    access: 'session',
    tag: 'Orders',
    summary: 'What a cart of packs and bundles costs now, with a discount code applied; writes nothing',
    description:
      'Refuses like checkout does; a code that cannot be used is named at `code`: 404 unknown, 409 expired, used ' +
      'up, or for none of the packs in the cart.',
    body: cartSchema,
    status: 200,
    response: z.object({ quote: quoteSchema }),
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/checkout',
    access: 'session',
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
    access: 'session',
    tag: 'Orders',
    summary: 'Pay an order with the dev checkout (outside production only)',
    status: 200,
    response: orderResponse,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/orders',
    access: 'session',
    tag: 'Orders',
    summary: 'The caller’s paid and refunded orders, newest first',
    status: 200,
    response: z.object({ orders: z.array(orderSchema) }),
  },
  {
    method: 'get',
    path: '/api/orders/{id}',
    access: 'session',
    tag: 'Orders',
    summary: 'One of the caller’s orders: the receipt',
    status: 200,
    response: orderResponse,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/orders/{id}/lines/{packId}/refund',
    tag: 'Orders',
    access: 'session',
    summary: 'What refunding one line of an order would give back now, or why it cannot be refunded',
    description:
      'All of a pack’s price, or the unused part of a block of query credits and how many credits leave the ' +
      'balance; `refusal` names why not (then the amount is 0). The buyer’s orders, or any as an admin.',
    status: 200,
    response: z.object({ quote: refundQuoteSchema }),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/orders/{id}/lines/{packId}/refund',
    tag: 'Orders',
    access: 'session',
    summary:
      'The 30-day money-back guarantee, per line: refund one pack (or block of credits) of a paid order',
    description:
      'The pack leaves the library at once. 409 when the order is not paid, the line is refunded or being ' +
      'refunded, the 30 days are over, or every credit of the block is used; 503 when the order’s payment ' +
      'provider is not configured. The buyer’s orders, or any as an admin (recorded in the audit log).',
    status: 200,
    response: orderResponse,
    errors: [404, 409, 503],
  },
  {
    method: 'get',
    path: '/api/library',
    access: 'session',
    tag: 'Orders',
    summary: 'The packs the caller bought or was given, with the order behind each purchase',
    status: 200,
    response: z.object({ items: z.array(libraryItemSchema) }),
  },
  {
    method: 'post',
    path: '/api/webhooks/stripe',
    tag: 'Orders',
    access: 'stripe',
    summary:
      'Stripe’s events: a completed (or later paid) Checkout Session fulfils its order; a whole refund made in ' +
      'Stripe refunds it',
    description:
      'The body is read raw and verified against the Stripe-Signature header with the endpoint’s signing secret ' +
      '(5 minutes’ tolerance) before anything is acted on; 400 for a missing or invalid signature, 404 when ' +
      'Stripe is not configured on this server. A repeated event answers 200 with outcome `duplicate`, other ' +
      'events `ignored`; a payment for packs the buyer already holds is returned (`returned`). 200 tells Stripe ' +
      'to stop retrying.',
    raw: {
      mediaType: 'application/json',
      description:
        'A Stripe event, exactly as Stripe sent it (at most 256 KB): the signature covers these bytes',
    },
    status: 200,
    response: z.object({
      received: z.literal(true),
      outcome: z.enum(STRIPE_OUTCOMES),
    }),
    errors: [404, 413],
  },
];
