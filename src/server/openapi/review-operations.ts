import { z } from 'zod';
import { answerBodySchema, reviewReplySchema } from '../../common/contracts/commerce';
import type { Operation } from './operation';

/**
 * The pack's creator replies and answers (spec 02 §2.5). Not declared on their routes yet: `creator` here says a
 * plain user gets 403, while the routes let anyone signed in who manages the pack (commerce/review-routes.ts).
 */
export const REVIEW_OPERATIONS: Operation[] = [
  {
    method: 'put',
    path: '/api/reviews/{id}/reply',
    access: 'creator',
    tag: 'Reviews',
    summary: 'The creator’s reply to a review (written again, it replaces the first)',
    body: reviewReplySchema,
    status: 200,
    response: z.object({ saved: z.literal(true) }),
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/questions/{id}/answer',
    access: 'creator',
    tag: 'Reviews',
    summary: 'The creator’s answer (the question joins the FAQ)',
    body: answerBodySchema,
    status: 200,
    response: z.object({ saved: z.literal(true) }),
    errors: [404],
  },
];
