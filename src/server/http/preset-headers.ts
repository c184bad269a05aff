import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Headers an answer carries unless it sets its own — the security headers, the request id, `no-store`, the rate
 * limit's — written on Node.js's response before the route runs. Node merges them under the answer's own headers
 * when it writes the head (the answer's win), so a route still overrides any of them, and an error answer or a
 * streamed one carries them as well.
 *
 * Why not Hono's `c.header()`: one header set before the route makes Hono build every answer's headers as a WHATWG
 * `Headers` (undici), which `@hono/node-server` then copies header by header into a plain object; an answer whose
 * headers stay a plain object takes its fast path. Measured on /api/health (issue 53, item 3): `Headers.set` and
 * that copy were a tenth of a bare request's time. Without a Node.js response (a request made with `app.request`),
 * they go through Hono as before.
 */
export function presetHeaders(c: Context, headers: Readonly<Record<string, string>>) {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent) {
    for (const name in headers) outgoing.setHeader(name, headers[name]!);
    return;
  }
  for (const name in headers) c.header(name, headers[name]);
}

/** Where scripts, styles and the rest may come from: Kenja's own origin (profile pictures: any https). */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Profile pictures come from the sign-in provider (e.g. lh3.googleusercontent.com).
  "img-src 'self' data: https:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The security headers of every answer: the set Hono's `secureHeaders` sends by default (Helmet's), with Kenja's
 * content security policy — made once, not per request. HSTS only where Kenja is served over https: on
 * http://localhost it would tell the browser to insist on https for localhost's every port.
 */
export function securityHeaders({ https }: { https: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'no-referrer',
    ...(https ? { 'Strict-Transport-Security': 'max-age=15552000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  });
}

/** Every answer carries the security headers (a route may set its own instead, as pack covers do). */
export function securityHeadersMiddleware(options: { https: boolean }): MiddlewareHandler {
  const headers = securityHeaders(options);
  return async (c, next) => {
    presetHeaders(c, headers);
    await next();
  };
}
