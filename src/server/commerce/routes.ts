import { Hono, type MiddlewareHandler } from 'hono';
import { checkoutRequestSchema } from '../../common/contracts/commerce';
import { idParamSchema } from '../../common/contracts/ids';
import { requireViewer } from '../auth/middleware';
import { jsonBody, readBody } from '../http/body';
import { declareRateLimit } from '../http/rate-limit';
import { declareRoute } from '../http/route-declarations';
import type { AppEnv } from '../http/context';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { libraryOf } from './library';

/** Checkout, orders (receipts, refunds) and the buyer's library (issue 11). */
export function commerceRoutes({ db, commerce }: Services) {
  const params = validate('param', idParamSchema);
  return new Hono<AppEnv>()
    .post('/checkout', jsonBody(checkoutRequestSchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      const { packIds, language } = c.req.valid('json');
      return c.json(await commerce.checkout(user, packIds, language), 201);
    })
    .post('/checkout/dev/:id/pay', params, async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ order: await commerce.payDev(user, c.req.valid('param').id) }, 200);
    })
    .get('/orders', async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ orders: await commerce.orders(user) }, 200);
    })
    .get('/orders/:id', params, async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ order: await commerce.order(user, c.req.valid('param').id) }, 200);
    })
    .post('/orders/:id/refund', params, async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ order: await commerce.refund(user, c.req.valid('param').id) }, 200);
    })
    .get('/library', async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ items: await libraryOf(db, user) }, 200);
    });
}

/** Stripe's events are JSON of a few kilobytes; a generous ceiling. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const takesWebhookBody = declareRoute<MiddlewareHandler>(async (_c, next) => next(), {
  bodyLimit: WEBHOOK_BODY_LIMIT,
});

/**
 * Stripe's webhook endpoint. The signature covers the exact bytes sent, so the body is read raw (never parsed
 * and re-serialised) before it is verified; only then is it acted on. 200 tells Stripe to stop retrying.
 */
export function stripeWebhookRoutes({ commerce }: Services) {
  return new Hono<AppEnv>().post('/stripe', takesWebhookBody, declareRateLimit('webhooks'), async (c) => {
    const payload = new TextDecoder().decode(await readBody(c, WEBHOOK_BODY_LIMIT));
    const event = commerce.verifyStripeEvent(payload, c.req.header('Stripe-Signature'));
    return c.json({ received: true as const, outcome: await commerce.handleStripeEvent(event) }, 200);
  });
}
