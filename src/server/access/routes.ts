import { Hono } from 'hono';
import { accessTokenCreateSchema, historyQuerySchema } from '../../common/contracts/access';
import { idParamSchema } from '../../common/contracts/ids';
import { requireViewer } from '../auth';
import { jsonBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { validate } from '../http/validate';
import type { Entitlements } from '../packs';
import type { AccessTokens } from './access-tokens';
import type { QueryRecords } from './query-records';

/** `/api/access-tokens`: the signed-in person's tokens for MCP clients. */
export function accessTokenRoutes({ accessTokens }: { accessTokens: AccessTokens }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ tokens: await accessTokens.list(user) }, 200);
    })
    .post('/', jsonBody(accessTokenCreateSchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json(await accessTokens.create(user, c.req.valid('json')), 201);
    })
    .delete('/:id', validate('param', idParamSchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      await accessTokens.revoke(user, c.req.valid('param').id);
      return c.json({ revoked: true as const }, 200);
    });
}

/** `/api/me/queries`: the signed-in person's own query history, which they may read and delete. */
export function queryHistoryRoutes({ queryRecords }: { queryRecords: QueryRecords }) {
  return new Hono<AppEnv>()
    .get('/', validate('query', historyQuerySchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      const { before } = c.req.valid('query');
      return c.json(await queryRecords.history(user.id, before ? new Date(before) : undefined), 200);
    })
    .delete('/', async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ deleted: await queryRecords.remove(user.id) }, 200);
    })
    .delete('/:id', validate('param', idParamSchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ deleted: await queryRecords.remove(user.id, c.req.valid('param').id) }, 200);
    });
}

/** `/api/me/packs`: the packs the signed-in person may read, and why (for the Connect page's token limits). */
export function readablePackRoutes({ entitlements }: { entitlements: Entitlements }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { user } = requireViewer(c.get('viewer'));
    const packs = await entitlements.readablePacks(user);
    return c.json(
      {
        packs: packs.map((pack) => ({
          id: pack.id,
          title: pack.title,
          language: pack.language,
          document_count: pack.fileCount,
          edition: pack.indexedAt?.toISOString() ?? null,
          access: pack.source,
        })),
      },
      200,
    );
  });
}
