import { z } from 'zod';
import { bundleSchema } from '../../common/contracts/offers';
import {
  packActivitySchema,
  packPageSchema,
  tryExcerptSchema,
  tryQuestionSchema,
} from '../../common/contracts/packs';
import type { Operation } from './operation';

/** A pack's sales page: what anyone may see and try before buying. */
export const SALES_PAGE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/packs/by-slug/{slug}',
    access: 'public',
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
    path: '/api/packs/by-slug/{slug}/views',
    access: 'public',
    tag: 'Packs',
    summary:
      'Count a view of a pack’s sales page (once per visitor and day; the creator’s own views are not counted)',
    status: 204,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/packs/by-slug/{slug}/activity',
    access: 'public',
    tag: 'Packs',
    summary: 'The sales page’s live activity: the newest 3 purchases, reviews and questions, names shortened',
    status: 200,
    response: z.object({ items: z.array(packActivitySchema) }),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/packs/by-slug/{slug}/try',
    access: 'public',
    tag: 'Packs',
    summary:
      'Try before you buy: one of the pack’s sample questions against its index, answered with short cited excerpts',
    description: 'Anyone, a few times a day (the `tries` rate limit); any other question is refused (400).',
    body: tryQuestionSchema,
    status: 200,
    response: z.object({ excerpts: z.array(tryExcerptSchema) }),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/packs/{id}/bundles',
    access: 'public',
    tag: 'Packs',
    summary: 'The bundles on sale that hold this pack (the sales page’s bundle offer)',
    status: 200,
    response: z.object({ bundles: z.array(bundleSchema) }),
  },
];
