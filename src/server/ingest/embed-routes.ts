import { Hono } from 'hono';
import { embedRequestSchema, uploadResponseSchema } from '../../common/contracts/engine';
import { PASSAGE_BODY_LIMIT } from '../http/body';
import type { AppEnv, RouteDeps } from '../http/context';
import { endpoint } from '../http/endpoint';
import { addTextDocument } from './documents';

/** `POST /api/embed`: a passage of text into a pack, indexed as a document of its own. */
export function embedRoutes({ db, files, now }: RouteDeps) {
  return new Hono<AppEnv>().post(
    '/',
    endpoint({
      access: 'creator',
      tag: 'Documents',
      summary: 'Add a passage of text to a pack',
      description: 'Stored and indexed like an uploaded text file named metadata.filename (or chunk_id).',
      body: embedRequestSchema,
      bodyLimit: PASSAGE_BODY_LIMIT,
      documentText: ['text'],
      status: 202,
      response: uploadResponseSchema,
      errors: [404],
    }),
    async (c) => {
      const { user } = c.var.caller;
      const result = await addTextDocument(db, files, user, c.req.valid('json'), now());
      return c.json(result, result.duplicate ? 200 : 202);
    },
  );
}
