import type { MiddlewareHandler } from 'hono';

/**
 * API answers depend on who asks (their session, their permissions) or on state that changes: no shared cache or
 * browser may keep them. Set before the route runs, so error answers carry it too; a route may override it.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
