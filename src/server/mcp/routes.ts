import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isJsonContentType,
  isLegacyRequest,
  PROTOCOL_VERSION_META_KEY,
  SUPPORTED_PROTOCOL_VERSIONS,
  type AuthInfo,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type McpServer,
} from '@modelcontextprotocol/server';
import { and, eq, ne } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { accessTokens } from '../db/schema';
import { MCP_RESULT_TOKENS_DEFAULT } from '../../common/limits';
import { KENJA_SECRET_PREFIX } from '../tokens';
import { isTrustedHost, isTrustedOrigin, publicUrlAsReached, type AuthConfig } from '../auth';
import { requestHost } from '../http/client-address';
import { answerWith, noStore } from '../http/api-headers';
import { KB, readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import type { Logger } from '../log';
import { AppError } from '../http/errors';
import { declareRoute } from '../http/route-declarations';
import { enteredText } from '../http/entered-text';
import type { McpServices } from './mcp-services';
import { createServerPool } from './server-pool';
import type { McpCaller } from './caller';
import { corsFor } from './cors';
import { FIRST_MODERN_REVISION, modernEnvelopes, plainlyLegacy, plainlyModern } from './era';
import { ExchangeTransport } from './exchange';
import { ModernExchangeTransport } from './modern-exchange';
import { INVALID_REQUEST, PARSE_ERROR, SERVER_ERROR } from './json-rpc-codes';
import { bearerChallenge, mcpResource, otherResource } from '../oauth';
import { MCP_ENDPOINTS } from './mcp-endpoints';
import { refuseBatch, refuseUnknownTool, refuseWithoutScope, type ProtocolRefusal } from './protocol-checks';
import { directToolCalls } from './direct-calls';
import { createMcpServer, MCP_SERVER_INFO, TOOL_NAMES, TOOLS } from './mcp-server';
import { logSdkError } from './sdk-errors';

/** The largest JSON-RPC message the endpoint reads: tool calls are small. */
export const MCP_BODY_LIMIT = 256 * KB;

/** Query parameters that look like a credential: a token in a URL ends up in logs and histories. */
const CREDENTIAL_PARAMS = /^(access_token|token|api_key|apikey|key|auth|authorization|bearer)$/i;

/** Whether a request is the MCP endpoint's: its refusals speak JSON-RPC, as MCP clients expect. */
export function isMcpRequest(c: Context): boolean {
  return c.req.path === '/mcp' && c.req.method !== 'GET';
}

/** An error as a JSON-RPC message with no id (it answers no request the server could read). */
export function rpcError(
  c: Context,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
) {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json({ jsonrpc: '2.0', id: null, error: { code, message } }, status as 400);
}

export interface McpRouteOptions {
  auth: AuthConfig;
  /** The shared rate limiter; it counts per access token once the token is known. */
  rateLimit: MiddlewareHandler<AppEnv>;
  resultTokens?: number | undefined;
  /** Behind a trusted proxy, the host the client asked for is its X-Forwarded-Host. */
  trustProxy?: boolean;
  /** Web origins besides Kenja's own whose pages may call /mcp from a browser. */
  allowedOrigins?: readonly string[] | undefined;
  /** Where the SDK's own failures (outside any tool) are written. */
  log: Logger;
}

const refuse = (c: Context, { status, id, code, message }: ProtocolRefusal) =>
  c.json({ jsonrpc: '2.0', id, error: { code, message } }, status);

const notAllowed = (c: Context) => {
  c.header('Allow', 'POST, OPTIONS');
  return rpcError(c, 405, SERVER_ERROR, 'This MCP server is stateless: send JSON-RPC messages with POST');
};

/** A token put in the query string, where logs and histories keep it. */
const credentialInUrl = (url: string) =>
  url.includes('?') &&
  [...new URL(url).searchParams].some(
    ([name, value]) => CREDENTIAL_PARAMS.test(name) || value.startsWith(KENJA_SECRET_PREFIX),
  );

/** Request bodies as text; a body that is not UTF-8 becomes text JSON.parse refuses. */
const utf8 = new TextDecoder();

/**
 * `/mcp`: the Model Context Protocol over Streamable HTTP, protocol revisions 2026-07-28 and 2025-11-25 (with the
 * older ones 2025-era clients still send), stateless — every POST carries its own bearer token and is answered by a
 * server from the pool, so any instance answers any request and no
 * session id ever stands for a person. A server-initiated event stream (GET) and ending a session (DELETE) have
 * nothing to do without sessions: 405.
 */
export function mcpRoutes(
  services: McpServices,
  { auth, rateLimit, resultTokens, trustProxy = false, allowedOrigins = [], log }: McpRouteOptions,
) {
  const budget = resultTokens ?? MCP_RESULT_TOKENS_DEFAULT;
  const pool = createServerPool(() => createMcpServer({ services, budget }));
  const modernExchangeServer = createMcpServer(
    { services, budget },
    { servesRevision: FIRST_MODERN_REVISION },
  );
  const direct = directToolCalls({ services, budget }, TOOLS, MCP_SERVER_INFO);
  const serve = servingBothEras(pool, modernExchangeServer, direct, (err) => logSdkError(log, err));
  const originAllowed = (origin: string) => isTrustedOrigin(auth, origin) || allowedOrigins.includes(origin);
  const cors = corsFor(originAllowed);
  // Every refusal for want of a token says where to get one (RFC 9728 §5.1, MCP authorization).
  const hostOf = (c: Context) => requestHost(c, trustProxy);
  const elsewhere = otherResource(mcpResource(auth));
  const challenge = (host: string, error?: { code: 'invalid_token'; description: string }) => ({
    'WWW-Authenticate': bearerChallenge(publicUrlAsReached(auth, host), error),
  });

  // Every answer, refusals included, says which page may read it (the transport builds its own responses).
  const corsHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
    cors.allowRequest(c);
    await next();
  };

  const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
    // DNS rebinding: a page on another name that resolves to this server must not reach the endpoint.
    const host = hostOf(c);
    if (!isTrustedHost(auth, host)) {
      return rpcError(
        c,
        403,
        SERVER_ERROR,
        `Requests for the host ${host || '(none)'} are not allowed: ${elsewhere}`,
      );
    }
    if (credentialInUrl(c.req.url)) {
      return rpcError(
        c,
        400,
        INVALID_REQUEST,
        'Send the access token in the Authorization header, never in the URL',
      );
    }
    // A web page elsewhere must not drive a signed-in person's assistant (DNS rebinding, drive-by requests).
    const origin = c.req.header('Origin');
    if (origin !== undefined && !originAllowed(origin)) {
      return rpcError(c, 403, SERVER_ERROR, 'Requests from this origin are not allowed');
    }
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
    if (!match?.[1]) {
      return rpcError(
        c,
        401,
        SERVER_ERROR,
        'Missing access token: send Authorization: Bearer <token> (create one on the Connect page)',
        challenge(host),
      );
    }
    const principal = await services.accessTokens.verifier.verify(match[1]);
    if (!principal) {
      return rpcError(
        c,
        401,
        SERVER_ERROR,
        'The access token is not valid: it may have been revoked or have expired',
        challenge(host, {
          code: 'invalid_token',
          description: 'The access token is revoked, expired or unknown',
        }),
      );
    }
    c.set('principal', principal);
    await next();
  };

  const app = new Hono<AppEnv>()
    .post(
      '/',
      MCP_ENDPOINTS.post(),
      declareRoute(async (_c, next) => next(), { bodyLimit: MCP_BODY_LIMIT, rateLimit: 'mcp' }),
      noStore(),
      corsHeaders,
      authenticate,
      rateLimit,
      async (c) => {
        const raw = utf8.decode(await readBody(c, MCP_BODY_LIMIT));
        let message: unknown;
        try {
          // Tool arguments are text entering Kenja like any other (http/entered-text.ts); the id is the client's,
          // answered as it came.
          message = enteredText(c, JSON.parse(raw), { keepRaw: ['id'] });
        } catch {
          return rpcError(c, 400, PARSE_ERROR, 'Parse error: the body is not JSON');
        }
        const refusal =
          refuseBatch(message, c.req.header('MCP-Protocol-Version')) ??
          refuseUnknownTool(message, TOOL_NAMES);
        if (refusal) return refuse(c, refusal);
        const principal = c.get('principal');
        if (!principal) throw new AppError('unauthenticated', 'Missing access token');
        const stepUp = refuseWithoutScope(message, principal, () => publicUrlAsReached(auth, hostOf(c)));
        if (stepUp) {
          c.header('WWW-Authenticate', stepUp.challenge);
          return refuse(c, stepUp.refusal);
        }
        await rememberUrlElicitation(services.db, message, principal.tokenId);
        const caller: McpCaller = { principal, log: c.get('log') };
        const answer = await serve(c, message, caller, {
          token: '',
          clientId: principal.tokenId,
          scopes: principal.scopes ? [...principal.scopes] : [],
          extra: { caller },
        });
        return answer instanceof Response ? answerWith(c, answer) : c.json(answer.json);
      },
    )
    // `/mcp` is also the MCP explainer page: a browser asking for it gets the page; an MCP client opening a
    // server-sent event stream gets 405.
    .get('/', MCP_ENDPOINTS.get(), async (c, next) =>
      (c.req.header('Accept') ?? '').includes('text/event-stream') ? notAllowed(c) : next(),
    )
    .delete('/', MCP_ENDPOINTS.delete(), notAllowed)
    .options('/', MCP_ENDPOINTS.options(), (c) => cors.preflight(c));

  return app;
}

/**
 * A 2025-era client says only at `initialize` what it can do, and Kenja keeps no session: whether it can open a URL
 * for its person (URL-mode elicitation) is kept on its connection, for a purchase that must be confirmed (issue 50).
 * Written only when it changes; `initialize` is rare.
 */
async function rememberUrlElicitation(db: Database, message: unknown, tokenId: string) {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return;
  const request = message as {
    method?: unknown;
    params?: { capabilities?: { elicitation?: { url?: unknown } } };
  };
  if (request.method !== 'initialize') return;
  const elicitsUrl = typeof request.params?.capabilities?.elicitation?.url === 'object';
  await db
    .update(accessTokens)
    .set({ elicitsUrl })
    .where(and(eq(accessTokens.id, tokenId), ne(accessTokens.elicitsUrl, elicitsUrl)));
}

/**
 * A request the SDK's stateless transport would pass on to its server unchanged: one 2025-era JSON-RPC request
 * (not `initialize`, which sets what a server knows of its client; no `_meta`, which the SDK checks further), from a
 * client that takes JSON and sends JSON, naming a protocol version the transport serves or none. Anything else
 * goes through that transport, which answers it as the specification says (406, 415, 400…).
 */
function everydayRequest(
  message: unknown,
  header: (name: string) => string | undefined,
): message is JSONRPCRequest {
  const version = header('mcp-protocol-version') ?? null;
  if (!plainlyLegacy(message, version)) return false;
  const request = message as JSONRPCRequest;
  if (request.method === 'initialize' || (request.params !== undefined && '_meta' in request.params))
    return false;
  if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return false;
  const accept = header('accept') ?? '';
  return (
    accept.includes('application/json') &&
    accept.includes('text/event-stream') &&
    isJsonContentType(header('content-type') ?? null)
  );
}

/**
 * A 2026-era `tools/call` the SDK's handler would hand to a server as it is: the envelope names the revision the
 * exchange serves, the MCP-Protocol-Version, Mcp-Method and Mcp-Name headers say exactly what the body says, the body
 * is JSON, and the SDK's own classification calls such a request, with this envelope, a 2026-era one (asked once per
 * envelope: era.ts). Anything else — another method, a header to decode or cross-check, a refusal — is the SDK's
 * handler's to answer.
 */
function everydayModernRequest(
  message: unknown,
  header: (name: string) => string | undefined,
  takesEnvelope: ReturnType<typeof modernEnvelopes>,
): message is JSONRPCRequest {
  if (!plainlyModern(message)) return false;
  const request = message as JSONRPCRequest & { params: { name?: unknown; _meta: Record<string, unknown> } };
  if (request.method !== 'tools/call' || typeof request.params.name !== 'string') return false;
  if (typeof request.id === 'number' && !Number.isSafeInteger(request.id)) return false;
  const version = header('mcp-protocol-version');
  if (version !== FIRST_MODERN_REVISION || request.params._meta[PROTOCOL_VERSION_META_KEY] !== version)
    return false;
  if (header('mcp-method') !== request.method || header('mcp-name') !== request.params.name) return false;
  if (!isJsonContentType(header('content-type') ?? null)) return false;
  return takesEnvelope(request.params.name, request.params._meta);
}

/**
 * Both protocol eras on the one endpoint (ADR 0029): a 2025-era request (no per-request envelope) is served by a
 * stateless transport that answers JSON, as Kenja always has; a 2026-07-28 request (server/discover, the envelope,
 * Mcp-Method and Mcp-Name) by the SDK's per-request handler, strict (`legacy: 'reject'`: the old era never reaches
 * it). Both take servers from the same pool of the same tools, resources and prompts.
 */
function servingBothEras(
  pool: ReturnType<typeof createServerPool>,
  modernExchangeServer: McpServer,
  direct: ReturnType<typeof directToolCalls>,
  onerror: (error: Error) => void,
) {
  const lent = new Set<McpServer>();
  const modern = createMcpHandler(
    () => {
      const server = pool.acquireModern();
      lent.add(server);
      return server;
    },
    { legacy: 'reject', onerror },
  );
  const giveBack = () => {
    for (const server of lent) {
      if (server.isConnected()) continue;
      lent.delete(server);
      pool.release('modern', server);
    }
  };
  // The everyday 2025-era request goes through one server connected for good (exchange.ts); anything else the SDK's
  // transports take as before.
  const exchange = new ExchangeTransport();
  const everyday = pool.acquire().then(async (server) => {
    await server.connect(exchange);
    return server;
  });
  everyday.catch(() => undefined); // a failure is each waiting request's to answer (500), not the process's
  // The everyday 2026-era request likewise (modern-exchange.ts): a 2026-era server, bound to the era as the SDK binds
  // one, connected for good.
  const modernExchange = new ModernExchangeTransport(FIRST_MODERN_REVISION);
  const everydayModern = modernExchangeServer.connect(modernExchange);
  everydayModern.catch(() => undefined);
  const takesEnvelope = modernEnvelopes();
  return async (
    c: Context,
    message: unknown,
    caller: McpCaller,
    authInfo: AuthInfo,
  ): Promise<Response | { json: JSONRPCMessage }> => {
    // Read from Hono's request: the web Request beneath (`c.req.raw`) is built only for the SDK's transports.
    if (everydayRequest(message, (name) => c.req.header(name))) {
      const answered = direct(message, caller, 'legacy');
      if (answered) return { json: await answered };
      await everyday;
      return { json: await exchange.exchange(message, { authInfo }) };
    }
    if (everydayModernRequest(message, (name) => c.req.header(name), takesEnvelope)) {
      const answered = direct(message, caller, 'modern');
      if (answered) return { json: await answered };
      await everydayModern;
      const answer = modernExchange.exchange(message, authInfo);
      if (answer) return { json: await answer };
    }
    // Any other 2026-era request goes to the SDK's handler; what is left is rare (initialize, notifications,
    // batches, odd headers): the SDK tells its era.
    const request = c.req.raw;
    if (plainlyModern(message) || !(await isLegacyRequest(request, message))) {
      try {
        return await modern.fetch(request, { parsedBody: message, authInfo });
      } finally {
        giveBack();
      }
    }
    const server = await pool.acquire();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody: message, authInfo });
    } finally {
      await server.close();
      pool.release('legacy', server);
    }
  };
}
