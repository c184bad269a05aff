import { Hono, type MiddlewareHandler } from 'hono';
import {
  answerBodySchema,
  cartSchema,
  checkoutRequestSchema,
  orderLineParamSchema,
  questionBodySchema,
  reviewBodySchema,
  reviewReplySchema,
  reviewsQuerySchema,
} from '../../common/contracts/commerce';
import { idParamSchema } from '../../common/contracts/ids';
import { requireViewer } from '../auth';
import { jsonBody, readBody } from '../http/body';
import { declareRateLimit } from '../http/rate-limit';
import { declareRoute } from '../http/route-declarations';
import type { AppEnv, RouteDeps } from '../http/context';
import { validate } from '../http/validate';
import type { Catalog } from '../packs';
import type { Commerce } from './commerce';
import { libraryOf } from './library';
import { quoteCart } from './orders';
import { answerQuestion, askQuestion, listQuestions } from './questions';
import { listReviews, markHelpful, replyToReview, saveReview } from './reviews';

/** Checkout, orders (receipts, refunds) and the buyer's library (issue 11). */
export function commerceRoutes({
  db,
  commerce,
  now,
  catalog,
}: RouteDeps & { commerce: Commerce; catalog: Catalog }) {
  const params = validate('param', idParamSchema);
  const lineParams = validate('param', orderLineParamSchema);
  return (
    new Hono<AppEnv>()
      .post('/checkout', jsonBody(checkoutRequestSchema), async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const { language, ...cart } = c.req.valid('json');
        return c.json(await commerce.checkout(user, cart, language), 201);
      })
      // What the cart costs now, with a discount code: nothing written, nothing held.
      .post('/checkout/quote', jsonBody(cartSchema), async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json({ quote: await quoteCart(db, user, c.req.valid('json'), now()) }, 200);
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
      // Refunds are per line (one pack, or one block of query credits): what it would give back, then the refund.
      .get('/orders/:id/lines/:packId/refund', lineParams, async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const { id, packId } = c.req.valid('param');
        return c.json({ quote: await commerce.refundQuote(user, id, packId) }, 200);
      })
      .post('/orders/:id/lines/:packId/refund', lineParams, async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const { id, packId } = c.req.valid('param');
        return c.json({ order: await commerce.refundLine(user, id, packId) }, 200);
      })
      .get('/library', async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json({ items: await libraryOf(db, user) }, 200);
      })
      // Reviews (spec 02 §2.5): anyone reads them; buyers write one each, vote helpful; the creator replies.
      .get('/packs/:id/reviews', params, validate('query', reviewsQuerySchema), async (c) => {
        const viewer = c.get('viewer');
        const page = await listReviews(
          db,
          viewer?.user ?? null,
          c.req.valid('param').id,
          c.req.valid('query'),
        );
        return c.json(page, 200);
      })
      .put('/packs/:id/reviews/mine', params, jsonBody(reviewBodySchema), async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        await saveReview(db, user, c.req.valid('param').id, c.req.valid('json'), now());
        // The card's rating changed: this instance's marketplace shows it at once (the others hear the database).
        catalog.invalidate();
        return c.json({ saved: true as const }, 200);
      })
      .post('/reviews/:id/helpful', params, async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json({ helpful: await markHelpful(db, user, c.req.valid('param').id, now()) }, 200);
      })
      .put('/reviews/:id/reply', params, jsonBody(reviewReplySchema), async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        await replyToReview(db, user, c.req.valid('param').id, c.req.valid('json').text, now());
        return c.json({ saved: true as const }, 200);
      })
      // Q&A (spec 02 §2.5): anyone signed in asks; the creator answers; answered questions are the FAQ.
      .get('/packs/:id/questions', params, async (c) => {
        const viewer = c.get('viewer');
        return c.json(await listQuestions(db, viewer?.user ?? null, c.req.valid('param').id), 200);
      })
      .post('/packs/:id/questions', params, jsonBody(questionBodySchema), async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const id = await askQuestion(db, user, c.req.valid('param').id, c.req.valid('json').question, now());
        return c.json({ id: id ?? '' }, 201);
      })
      .put('/questions/:id/answer', params, jsonBody(answerBodySchema), async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        await answerQuestion(db, user, c.req.valid('param').id, c.req.valid('json').answer, now());
        return c.json({ saved: true as const }, 200);
      })
  );
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
export function stripeWebhookRoutes({ commerce }: { commerce: Commerce }) {
  return new Hono<AppEnv>().post('/stripe', takesWebhookBody, declareRateLimit('webhooks'), async (c) => {
    const payload = new TextDecoder().decode(await readBody(c, WEBHOOK_BODY_LIMIT));
    const event = commerce.stripeEvents.verify(payload, c.req.header('Stripe-Signature'));
    return c.json({ received: true as const, outcome: await commerce.stripeEvents.handle(event) }, 200);
  });
}
