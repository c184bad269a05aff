import type { MiddlewareHandler } from 'hono';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { matchedRoutes } from 'hono/route';
import { AppError } from './errors';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Runs first for every API request, so an unknown endpoint is answered before anything else looks at it: a path
 * no endpoint has → 404; a known path asked with a method it does not take → 405 with `Allow` (OPTIONS → 204 with
 * `Allow`). The endpoints are read from the app's own routes, so there is no second list to keep.
 */
export function endpointGuard(
  app: { routes: readonly { method: string; path: string }[] },
  scope: RegExp,
): MiddlewareHandler {
  let endpoints: SmartRouter<string> | undefined;
  const build = () => {
    // Hono's own choice of router: one regular expression for every route (the trie's walk was a twentieth of a
    // bare request's time: issue 53, item 3), the trie for a route set it cannot express.
    const router = new SmartRouter<string>({ routers: [new RegExpRouter(), new TrieRouter()] });
    for (const route of app.routes) {
      if (route.method !== 'ALL' && scope.test(route.path))
        router.add(route.method, route.path, route.method);
    }
    return router;
  };

  return async (c, next) => {
    // The app has matched the request already: an endpoint among what it matched (not a middleware, which is ALL)
    // settles it without routing again. Only a request no endpoint takes is routed once more, for its answer.
    if (matchedRoutes(c).some((route) => route.method !== 'ALL' && scope.test(route.path))) return next();
    endpoints ??= build();
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (endpoints.match(method, c.req.path)[0].length > 0) return next();
    const allowed = METHODS.filter((m) => endpoints?.match(m, c.req.path)[0].length);
    if (allowed.length === 0) throw new AppError('not_found', `No such endpoint: ${c.req.path}`);
    const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
    c.header('Allow', allow);
    throw new AppError('method_not_allowed', `${c.req.method} is not allowed here (allowed: ${allow})`);
  };
}
