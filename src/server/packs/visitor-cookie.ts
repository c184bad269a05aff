import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { cookiesAreSecure, type AuthConfig } from '../auth';

/** What we hand out: 16 random bytes, base64url. Anything else a browser sends is not ours. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** Named as auth/cookies.ts names the session cookie: `__Host-` wherever cookies are Secure. */
function visitorCookieName(config: AuthConfig): string {
  return cookiesAreSecure(config) ? '__Host-kenja_visitor' : 'kenja_visitor';
}

/**
 * An anonymous browser's visitor id for counting page views: the one its cookie holds, or a new one set in a
 * first-party cookie when it has none or sends something we did not make. The id is only ever hashed into a page
 * view, never read as anything else. The cookie ends with the UTC day `now` falls in: views are counted per day,
 * so an id that outlived it would count nothing more, and would only make the browser recognisable for longer.
 */
export function anonymousVisitorOf(c: Context, config: AuthConfig, now: Date): string {
  const name = visitorCookieName(config);
  const sent = getCookie(c, name);
  if (sent && VISITOR_ID.test(sent)) return sent;
  const id = randomBytes(16).toString('base64url');
  const endOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  setCookie(c, name, id, {
    httpOnly: true,
    secure: cookiesAreSecure(config),
    sameSite: 'Lax',
    path: '/',
    maxAge: Math.max(1, Math.ceil((endOfDay - now.getTime()) / 1000)),
  });
  return id;
}
