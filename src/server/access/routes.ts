import { Hono } from 'hono';
import { z } from 'zod';
import {
  accessTokenCreatedSchema,
  accessTokenCreateSchema,
  accessTokenListSchema,
  historyQuerySchema,
  queryHistorySchema,
} from '../../common/contracts/access';
import { idParamSchema } from '../../common/contracts/ids';
import { requireViewer } from '../auth';
import { contentLanguage } from '../db/schema/packs';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { READ_SOURCES, type Entitlements } from '../packs';
import type { AccessTokens } from './access-tokens';
import type { QueryRecords } from './query-records';

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json, whose method and path are where the route is registered and mounted (http/endpoint.ts).
 */

/** `/api/access-tokens`: the signed-in person's tokens for MCP clients. */
export function accessTokenRoutes({ accessTokens }: { accessTokens: AccessTokens }) {
  return new Hono<AppEnv>()
    .get(
      '/',
      endpoint({
        access: 'session',
        tag: 'Access',
        summary: "The caller's access tokens (never the tokens themselves)",
        status: 200,
        response: accessTokenListSchema,
      }),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json({ tokens: await accessTokens.list(user) }, 200);
      },
    )
    .post(
      '/',
      endpoint({
        access: 'session',
        tag: 'Access',
        summary: 'Create an access token for an MCP client',
        description:
          'The answer is the only time the token is shown; Kenja keeps its SHA-256. Optionally limited to packs the ' +
          'caller may read (403 for one they may not) and given an expiry.',
        body: accessTokenCreateSchema,
        status: 201,
        response: accessTokenCreatedSchema,
        errors: [409],
      }),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json(await accessTokens.create(user, c.req.valid('json')), 201);
      },
    )
    .delete(
      '/:id',
      endpoint({
        access: 'session',
        tag: 'Access',
        summary: 'Revoke an access token: it stops working on every instance at once',
        param: idParamSchema,
        status: 200,
        response: z.object({ revoked: z.literal(true) }),
        errors: [404],
      }),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        await accessTokens.revoke(user, c.req.valid('param').id);
        return c.json({ revoked: true as const }, 200);
      },
    );
}

const deletedCount = z.object({ deleted: z.number().int() });

/** `/api/me/queries`: the signed-in person's own query history, which they may read and delete. */
export function queryHistoryRoutes({ queryRecords }: { queryRecords: QueryRecords }) {
  return new Hono<AppEnv>()
    .get(
      '/',
      endpoint({
        access: 'session',
        tag: 'Access',
        summary: "The caller's query history through MCP and the web, newest first",
        query: historyQuerySchema,
        status: 200,
        response: queryHistorySchema,
      }),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const { before } = c.req.valid('query');
        return c.json(await queryRecords.history(user.id, before ? new Date(before) : undefined), 200);
      },
    )
    .delete(
      '/',
      endpoint({
        access: 'session',
        tag: 'Access',
        summary: "Delete the caller's whole query history",
        status: 200,
        response: deletedCount,
      }),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json({ deleted: await queryRecords.remove(user.id) }, 200);
      },
    )
    .delete(
      '/:id',
      endpoint({
        access: 'session',
        tag: 'Access',
        summary: 'Delete one query of the history',
        param: idParamSchema,
        status: 200,
        response: deletedCount,
      }),
      async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json({ deleted: await queryRecords.remove(user.id, c.req.valid('param').id) }, 200);
      },
    );
}

/** What `GET /api/me/packs` answers; its route's answer is held to it (`satisfies`). */
export const readablePacksSchema = z.object({
  packs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      language: z.enum(contentLanguage.enumValues),
      document_count: z.number(),
      edition: z.string().nullable().describe('When the pack was last indexed'),
      access: z.enum(READ_SOURCES).describe('Why the caller may read it'),
    }),
  ),
});

/** `/api/me/packs`: the packs the signed-in person may read, and why (for the Connect page's token limits). */
export function readablePackRoutes({ entitlements }: { entitlements: Entitlements }) {
  return new Hono<AppEnv>().get(
    '/',
    endpoint({
      access: 'session',
      tag: 'Access',
      summary: 'The packs the caller may read, and why (creator, admin, purchase, grant, free, credits)',
      status: 200,
      response: readablePacksSchema,
    }),
    async (c) => {
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
        } satisfies z.output<typeof readablePacksSchema>,
        200,
      );
    },
  );
}
