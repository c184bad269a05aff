import { z } from 'zod';
import {
  packDetailsSchema,
  packSuggestionsResponseSchema,
  studioPackResponseSchema,
  studioPacksResponseSchema,
} from '../../common/contracts/studio';
import type { Operation } from './operations';

const pack = (path: string) => `/api/studio/packs/{id}${path}`;

/** The creator studio (issue 10): a creator's marketplace packs, their details, state and cover. */
export const STUDIO_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/studio/packs',
    tag: 'Studio',
    summary: "The caller's marketplace packs in every state (draft, published, paused), newest first",
    status: 200,
    response: studioPacksResponseSchema,
  },
  {
    method: 'get',
    path: pack(''),
    tag: 'Studio',
    summary: 'One of the caller’s packs, with its documents’ states',
    status: 200,
    response: studioPackResponseSchema,
    errors: [404],
  },
  {
    method: 'put',
    path: pack(''),
    tag: 'Studio',
    summary: 'Save the details (a draft stays a draft, a live pack stays live)',
    description: 'Prices are decimal strings or numbers in the pack’s currency; they come back in cents.',
    body: packDetailsSchema,
    status: 200,
    response: studioPackResponseSchema,
    errors: [404],
  },
  {
    method: 'delete',
    path: pack(''),
    tag: 'Studio',
    summary: 'Delete a draft (a pack once published is paused instead: 409)',
    status: 200,
    response: z.object({ deleted: z.literal(true) }),
    errors: [404, 409],
  },
  {
    method: 'post',
    path: pack('/publish'),
    tag: 'Studio',
    summary: 'Save the details and put the pack on the marketplace',
    description:
      'Needs at least one ready document and a description of at least 40 characters; otherwise 400 with an issue ' +
      'per missing part (`documents`, `description`).',
    body: packDetailsSchema,
    status: 200,
    response: studioPackResponseSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: pack('/pause'),
    tag: 'Studio',
    summary: 'Take a published pack off the marketplace; its buyers keep access',
    status: 200,
    response: studioPackResponseSchema,
    errors: [404, 409],
  },
  {
    method: 'post',
    path: pack('/resume'),
    tag: 'Studio',
    summary: 'Put a paused pack back on the marketplace',
    status: 200,
    response: studioPackResponseSchema,
    errors: [404, 409],
  },
  {
    method: 'put',
    path: pack('/cover'),
    tag: 'Studio',
    summary: 'Upload a cover image (PNG, JPEG, WebP or GIF by content, at most 2 MB)',
    upload: {},
    status: 200,
    response: studioPackResponseSchema,
    errors: [404, 413, 415],
  },
  {
    method: 'delete',
    path: pack('/cover'),
    tag: 'Studio',
    summary: 'Go back to the cover drawn from the pack’s category',
    status: 200,
    response: studioPackResponseSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: pack('/suggestions'),
    tag: 'Studio',
    summary: 'Suggest a title, description, category and sample questions from the pack’s own documents',
    description:
      'Written by the configured language model, or drawn from headings and key terms when there is none (or it ' +
      'fails). 400 while the pack has no ready document.',
    status: 200,
    response: packSuggestionsResponseSchema,
    errors: [404],
  },
];
