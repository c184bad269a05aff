import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CSRF_HEADER } from '../../common/http';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { routeDeclaration } from '../http/route-declarations';
import { isTrustedOrigin, type AuthConfig } from './config';
import { readSessionCookie, setSessionCookie } from './cookies';
import type { SessionStore } from './sessions';
import { safeEqual } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Finds who is calling from the session cookie; a cookie that no longer works simply means signed out. When the
 * session's expiry moves forward, the cookie's does too, so the browser keeps it as long as the server does.
 */
export function sessionMiddleware(sessions: SessionStore, config: AuthConfig): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionCookie(c, config);
    const viewer = token ? await sessions.find(token) : null;
    if (token && viewer?.session.renewed) setSessionCookie(c, config, token);
    c.set('viewer', viewer);
    await next();
    // Whatever a write changed about people or sessions reaches every instance's cache before its answer leaves,
    // so the caller's next request sees it wherever it lands (db/feed-barrier.ts). A refused write
    // changed nothing, and neither did a route that declares it keeps accounts as they are (a search).
    if (!SAFE_METHODS.has(c.req.method) && c.res.ok && !routeDeclaration(c).keepsAccounts)
      await sessions.settle();
  });
}

/**
 * Cross-site request forgery protection for every state-changing request:
 * - a browser request must come from our own pages (Origin / Sec-Fetch-Site), which also covers the sign-in
 *   endpoints that run before there is a session. Our pages are at PUBLIC_URL (and, outside production, on this
 *   machine: isTrustedOrigin). Never the request's own Host: a DNS-rebinding page (evil.test resolving to this
 *   machine) sends a Host that matches its Origin;
 * - with a session, the request must carry that session's token in the X-CSRF-Token header, which another site
 *   cannot read.
 */
export function csrfMiddleware(config: AuthConfig): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    if ((origin && !isTrustedOrigin(config, origin)) || c.req.header('Sec-Fetch-Site') === 'cross-site') {
      throw new AppError('forbidden', 'Cross-site request refused');
    }
    const viewer = c.get('viewer');
    const sent = c.req.header(CSRF_HEADER);
    if (viewer && !(sent && safeEqual(sent, viewer.session.csrfToken))) {
      throw new AppError('forbidden', 'Missing or invalid CSRF token');
    }
    await next();
  });
}
