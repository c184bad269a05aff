import { Hono } from 'hono';
import { embedRequestSchema, searchRequestSchema } from '../../common/contracts/engine';
import { requireViewer } from '../auth';
import { addTextDocument } from '../ingest';
import type { FileStore } from '../files';
import { jsonBody, PASSAGE_BODY_LIMIT } from '../http/body';
import type { AppEnv } from '../http/context';
import { declareRateLimit } from '../http/rate-limit';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { SearchService } from './search-service';
import { WEB } from '../access';

/** `POST /api/search` and `POST /api/embed` (a passage of text into a pack). */
export function searchRoutes({
  db,
  files,
  search,
  now,
}: {
  db: Database;
  files: FileStore;
  search: SearchService;
  now: Clock;
}) {
  return new Hono<AppEnv>()
    .post(
      '/search',
      declareRateLimit('search', { keepsAccounts: true }),
      jsonBody(searchRequestSchema),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json(await search.search(user, c.req.valid('json'), { origin: WEB }), 200);
      },
    )
    .post(
      '/embed',
      jsonBody(embedRequestSchema, { limit: PASSAGE_BODY_LIMIT, documentText: ['text'] }),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const result = await addTextDocument(db, files, user, c.req.valid('json'), now());
        return c.json(result, result.duplicate ? 200 : 202);
      },
    );
}
