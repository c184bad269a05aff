import { Hono } from 'hono';
import { packListQuerySchema } from '../../common/contracts/packs';
import type { AppDeps } from '../deps';
import { validate } from '../http/validate';
import { listPublishedPacks } from './list-packs';

export function packRoutes(deps: AppDeps) {
  return new Hono().get('/', validate('query', packListQuerySchema), async (c) => {
    const result = await listPublishedPacks(deps.db, c.req.valid('query'));
    return c.json(result, 200);
  });
}
