import type { Context, MiddlewareHandler } from 'hono';
import { presetHeaders } from './preset-headers';

const NO_STORE = Object.freeze({ 'Cache-Control': 'no-store' });

/**
 * API answers depend on who asks (their session, their permissions) or on state that changes: no shared cache or
 * browser may keep them. Set before the route runs, so error answers carry it too; a route may override it.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    presetHeaders(c, NO_STORE);
    await next();
  };
}

/**
 * Answers with a Response built outside Hono (the MCP SDK's transport), carrying the headers middleware set before
 * the route ran: no-store above, the request id. Hono keeps those only on answers it builds itself, and merging them
 * its own way copies the whole response, body stream included. So they are copied onto the answer, Hono's
 * placeholder holding them is dropped, and the answer is set as the context's response.
 */
export function answerWith(c: Context, response: Response): Response {
  // Reading c.res makes Hono's placeholder answer, whose headers are the ones set so far.
  for (const [name, value] of c.res.headers) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  c.res = undefined;
  c.res = response;
  return response;
}
