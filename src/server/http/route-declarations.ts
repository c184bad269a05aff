import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * What a route says about itself to the shared guards that run before it: how large a body it takes, which rate
 * limit it counts against. A route declares by including a middleware made by `declare…` helpers; the guards, which
 * run first for every request, look the declaration up among the handlers Hono matched for the request.
 */
export interface RouteDeclaration {
  /** The largest body the route reads, in bytes. Routes that declare none take no body at all. */
  bodyLimit?: number;
  /** The rate limit the route counts against instead of the default for writes. */
  rateLimit?: string;
  /** What a refused oversized body is told, given its size when known (uploads quote the spec's message). */
  tooLargeMessage?: (bytes: number | undefined) => string;
  /**
   * A state-changing method that changes no person and no session (a search or an answer sent as POST): the session
   * guard does not wait, before answering, for the database's announcements of such changes to come back
   * (auth/middleware.ts) — on PostgreSQL a round trip through NOTIFY and LISTEN for every search (ADR 0031).
   */
  keepsAccounts?: boolean;
}

// Keyed by the middleware function itself: Hono keeps handler identity when routers are mounted with `route()`.
const declarations = new WeakMap<object, RouteDeclaration>();

export function declareRoute<T extends object>(middleware: T, declaration: RouteDeclaration): T {
  declarations.set(middleware, { ...declarations.get(middleware), ...declaration });
  return middleware;
}

// Worked out once a request: the body guard, the rate limit and the session guard each ask.
const perRequest = new WeakMap<Context, RouteDeclaration>();

/** Everything the routes matched for this request declared, merged (the later, more specific one wins). */
export function routeDeclaration(c: Context): RouteDeclaration {
  let merged = perRequest.get(c);
  if (merged) return merged;
  merged = {};
  for (const route of matchedRoutes(c)) {
    const declared = declarations.get(route.handler);
    if (declared) merged = { ...merged, ...declared };
  }
  perRequest.set(c, merged);
  return merged;
}
