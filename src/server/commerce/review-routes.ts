import { Hono } from 'hono';
import { z } from 'zod';
import {
  answerBodySchema,
  packQuestionsResponseSchema,
  questionBodySchema,
  reviewBodySchema,
  reviewReplySchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
} from '../../common/contracts/commerce';
import { idParamSchema } from '../../common/contracts/ids';
import type { AppEnv, RouteDeps } from '../http/context';
import { endpointFor } from '../http/endpoint';
import type { Catalog } from '../packs';
import { answerQuestion, askQuestion, listQuestions } from './questions';
import { listReviews, markHelpful, replyToReview, saveReview } from './reviews';

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json, whose method and path are where the route is registered and mounted (http/endpoint.ts).
 */

const saved = z.object({ saved: z.literal(true) });

/** Declares the Reviews endpoints here that anyone may call. */
const publicReviewsEndpoint = endpointFor({ access: 'public', tag: 'Reviews' });
/** Declares the Reviews endpoints here that anyone signed in may call. */
const sessionReviewsEndpoint = endpointFor({ access: 'session', tag: 'Reviews' });

/** `/api/packs/:id/reviews` (spec 02 §2.5): anyone reads a pack's reviews; buyers write one each. */
export function packReviewRoutes({ db, now, catalog }: Pick<RouteDeps, 'db' | 'now'> & { catalog: Catalog }) {
  return new Hono<AppEnv>()
    .get(
      '/:id/reviews',
      publicReviewsEndpoint({
        summary:
          'A pack’s reviews, most helpful or newest first, optionally of one star rating, with the summary',
        param: idParamSchema,
        query: reviewsQuerySchema,
        status: 200,
        response: reviewsResponseSchema,
        errors: [404],
      }),
      async (c) => {
        const viewer = c.get('viewer');
        const page = await listReviews(
          db,
          viewer?.user ?? null,
          c.req.valid('param').id,
          c.req.valid('query'),
        );
        return c.json(page, 200);
      },
    )
    .put(
      '/:id/reviews/mine',
      sessionReviewsEndpoint({
        summary: 'Write or rewrite the caller’s review (buyers only, one per pack)',
        param: idParamSchema,
        body: reviewBodySchema,
        status: 200,
        response: saved,
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        await saveReview(db, user, c.req.valid('param').id, c.req.valid('json'), now());
        // The card's rating changed: this instance's marketplace shows it at once (the others hear the database).
        catalog.invalidate();
        return c.json({ saved: true as const }, 200);
      },
    );
}

/** `/api/reviews/:id`: a buyer votes a review helpful; the creator replies to it. */
export function reviewRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>()
    .post(
      '/:id/helpful',
      sessionReviewsEndpoint({
        summary: 'Mark a review helpful (buyers of the pack, once each, not one’s own)',
        param: idParamSchema,
        status: 200,
        response: z.object({ helpful: z.int() }),
        errors: [404],
      }),
      async (c) =>
        c.json({ helpful: await markHelpful(db, c.var.caller.user, c.req.valid('param').id, now()) }, 200),
    )
    .put(
      '/:id/reply',
      // `session`, not `creator`: who may reply is whoever manages the pack (its creator, even one whose creator
      // rights were since withdrawn, or an admin); anyone else is told the review is not found.
      sessionReviewsEndpoint({
        summary: 'The creator’s reply to a review (written again, it replaces the first)',
        description: 'Whoever manages the review’s pack (its creator or an admin); to anyone else: 404.',
        param: idParamSchema,
        body: reviewReplySchema,
        status: 200,
        response: saved,
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        await replyToReview(db, user, c.req.valid('param').id, c.req.valid('json').text, now());
        return c.json({ saved: true as const }, 200);
      },
    );
}

/** `/api/packs/:id/questions` (spec 02 §2.5): anyone signed in asks; answered questions are the FAQ. */
export function packQuestionRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>()
    .get(
      '/:id/questions',
      publicReviewsEndpoint({
        summary: 'A pack’s FAQ (answered questions) and what waits for its creator’s answer',
        param: idParamSchema,
        status: 200,
        response: packQuestionsResponseSchema,
        errors: [404],
      }),
      async (c) => {
        const viewer = c.get('viewer');
        return c.json(await listQuestions(db, viewer?.user ?? null, c.req.valid('param').id), 200);
      },
    )
    .post(
      '/:id/questions',
      sessionReviewsEndpoint({
        summary: 'Ask the creator a question about a pack',
        param: idParamSchema,
        body: questionBodySchema,
        status: 201,
        response: z.object({ id: z.string() }),
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        const id = await askQuestion(db, user, c.req.valid('param').id, c.req.valid('json').question, now());
        return c.json({ id: id ?? '' }, 201);
      },
    );
}

/** `/api/questions/:id`: the creator's answer. */
export function questionRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>().put(
    '/:id/answer',
    sessionReviewsEndpoint({
      summary: 'The creator’s answer (the question joins the FAQ)',
      description: 'Whoever manages the question’s pack (its creator or an admin); to anyone else: 404.',
      param: idParamSchema,
      body: answerBodySchema,
      status: 200,
      response: saved,
      errors: [404],
    }),
    async (c) => {
      const { user } = c.var.caller;
      await answerQuestion(db, user, c.req.valid('param').id, c.req.valid('json').answer, now());
      return c.json({ saved: true as const }, 200);
    },
  );
}
