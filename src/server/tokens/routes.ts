import { Hono } from 'hono';
import { z } from 'zod';
import {
  accessTokenCreatedSchema,
  accessTokenCreateSchema,
  accessTokenListSchema,
} from '../../common/contracts/access';
import { idParamSchema } from '../../common/contracts/ids';
import type { AppEnv } from '../http/context';
import { endpointFor } from '../http/endpoint';
import type { AccessTokens } from './access-tokens';

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json, whose method and path are where the route is registered and mounted (http/endpoint.ts).
 */

/** Declares the Access endpoints here that anyone signed in may call. */
const sessionAccessEndpoint = endpointFor({ access: 'session', tag: 'Access' });

/** `/api/access-tokens`: the signed-in person's tokens for MCP clients. */
export function accessTokenRoutes({ accessTokens }: { accessTokens: AccessTokens }) {
  return new Hono<AppEnv>()
    .get(
      '/',
      sessionAccessEndpoint({
        summary: "The caller's access tokens (never the tokens themselves)",
        status: 200,
        response: accessTokenListSchema,
      }),
      async (c) => c.json({ tokens: await accessTokens.list(c.var.caller.user) }, 200),
    )
    .post(
      '/',
      sessionAccessEndpoint({
        summary: 'Create an access token for an MCP client',
        description:
          'The answer is the only time the token is shown; Kenja keeps its SHA-256. Optionally limited to packs the ' +
          'caller may read (403 for one they may not) and given an expiry.',
        body: accessTokenCreateSchema,
        status: 201,
        response: accessTokenCreatedSchema,
        errors: [409],
      }),
      async (c) => c.json(await accessTokens.create(c.var.caller.user, c.req.valid('json')), 201),
    )
    .delete(
      '/:id',
      sessionAccessEndpoint({
        summary: 'Revoke an access token: it stops working on every instance at once',
        param: idParamSchema,
        status: 200,
        response: z.object({ revoked: z.literal(true) }),
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        await accessTokens.revoke(user, c.req.valid('param').id);
        return c.json({ revoked: true as const }, 200);
      },
    );
}
