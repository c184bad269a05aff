import { Hono } from 'hono';
import { searchRequestSchema, searchResponseSchema } from '../../common/contracts/engine';
import { WEB } from '../records';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { declareRateLimit } from '../http/rate-limit';
import type { Reading } from './reading-service';

/** `POST /api/search`: hybrid search over the packs the caller names, each checked readable. */
export function searchRoutes({ reading }: { reading: Reading }) {
  return new Hono<AppEnv>().post(
    '/',
    endpoint({
      access: 'session',
      tag: 'Search',
      summary: 'Search packs the caller may read',
      description:
        'BM25 over an English and Japanese analyser, fused with dense vectors when an embedding model is ' +
        'configured. Scores are comparable across the searched packs.',
      body: searchRequestSchema,
      status: 200,
      response: searchResponseSchema,
    }),
    declareRateLimit('search', { keepsAccounts: true }),
    async (c) => c.json(await reading.search(c.var.caller.user, c.req.valid('json'), { origin: WEB }), 200),
  );
}
