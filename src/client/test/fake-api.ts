/** Answers the app's API requests at the HTTP layer (window.fetch), the way the server would. */
import { vi } from 'vitest';

type Handler = (body: unknown) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status);
}

/**
 * Answers the app's API requests at the HTTP layer, by "METHOD /api/path"; records each request with its JSON
 * body and CSRF header. Unknown endpoints answer 404 like the server does.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown; csrf: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://kenja.test');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body, csrf: new Headers(init?.headers).get('X-CSRF-Token') });
    const handler = handlers[route];
    return handler ? handler(body) : apiError(404, 'not_found', `No such endpoint: ${url.pathname}`);
  });
  return { calls, callsTo: (route: string) => calls.filter((call) => call.route === route) };
}
