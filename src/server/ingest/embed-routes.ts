import { Hono } from 'hono';
import { embedRequestSchema } from '../../common/contracts/engine';
import { requireViewer } from '../auth';
import { jsonBody, PASSAGE_BODY_LIMIT } from '../http/body';
import type { AppEnv, RouteDeps } from '../http/context';
import { addTextDocument } from './documents';

/** `POST /api/embed`: a passage of text into a pack, indexed as a document of its own. */
export function embedRoutes({ db, files, now }: RouteDeps) {
  return new Hono<AppEnv>().post(
    '/',
    jsonBody(embedRequestSchema, { limit: PASSAGE_BODY_LIMIT, documentText: ['text'] }),
    async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      const result = await addTextDocument(db, files, user, c.req.valid('json'), now());
      return c.json(result, result.duplicate ? 200 : 202);
    },
  );
}
