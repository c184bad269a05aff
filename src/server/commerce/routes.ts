import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  cartSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  libraryItemSchema,
  orderLineParamSchema,
  orderSchema,
  quoteSchema,
  refundQuoteSchema,
} from '../../common/contracts/commerce';
import { editionMailBodySchema, editionMailResponseSchema } from '../../common/contracts/editions';
import { idParamSchema, idSchema } from '../../common/contracts/ids';
import { readBody } from '../http/body';
import { endpoint, endpointFor } from '../http/endpoint';
import { declareRateLimit } from '../http/rate-limit';
import { declareRoute } from '../http/route-declarations';
import type { AppEnv, RouteDeps } from '../http/context';
import type { Commerce } from './commerce';
import { setEditionMail } from './edition-mail';
import { libraryOf } from './library';
import { quoteCart } from './orders';
import type { StripeOutcome } from './stripe-events';

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json, whose method and path are where the route is registered and mounted (http/endpoint.ts).
 */

const orderResponse = z.object({ order: orderSchema });
const packIdParamSchema = z.object({ packId: idSchema });

/** Declares the Orders endpoints here that anyone signed in may call. */
const sessionOrdersEndpoint = endpointFor({ access: 'session', tag: 'Orders' });

/** `/api/checkout`: what a cart costs, the order, and the dev checkout's payment (issue 11). */
export function checkoutRoutes({
  db,
  commerce,
  now,
}: Pick<RouteDeps, 'db' | 'now'> & { commerce: Commerce }) {
  return (
    new Hono<AppEnv>()
      .post(
        '/',
        sessionOrdersEndpoint({
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
        }),
        async (c) => {
          const { user } = c.var.caller;
          const { language, ...cart } = c.req.valid('json');
          return c.json(await commerce.checkout(user, cart, language), 201);
        },
      )
      // What the cart costs now, with a discount code: nothing written, nothing held.
      .post(
        '/quote',
        sessionOrdersEndpoint({
          summary: 'What a cart of packs and bundles costs now, with a discount code applied; writes nothing',
          description:
            'Refuses like checkout does; a code that cannot be used is named at `code`: 404 unknown, 409 expired, used ' +
            'up, or for none of the packs in the cart.',
          body: cartSchema,
          status: 200,
          response: z.object({ quote: quoteSchema }),
          errors: [404, 409],
        }),
        async (c) =>
          c.json({ quote: await quoteCart(db, c.var.caller.user, c.req.valid('json'), now()) }, 200),
      )
      .post(
        '/dev/:id/pay',
        sessionOrdersEndpoint({
          summary: 'Pay an order with the dev checkout (outside production only)',
          param: idParamSchema,
          status: 200,
          response: orderResponse,
          errors: [404],
        }),
        async (c) =>
          c.json({ order: await commerce.payDev(c.var.caller.user, c.req.valid('param').id) }, 200),
      )
  );
}

/** `/api/orders`: the buyer's orders (receipts) and refunds per line. */
export function orderRoutes({ commerce }: { commerce: Commerce }) {
  return (
    new Hono<AppEnv>()
      .get(
        '/',
        sessionOrdersEndpoint({
          summary: 'The caller’s paid and refunded orders, newest first',
          status: 200,
          response: z.object({ orders: z.array(orderSchema) }),
        }),
        async (c) => c.json({ orders: await commerce.orders(c.var.caller.user) }, 200),
      )
      .get(
        '/:id',
        sessionOrdersEndpoint({
          summary: 'One of the caller’s orders: the receipt',
          param: idParamSchema,
          status: 200,
          response: orderResponse,
          errors: [404],
        }),
        async (c) => c.json({ order: await commerce.order(c.var.caller.user, c.req.valid('param').id) }, 200),
      )
      // Refunds are per line (one pack, or one block of query credits): what it would give back, then the refund.
      .get(
        '/:id/lines/:packId/refund',
        sessionOrdersEndpoint({
          summary: 'What refunding one line of an order would give back now, or why it cannot be refunded',
          description:
            'All of a pack’s price, or the unused part of a block of query credits and how many credits leave the ' +
            'balance; `refusal` names why not (then the amount is 0). The buyer’s orders, or any as an admin.',
          param: orderLineParamSchema,
          status: 200,
          response: z.object({ quote: refundQuoteSchema }),
          errors: [404],
        }),
        async (c) => {
          const { user } = c.var.caller;
          const { id, packId } = c.req.valid('param');
          return c.json({ quote: await commerce.refundQuote(user, id, packId) }, 200);
        },
      )
      .post(
        '/:id/lines/:packId/refund',
        sessionOrdersEndpoint({
          summary:
            'The 30-day money-back guarantee, per line: refund one pack (or block of credits) of a paid order',
          description:
            'The pack leaves the library at once. 409 when the order is not paid, the line is refunded or being ' +
            'refunded, the 30 days are over, or every credit of the block is used; 503 when the order’s payment ' +
            'provider is not configured. The buyer’s orders, or any as an admin (recorded in the audit log).',
          param: orderLineParamSchema,
          status: 200,
          response: orderResponse,
          errors: [404, 409, 503],
        }),
        async (c) => {
          const { user } = c.var.caller;
          const { id, packId } = c.req.valid('param');
          return c.json({ order: await commerce.refundLine(user, id, packId) }, 200);
        },
      )
  );
}

/** `/api/library`: the packs the buyer holds, and whether each one's new editions are e-mailed to them. */
export function libraryRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>()
    .get(
      '/',
      sessionOrdersEndpoint({
        summary: 'The packs the caller bought or was given, with the order behind each purchase',
        status: 200,
        response: z.object({ items: z.array(libraryItemSchema) }),
      }),
      async (c) => c.json({ items: await libraryOf(db, c.var.caller.user) }, 200),
    )
    .put(
      '/:packId/edition-mail',
      sessionOrdersEndpoint({
        summary: 'Be e-mailed each new edition of a pack one holds (its note and what changed), or stop',
        description:
          'Off unless turned on; the e-mails are in `language`. 404 when the pack is not in the caller’s library.',
        param: packIdParamSchema,
        body: editionMailBodySchema,
        status: 200,
        response: editionMailResponseSchema,
        errors: [404],
      }),
      async (c) => {
        const { packId } = c.req.valid('param');
        return c.json(await setEditionMail(db, c.var.caller.user, packId, c.req.valid('json'), now()), 200);
      },
    );
}

/** Stripe's events are JSON of a few kilobytes; a generous ceiling. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const takesWebhookBody = declareRoute<MiddlewareHandler>(async (_c, next) => next(), {
  bodyLimit: WEBHOOK_BODY_LIMIT,
});

/** What Stripe's event came to; the list is held to `StripeOutcome` both ways (here, and the answer below). */
const STRIPE_OUTCOMES = [
  'handled',
  'duplicate',
  'ignored',
  'refused',
  'returned',
] as const satisfies readonly StripeOutcome[];
const webhookResponse = z.object({ received: z.literal(true), outcome: z.enum(STRIPE_OUTCOMES) });

/**
 * Stripe's webhook endpoint. The signature covers the exact bytes sent, so the body is read raw (never parsed
 * and re-serialised) before it is verified; only then is it acted on. 200 tells Stripe to stop retrying.
 */
export function stripeWebhookRoutes({ commerce }: { commerce: Commerce }) {
  return new Hono<AppEnv>().post(
    '/stripe',
    endpoint({
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
      response: webhookResponse,
      errors: [404, 413],
    }),
    takesWebhookBody,
    declareRateLimit('webhooks'),
    async (c) => {
      const payload = new TextDecoder().decode(await readBody(c, WEBHOOK_BODY_LIMIT));
      const event = commerce.stripeEvents.verify(payload, c.req.header('Stripe-Signature'));
      const answer = {
        received: true as const,
        outcome: await commerce.stripeEvents.handle(event),
      } satisfies z.output<typeof webhookResponse>;
      return c.json(answer, 200);
    },
  );
}
