import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { secureHeaders } from 'hono/secure-headers';
import type { ErrorBody } from '../common/errors';
import { adminRoutes } from './admin/routes';
import { applyRpcRoutes, creatorApplicationRoutes } from './auth/creator-application-routes';
import { meRoutes } from './auth/me-routes';
import { csrfMiddleware, sessionMiddleware } from './auth/middleware';
import { authRoutes } from './auth/routes';
import type { AppDeps } from './deps';
import type { AppEnv } from './http/context';
import { AppError } from './http/errors';
import { clientRoutes } from './http/static-client';
import { packRoutes } from './packs/routes';
import { createServices, type Services } from './services';

/** The JSON API. Its type is what the client's typed `hc` client is built from. */
function apiRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ ok: true as const }, 200))
    .route('/auth', authRoutes(services))
    .route('/me', meRoutes(services))
    .route('/creator-applications', creatorApplicationRoutes(services))
    .route('/admin', adminRoutes(services))
    .route('/packs', packRoutes(services));
}

/** Endpoints kept compatible with the spec's hosted backend (01 §7). */
function restRoutes(services: Services) {
  return new Hono<AppEnv>().route('/rpc', applyRpcRoutes(services));
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const services = createServices(deps);
  const app = new Hono<AppEnv>();
  if (deps.logRequests) app.use(logger());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Profile pictures come from the sign-in provider (e.g. lh3.googleusercontent.com).
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );

  for (const base of ['/api/*', '/rest/*']) {
    app.use(base, sessionMiddleware(services.sessions, deps.auth), csrfMiddleware(deps.auth));
  }
  app.route('/api', apiRoutes(services));
  app.route('/rest/v1', restRoutes(services));
  app.all('/api/*', (c) => c.json(notFoundBody(c.req.path), 404));
  app.all('/rest/*', (c) => c.json(notFoundBody(c.req.path), 404));
  if (deps.clientDir) app.route('/', clientRoutes(deps.clientDir));

  app.notFound((c) => c.json(notFoundBody(c.req.path), 404));
  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(err.toBody(), err.status);
    console.error('Unhandled error', err);
    const body: ErrorBody = { error: { code: 'internal', message: 'Something went wrong on our side' } };
    return c.json(body, 500);
  });
  return app;
}

function notFoundBody(path: string): ErrorBody {
  return { error: { code: 'not_found', message: `No such endpoint: ${path}` } };
}
