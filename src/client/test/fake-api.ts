/** Answers the app's API requests at the HTTP layer (window.fetch), the way the server would. */
import { vi } from 'vitest';

/** Answers one endpoint; `url` carries the query string. */
type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/** The answers of a fake API, by "METHOD /api/path". */
export type ApiHandlers = Record<string, Handler>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(
  status: number,
  code: string,
  message: string,
  issues?: { path: (string | number)[]; message: string }[],
): Response {
  return json({ error: issues ? { code, message, issues } : { code, message } }, status);
}

type Call = { route: string; body: unknown; csrf: string | null };

/**
 * Answers the app's API requests at the HTTP layer, by "METHOD /api/path" (or a path with `:parameters`, for
 * whichever id comes); records each request with its JSON
 * body (or, for an upload, its FormData) and CSRF header. Unknown endpoints answer 404 like the server does.
 * Uploads go through XMLHttpRequest, which is answered by the same handlers.
 */
export function fakeApi(handlers: ApiHandlers) {
  const calls: Call[] = [];
  vi.stubGlobal('XMLHttpRequest', fakeXhr(handlers, calls));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://kenja.test');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body, csrf: new Headers(init?.headers).get('X-CSRF-Token') });
    const handler = handlers[route] ?? byPattern(handlers, route);
    return handler ? handler(body, url) : apiError(404, 'not_found', `No such endpoint: ${url.pathname}`);
  });
  return { calls, callsTo: (route: string) => calls.filter((call) => call.route === route) };
}

/** The handler of a route written with parameters (`GET /api/packs/:id/documents`) that `route` fits, if any. */
function byPattern(handlers: ApiHandlers, route: string): Handler | undefined {
  const fits = (key: string) =>
    key.includes('/:') &&
    new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+')}$`).test(route);
  const key = Object.keys(handlers).find(fits);
  return key === undefined ? undefined : handlers[key];
}

/**
 * An XMLHttpRequest answered by the handlers. An upload reports half of its bytes sent before the handler is asked
 * and all of them once it answers, so a handler that never settles holds the upload at 50%.
 */
function fakeXhr(handlers: ApiHandlers, calls: Call[]) {
  return class FakeXMLHttpRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private aborted = false;
    private readonly headers = new Headers();
    private responseHeaders = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    getResponseHeader(name: string): string | null {
      return this.responseHeaders.get(name);
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: FormData) {
      const route = `${this.method} ${new URL(this.url, 'http://kenja.test').pathname}`;
      calls.push({ route, body, csrf: this.headers.get('X-CSRF-Token') });
      const file = body.get('file');
      const total = file instanceof File ? file.size : 0;
      const progress = (loaded: number) =>
        this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
      void (async () => {
        await Promise.resolve();
        progress(total / 2);
        const handler = handlers[route];
        const res = handler
          ? await handler(body, new URL(this.url, 'http://kenja.test'))
          : apiError(404, 'not_found', `No such endpoint: ${route}`);
        if (this.aborted) return;
        progress(total);
        this.status = res.status;
        this.responseHeaders = res.headers;
        this.responseText = await res.text();
        this.onload?.();
      })();
    }
  };
}
