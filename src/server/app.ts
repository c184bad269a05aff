import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { secureHeaders } from 'hono/secure-headers';
import type { ErrorBody } from '../common/errors';
import type { AppDeps } from './deps';
import { AppError } from './http/errors';
import { clientRoutes } from './http/static-client';
import { packRoutes } from './packs/routes';
import { createServices, type Services } from './services';

/** The JSON API. Its type is what the client's typed `hc` client is built from. */
function apiRoutes(services: Services) {
  return new Hono()
    .get('/health', (c) => c.json({ ok: true as const }, 200))
    .route('/packs', packRoutes(services));
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const app = new Hono();
  if (deps.logRequests) app.use(logger());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );

  app.route('/api', apiRoutes(createServices(deps)));
  app.all('/api/*', (c) => c.json(notFoundBody(c.req.path), 404));
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
