import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { assistantBudgetSchema, budgetStateSchema } from '../../common/contracts/assistant-spending';
import { idParamSchema } from '../../common/contracts/ids';
import {
  authorizationPromptSchema,
  authorizationRequestSchema,
  connectionListSchema,
  consentAnswerSchema,
  consentSchema,
} from '../../common/contracts/oauth';
import { isSafeText } from '../../common/text';
import { publicUrlAsReached, type AuthConfig } from '../auth';
import { KB, readBody } from '../http/body';
import { requestHost } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { endpoint, endpointFor } from '../http/endpoint';
import { AppError } from '../http/errors';
import { declareRateLimit } from '../http/rate-limit';
import { declareRoute } from '../http/route-declarations';
import { enteredText } from '../http/entered-text';
import type { Authorization } from './authorization';
import type { OAuthClients } from './clients';
import type { Grants, TokenRequest } from './grants';
import {
  AUTHORIZATION_SERVER_PATH,
  PROTECTED_RESOURCE_PATH,
  REGISTER_PATH,
  REVOKE_PATH,
  TOKEN_PATH,
  authorizationServerMetadata,
  protectedResourceMetadata,
} from './metadata';
import { OAuthError, oauthCodeForStatus } from './oauth-error';
import { ROOT_ENDPOINTS } from './root-endpoints';

/** What an OAuth request body may be: client metadata and token forms are small. */
const OAUTH_BODY_LIMIT = 16 * KB;

export interface OAuthServices {
  oauthClients: OAuthClients;
  authorization: Authorization;
  grants: Grants;
}

/**
 * OAuth endpoints are called by clients, often from a browser page of another origin (MCP Inspector): they carry
 * no cookie and read no session, so any origin may call them (RFC 8414 and RFC 9728 metadata is public anyway).
 */
const openToEveryOrigin: MiddlewareHandler = async (c, next) => {
  // Set first, so refusals built later (a 429, an error) carry it too.
  c.header('Access-Control-Allow-Origin', '*');
  await next();
};

/** Declares the OAuth endpoints here that anyone signed in may call. */
const sessionOAuthEndpoint = endpointFor({ access: 'session', tag: 'OAuth' });

function preflight(c: Context) {
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  c.header('Access-Control-Allow-Headers', 'Content-Type, Authorization, MCP-Protocol-Version');
  c.header('Access-Control-Max-Age', '600');
  return c.body(null, 204);
}

/** Every answer of the token and registration endpoints: never cached (RFC 6749 §5.1). */
function noStoreJson(c: Context, body: unknown, status: ContentfulStatusCode) {
  c.header('Cache-Control', 'no-store');
  c.header('Pragma', 'no-cache');
  return c.json(body, status);
}

/** The endpoints OAuth clients call and whose every refusal they read as `{ error, error_description }`. */
const OAUTH_ENDPOINT_PATHS = new Set([REGISTER_PATH, TOKEN_PATH, REVOKE_PATH]);

export function isOAuthEndpoint(c: Context): boolean {
  return c.req.method === 'POST' && OAUTH_ENDPOINT_PATHS.has(c.req.path);
}

/**
 * A refusal made before an OAuth endpoint's own code ran (the body guard's 413, the rate limit's 429, a failure),
 * in the form OAuth clients read (RFC 6749 §5.2), with the status kept and the endpoint's CORS and caching headers.
 */
export function oauthRefusal(c: Context, status: ContentfulStatusCode, description: string) {
  c.header('Access-Control-Allow-Origin', '*');
  return noStoreJson(c, { error: oauthCodeForStatus(status), error_description: description }, status);
}

/** A body the endpoint reads, or its refusal as an OAuth error. */
async function bodyText(c: Context): Promise<string> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await readBody(c, OAUTH_BODY_LIMIT));
  } catch (error) {
    if (error instanceof AppError && error.status === 413) {
      throw new OAuthError('invalid_request', `The body is larger than ${OAUTH_BODY_LIMIT / KB} KB`, 413);
    }
    throw new OAuthError('invalid_request', 'The body is not UTF-8 text');
  }
}

/** The form the token and revocation endpoints take (application/x-www-form-urlencoded, RFC 6749 §3.2). */
async function formOf(c: Context): Promise<TokenRequest> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header('Content-Type') ?? '')) {
    throw new OAuthError('invalid_request', 'Send the request as application/x-www-form-urlencoded');
  }
  const form: TokenRequest = {};
  for (const [name, value] of new URLSearchParams(await bodyText(c))) {
    if (name in form) throw new OAuthError('invalid_request', `${name} is repeated`);
    if (!isSafeText(value))
      throw new OAuthError('invalid_request', `${name} contains characters not allowed`);
    form[name] = value;
  }
  return form;
}

/** An endpoint whose refusals are OAuth errors (`{ error, error_description }`), as clients expect. */
function oauthEndpoint(handler: (c: Context<AppEnv>) => Promise<Response>) {
  return async (c: Context<AppEnv>) => {
    try {
      return await handler(c);
    } catch (error) {
      if (error instanceof OAuthError) return noStoreJson(c, error.toBody(), error.status);
      throw error;
    }
  };
}

/**
 * The authorization server's public face, at the site's root: the two metadata documents (the protected
 * resource's in both the plain and the path-suffixed form of RFC 9728 §3.1), registration (RFC 7591), the token
 * endpoint and revocation (RFC 7009). The authorization endpoint itself is a page (/oauth/authorize) that asks
 * the API below.
 */
export function oauthEndpoints(
  services: OAuthServices,
  {
    auth,
    rateLimit,
    registration,
    trustProxy = false,
  }: {
    auth: AuthConfig;
    rateLimit: MiddlewareHandler<AppEnv>;
    registration: boolean;
    /** Behind a reverse proxy: the address a client reached is in X-Forwarded-Host (as /mcp reads it). */
    trustProxy?: boolean;
  },
) {
  const limited = (name: 'registrations' | 'oauth') =>
    declareRoute<MiddlewareHandler<AppEnv>>(async (_c, next) => next(), {
      bodyLimit: OAUTH_BODY_LIMIT,
      rateLimit: name,
    });
  const { publicUrl } = auth;
  const resourceMetadata = (c: Context) =>
    c.json(protectedResourceMetadata(publicUrl, publicUrlAsReached(auth, requestHost(c, trustProxy))), 200);
  const app = new Hono<AppEnv>();
  // Mounted at the site's root, so the header goes with each route, never through `use` (which would reach every
  // route mounted after).
  for (const path of [
    PROTECTED_RESOURCE_PATH,
    `${PROTECTED_RESOURCE_PATH}/mcp`,
    AUTHORIZATION_SERVER_PATH,
    REGISTER_PATH,
    TOKEN_PATH,
    REVOKE_PATH,
  ]) {
    app.options(path, ROOT_ENDPOINTS.preflight(), preflight);
  }
  return app
    .get(PROTECTED_RESOURCE_PATH, ROOT_ENDPOINTS.protectedResource(), openToEveryOrigin, resourceMetadata)
    .get(
      `${PROTECTED_RESOURCE_PATH}/mcp`,
      ROOT_ENDPOINTS.protectedResourceMcp(),
      openToEveryOrigin,
      resourceMetadata,
    )
    .get(AUTHORIZATION_SERVER_PATH, ROOT_ENDPOINTS.authorizationServer(), openToEveryOrigin, (c) =>
      c.json(authorizationServerMetadata(publicUrl, { registration }), 200),
    )
    .post(
      REGISTER_PATH,
      ROOT_ENDPOINTS.register(),
      openToEveryOrigin,
      limited('registrations'),
      rateLimit,
      oauthEndpoint(async (c) => {
        if (!registration) {
          throw new OAuthError(
            'invalid_request',
            'This server does not let clients register themselves: use a client ID metadata document',
          );
        }
        if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
          throw new OAuthError('invalid_client_metadata', 'Send the client metadata as application/json');
        }
        let body: unknown;
        try {
          body = enteredText(c, JSON.parse(await bodyText(c)));
        } catch (error) {
          if (error instanceof OAuthError) throw error;
          throw new OAuthError('invalid_client_metadata', 'The body is not JSON');
        }
        return noStoreJson(c, await services.oauthClients.register(body), 201);
      }),
    )
    .post(
      TOKEN_PATH,
      ROOT_ENDPOINTS.token(),
      openToEveryOrigin,
      limited('oauth'),
      rateLimit,
      oauthEndpoint(async (c) => noStoreJson(c, await services.grants.token(await formOf(c)), 200)),
    )
    .post(
      REVOKE_PATH,
      ROOT_ENDPOINTS.revoke(),
      openToEveryOrigin,
      limited('oauth'),
      rateLimit,
      oauthEndpoint(async (c) => {
        await services.grants.revoke(await formOf(c));
        return noStoreJson(c, {}, 200);
      }),
    );
}

/**
 * `/api/oauth`: the consent page's questions and answer, and the Connect page's connected assistants. Each route's
 * `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry in
 * /api/openapi.json (http/endpoint.ts). The endpoints above, at the site's root, are declared in root-endpoints.ts.
 */
export function oauthApiRoutes({ authorization, grants }: Pick<OAuthServices, 'authorization' | 'grants'>) {
  return (
    new Hono<AppEnv>()
      // Anyone may ask, signed in or not, and a question may make Kenja fetch a metadata document: counted.
      .get(
        '/authorization',
        endpoint({
          tag: 'OAuth',
          access: 'public',
          summary:
            'What the consent page shows for an authorization request (the query /oauth/authorize was opened with)',
          description:
            'A consent prompt (which assistant, verified or not, which scopes), or where to send the browser with an ' +
            'error for the assistant; 400 when the request cannot even be answered (unknown client, a redirect URI it ' +
            'does not own, a metadata document that could not be read).',
          query: authorizationRequestSchema,
          status: 200,
          response: authorizationPromptSchema,
        }),
        declareRateLimit('oauth'),
        async (c) => c.json(await authorization.prompt(c.req.valid('query')), 200),
      )
      .post(
        '/consent',
        sessionOAuthEndpoint({
          summary:
            'The person’s answer: where the browser goes next, with a single-use code or access_denied',
          body: consentSchema,
          status: 200,
          response: consentAnswerSchema,
        }),
        async (c) => c.json(await authorization.answer(c.var.caller.user, c.req.valid('json')), 200),
      )
      .get(
        '/connections',
        sessionOAuthEndpoint({
          summary: 'The assistants the caller connected by signing in',
          status: 200,
          response: connectionListSchema,
        }),
        async (c) => c.json({ connections: await grants.connections(c.var.caller.user) }, 200),
      )
      .put(
        '/connections/:id/budget',
        sessionOAuthEndpoint({
          summary:
            'What a connected assistant may spend: may it buy, its monthly and per-purchase limits, when it asks',
          description:
            'The budget is enforced on the server for every purchase the assistant asks for; a change applies to the ' +
            'next purchase on every instance.',
          param: idParamSchema,
          body: assistantBudgetSchema,
          status: 200,
          response: budgetStateSchema,
          errors: [404],
        }),
        async (c) =>
          c.json(
            await grants.changeBudget(c.var.caller.user, c.req.valid('param').id, c.req.valid('json')),
            200,
          ),
      )
      .delete(
        '/connections/:id',
        sessionOAuthEndpoint({
          summary: 'Disconnect an assistant: every token it holds stops working on every instance at once',
          param: idParamSchema,
          status: 200,
          response: z.object({ disconnected: z.literal(true) }),
          errors: [404],
        }),
        async (c) => {
          const { user } = c.var.caller;
          await grants.disconnect(user, c.req.valid('param').id);
          return c.json({ disconnected: true as const }, 200);
        },
      )
  );
}
