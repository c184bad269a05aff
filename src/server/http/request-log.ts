import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import type { AppEnv } from './context';
import { presetHeaders } from './preset-headers';

const INCOMING_ID = /^[\w.-]{1,64}$/;

/**
 * Gives every request an id (`X-Request-Id`: a proxy's, when it is trusted, else a new one) and a child logger
 * carrying it; with `logRequests`, one line per answered request. The line has the path without its query, which
 * may hold a sign-in code or state; pino escapes any control character in what it writes.
 */
export function requestLogger(
  log: Logger,
  { logRequests, trustProxy }: { logRequests: boolean; trustProxy: boolean },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = trustProxy ? c.req.header('X-Request-Id') : undefined;
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    c.set('log', lazyChild(log, { reqId: requestId }));
    c.set('requestId', requestId);
    presetHeaders(c, { 'X-Request-Id': requestId });
    await next();
    if (!logRequests) return;
    c.get('log').info(
      {
        method: c.req.method,
        // As sent (percent-encoded): Hono's c.req.path is decoded.
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        user: c.get('viewer')?.user.id,
      },
      'request',
    );
  };
}

/**
 * `log.child(bindings)`, made when first used: most requests log nothing, and a pino child serialises (and redacts)
 * its bindings when made — a tenth of a bare request's time, measured on /api/health (issue 53, item 3).
 */
export function lazyChild(log: Logger, bindings: Record<string, string>): Logger {
  let child: Logger | undefined;
  return new Proxy(log, {
    get(_target, property) {
      child ??= log.child(bindings);
      const value: unknown = Reflect.get(child, property, child);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(child) : value;
    },
  });
}
