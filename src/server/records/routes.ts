import { Hono } from 'hono';
import { z } from 'zod';
import { historyQuerySchema, queryHistorySchema } from '../../common/contracts/access';
import { idParamSchema } from '../../common/contracts/ids';
import type { AppEnv } from '../http/context';
import { endpointFor } from '../http/endpoint';
import type { QueryRecords } from './query-records';

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json, whose method and path are where the route is registered and mounted (http/endpoint.ts).
 */

const deletedCount = z.object({ deleted: z.number().int() });

/** Declares the Access endpoints here that anyone signed in may call. */
const sessionAccessEndpoint = endpointFor({ access: 'session', tag: 'Access' });

/** `/api/me/queries`: the signed-in person's own query history, which they may read and delete. */
export function queryHistoryRoutes({ queryRecords }: { queryRecords: QueryRecords }) {
  return new Hono<AppEnv>()
    .get(
      '/',
      sessionAccessEndpoint({
        summary: "The caller's query history through MCP and the web, newest first",
        query: historyQuerySchema,
        status: 200,
        response: queryHistorySchema,
      }),
      async (c) => {
        const { user } = c.var.caller;
        const { before } = c.req.valid('query');
        return c.json(await queryRecords.history(user.id, before ? new Date(before) : undefined), 200);
      },
    )
    .delete(
      '/',
      sessionAccessEndpoint({
        summary: "Delete the caller's whole query history",
        status: 200,
        response: deletedCount,
      }),
      async (c) => c.json({ deleted: await queryRecords.remove(c.var.caller.user.id) }, 200),
    )
    .delete(
      '/:id',
      sessionAccessEndpoint({
        summary: 'Delete one query of the history',
        param: idParamSchema,
        status: 200,
        response: deletedCount,
      }),
      async (c) =>
        c.json({ deleted: await queryRecords.remove(c.var.caller.user.id, c.req.valid('param').id) }, 200),
    );
}
