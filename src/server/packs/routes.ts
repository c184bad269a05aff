import { Hono } from 'hono';
import { packListQuerySchema } from '../../common/contracts/packs';
import { jsonOnce } from '../http/json-once';
import { validate } from '../http/validate';
import type { Catalog } from './catalog';

export function packRoutes({ catalog }: { catalog: Catalog }) {
  return new Hono().get('/', validate('query', packListQuerySchema), async (c) => {
    return jsonOnce(c, await catalog.list(c.req.valid('query')));
  });
}
