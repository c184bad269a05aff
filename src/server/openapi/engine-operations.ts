import { packListQuerySchema } from '../../common/contracts/packs';
import type { Operation } from './operation';

/**
 * The engine's packs as corpora, their documents, search and answers are declared on their routes (ingest/,
 * reading/, answer/); what is left here is served by packs/routes.ts.
 */
export const ENGINE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/packs',
    access: 'public',
    tag: 'Packs',
    summary: 'List the published marketplace packs',
    query: packListQuerySchema,
    status: 200,
  },
];
