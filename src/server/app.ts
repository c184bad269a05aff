import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../common/errors';
import { accessTokenRoutes } from './tokens';
import { queryHistoryRoutes } from './records';
import { readablePackRoutes } from './reading';
import { adminRoutes } from './admin';
import { recordHiddenText } from './audit';
import { answerRoutes } from './answer';
import { searchRoutes } from './reading';
import { functionRoutes } from './functions';
import { teamRoutes } from './teams';
import {
  applyRpcRoutes,
  creatorApplicationRoutes,
  meRoutes,
  csrfMiddleware,
  sessionMiddleware,
  authRoutes,
} from './auth';
import type { AppDeps } from './deps';
import { noStore } from './http/api-headers';
import { bodyGuard } from './http/body';
import { clientAddress } from './http/client-address';
import type { AppEnv } from './http/context';
import type { MountedRoute } from './http/endpoint';
import { endpointGuard } from './http/endpoint-guard';
import { AppError } from './http/errors';
import { securityHeadersMiddleware } from './http/preset-headers';
import { DEFAULT_RATE_LIMITS, rateLimitGuard } from './http/rate-limit';
import { requestGuard } from './http/request-guard';
import { requestLogger } from './http/request-log';
import { createPageCache } from './http/page-cache';
import { askingAs } from './http/page-html';
import { clientRoutes } from './http/static-client';
import { createLogger, type Logger } from './log';
import { isMcpRequest, mcpRoutes, rpcError, SERVER_ERROR } from './mcp';
import {
  bundleRoutes,
  checkoutRoutes,
  discountCodeRoutes,
  libraryRoutes,
  orderRoutes,
  packBundleRoutes,
  packQuestionRoutes,
  packReviewRoutes,
  paymentMethodRoutes,
  questionRoutes,
  reviewRoutes,
  stripeWebhookRoutes,
} from './commerce';
import { assistantPurchaseListRoutes, purchaseConfirmationRoutes } from './spending';
import { corpusRoutes, embedRoutes } from './ingest';
import { discoveryRoutes } from './discovery';
import { isOAuthEndpoint, oauthApiRoutes, oauthEndpoints, oauthRefusal } from './oauth';
import { openApiDocumentRoutes, openApiReference, referencePageRoutes } from './openapi/routes';
import { COVER_PATH, packRoutes, salesPageFacts } from './packs';
import { createServices, type Services } from './services';
import { creatorProfileRoutes, mediaRoutes, studioRoutes } from './studio';
import { adminSellingRoutes, creatorSellingRoutes } from './selling';
import { packListQuerySchema } from '../common/contracts/packs';
import { createReadiness, healthRoutes, readinessRoutes, type Readiness } from './http/readiness';

/**
 * The JSON API. Its type is what the client's typed `hc` client is built from. `mounted` is the whole app's routes,
 * which the OpenAPI description is made from.
 */
function apiRoutes(services: Services, readiness: Readiness, mounted: () => readonly MountedRoute[]) {
  const reference = openApiReference(mounted);
  return new Hono<AppEnv>()
    .route('/health', healthRoutes())
    .route('/ready', readinessRoutes(readiness))
    .route('/auth', authRoutes(services))
    .route('/access-tokens', accessTokenRoutes(services))
    .route('/me/packs', readablePackRoutes(services))
    .route('/me/queries', queryHistoryRoutes(services))
    .route('/me/payment-method', paymentMethodRoutes(services))
    .route('/me/assistant-purchases', assistantPurchaseListRoutes(services))
    .route('/assistant-purchases', purchaseConfirmationRoutes(services))
    .route('/me', meRoutes(services))
    .route('/oauth', oauthApiRoutes(services))
    .route('/creator-applications', creatorApplicationRoutes(services))
    .route('/admin', adminRoutes(services))
    .route('/admin', adminSellingRoutes(services))
    .route('/creator/profile', creatorProfileRoutes(services))
    .route('/creator', creatorSellingRoutes(services))
    .route('/packs', packRoutes(services))
    .route('/packs', corpusRoutes(services))
    .route('/packs', packReviewRoutes(services))
    .route('/packs', packQuestionRoutes(services))
    .route('/packs', packBundleRoutes(services))
    .route('/reviews', reviewRoutes(services))
    .route('/questions', questionRoutes(services))
    .route('/studio/packs', studioRoutes(services))
    .route('/studio/discount-codes', discountCodeRoutes(services))
    .route('/studio/bundles', bundleRoutes(services))
    .route('/search', searchRoutes(services))
    .route('/embed', embedRoutes(services))
    .route('/answers', answerRoutes(services))
    .route('/checkout', checkoutRoutes(services))
    .route('/orders', orderRoutes(services))
    .route('/library', libraryRoutes(services))
    .route('/teams', teamRoutes(services))
    .route('/webhooks', stripeWebhookRoutes(services))
    .route('/openapi.json', openApiDocumentRoutes(reference))
    .route('/docs', referencePageRoutes(reference));
}

/** Endpoints kept compatible with the spec's hosted backend (01 §7). */
function restRoutes(services: Services) {
  return new Hono<AppEnv>().route('/rpc', applyRpcRoutes(services));
}

export type AppType = ReturnType<typeof apiRoutes>;

const API_PATHS = ['/api/*', '/rest/*', '/functions/*'];

export function createApp(deps: AppDeps) {
  const log = deps.log ?? createLogger();
  const services = createServices(deps);
  const trustProxy = deps.trustProxy ?? false;
  const app = new Hono<AppEnv>();

  // Every request, in this order: an id and a logger; security headers; a path and query of safe text; a body no
  // longer than its route takes (nothing, unless it declares one: see http/body.ts).
  app.use(requestLogger(log, { logRequests: deps.logRequests ?? false, trustProxy }));
  app.use(async (c, next) => {
    c.set('address', clientAddress(c, trustProxy));
    await next();
  });
  app.use(recordStrippedHiddenText(deps, log));
  // Pack covers are public pictures an assistant's pack cards (MCP Apps, in frames of its own origin) load: the one
  // thing another origin may embed. Their answers' own header wins over the preset same-origin.
  for (const covers of ['/images/packs/*', `${COVER_PATH}/*`]) {
    app.use(covers, async (c, next) => {
      await next();
      c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    });
  }
  app.use(securityHeadersMiddleware({ https: deps.auth.publicUrl.protocol === 'https:' }));
  app.use(requestGuard());
  // The API is never cached, and an unknown endpoint or method is answered before anything else looks at it.
  for (const path of API_PATHS) app.use(path, noStore(), endpointGuard(app, /^\/(api|rest|functions)\//));
  app.use(bodyGuard());
  // Then who is calling, whether the request came from our own pages, and whether they have turns left.
  const rateLimit = rateLimitGuard({
    settings: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
    store: deps.rateLimitStore === 'database' ? { kind: 'database', db: deps.db } : { kind: 'memory' },
    addressOf: (c) => c.get('address'),
  });
  const apiGuards = [sessionMiddleware(services.sessions, deps.auth), csrfMiddleware(deps.auth), rateLimit];
  for (const path of API_PATHS) app.use(path, ...apiGuards);
  // MCP clients are not browsers: no cookies, no CSRF token — a bearer token on every request (mcp/routes.ts).
  app.route(
    '/mcp',
    mcpRoutes(services, {
      auth: deps.auth,
      rateLimit,
      resultTokens: deps.mcpResultTokens,
      trustProxy,
      allowedOrigins: deps.mcpAllowedOrigins,
      log,
    }),
  );
  // The OAuth authorization server for /mcp: metadata, registration, tokens (oauth/routes.ts). Clients again, not
  // browsers: no session, no CSRF token; registration and tokens count against their own limits.
  app.route(
    '/',
    oauthEndpoints(services, {
      auth: deps.auth,
      trustProxy,
      rateLimit,
      registration: deps.oauthRegistration ?? true,
    }),
  );
  // How assistants and registries find /mcp: its server card, and the MCP Registry's proof of this domain.
  app.route(
    '/',
    discoveryRoutes(services, {
      publicUrl: deps.auth.publicUrl,
      registryPublicKey: deps.mcpRegistryPublicKey,
    }),
  );
  app.route(
    '/api',
    apiRoutes(services, deps.readiness ?? createReadiness('ready'), () => app.routes),
  );
  app.route('/rest/v1', restRoutes(services));
  app.route('/functions/v1', functionRoutes(services));
  app.route('/media', mediaRoutes(services));
  if (deps.clientDir) {
    app.route(
      '/',
      clientRoutes(deps.clientDir, {
        site: { contactEmail: deps.contactEmail },
        pageFacts: (path) => salesPageFacts(services.packPages, path),
        renderPage: deps.renderPage,
        askApi: (c) => askingAs(c, async (request, env) => app.fetch(request, env)),
        log,
        now: deps.now,
        cache: deps.renderPage
          ? createPageCache({ ttlMs: deps.catalogTtlMs ?? 5_000, now: deps.now, changes: deps.changes })
          : undefined,
      }),
    );
  }

  app.notFound((c) => errorResponse(c, new AppError('not_found', `No such endpoint: ${c.req.path}`)));
  app.onError((err, c) => {
    if (err instanceof AppError) return errorResponse(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      return errorResponse(c, new AppError(codeForStatus(err.status), err.message || 'Bad request'));
    }
    if (c.req.raw.signal.aborted || isAbort(err)) {
      // The client went away mid-request (closed the tab, cancelled an upload): nothing went wrong here.
      (c.get('log') ?? log).info({ path: c.req.path }, 'request aborted by the client');
      return errorResponse(c, new AppError('validation', 'The request was aborted'));
    }
    logFailure(c.get('log') ?? log, err);
    return errorResponse(c, new AppError('internal', 'Something went wrong on our side'));
  });
  // What the app still holds in memory to write (query records) is written before the server stops.
  // The ranker goes to the job worker too: a pack's quality is measured on the indexes this app already holds.
  // `warm` loads what the first visitors read (the catalog) before the instance says it is ready.
  return Object.assign(app, {
    close: () => services.queryRecords.flush(),
    warm: () => services.catalog.list(packListQuerySchema.parse({})).then(() => undefined),
    ranker: services.ranker,
  });
}

function errorResponse(c: Context, err: AppError) {
  if (isMcpRequest(c)) return rpcError(c, err.status, SERVER_ERROR, err.message);
  if (isOAuthEndpoint(c)) return oauthRefusal(c, err.status, err.message);
  const body: ErrorBody = err.toBody();
  return c.json(body, err.status);
}

function codeForStatus(status: number): ErrorCode {
  const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((k) => ERROR_STATUS[k] === status);
  return code ?? 'validation';
}

/** What reading a request whose client disconnected throws (undici's "terminated", Node's "aborted"). */
function isAbort(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code ?? (err.cause as { code?: unknown } | undefined)?.code;
  return (
    err.name === 'AbortError' || code === 'ECONNRESET' || code === 'ECONNABORTED' || err.message === 'aborted'
  );
}

function logFailure(log: Logger, err: unknown) {
  log.error({ err }, 'request failed');
}

/**
 * Once a request is answered, records where the text it sent hid text that was stripped on entry
 * (http/entered-text.ts), whoever sent it and whether or not the request succeeded: an attempt is worth an admin's
 * look. A failure to record is logged, never the caller's problem.
 */
function recordStrippedHiddenText(deps: AppDeps, log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const findings = c.get('hiddenText');
    if (!findings?.length) return;
    const actor = c.get('viewer')?.user ?? c.get('principal')?.user ?? null;
    try {
      await recordHiddenText(deps.db, {
        actorId: actor?.id ?? null,
        route: `${c.req.method} ${c.req.path}`,
        findings,
        now: deps.now(),
      });
    } catch (error) {
      log.error({ err: error }, 'could not record stripped hidden text');
    }
  };
}
