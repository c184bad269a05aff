import { hc } from 'hono/client';
import { CSRF_HEADER } from '../../common/http';
import { isErrorBody, type ErrorCode, type ValidationIssue } from '../../common/errors';
import type { AppType } from '../../server/app';

let csrfToken: string | undefined;

/** The session's anti-forgery token, sent on every request; the session query keeps it current. */
export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}

/** The anti-forgery header for a request made outside the typed client (an upload through XMLHttpRequest). */
export function csrfHeaders(): Record<string, string> {
  return csrfToken ? { [CSRF_HEADER]: csrfToken } : {};
}

/** Where the API is mounted; the typed client's `$path()` is relative to it. */
export const API_BASE = '/api';

let fetchApi: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where the typed client's requests go: the network in a browser; the server's own app, in process, when the
 * server renders a page (src/client/ssr/render-page.tsx), which asks the same endpoints with the visitor's cookies.
 */
export function sendApiRequestsTo(fetcher: typeof fetch) {
  fetchApi = fetcher;
}

/** The typed API client: a renamed field on the server breaks the client build, not the user. */
export const api = hc<AppType>(API_BASE, {
  headers: csrfHeaders,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetchApi(input, init),
});

/** An error answer from the API, or a network failure (code `network`). */
export class ApiError extends Error {
  readonly code: ErrorCode | 'network';
  readonly status: number;
  readonly issues: ValidationIssue[];
  /** How long the server asked us to wait before trying again (`Retry-After`, with 429 and 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode | 'network',
    message: string,
    status: number,
    issues: ValidationIssue[] = [],
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** There is no such thing for this person: a 404 (someone else's is one too), or an id in the address that is none. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'not_found' || error.code === 'validation');
}

/** `Retry-After` is seconds or an HTTP date; either way, whole seconds from now (at least 1). */
function retryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/** Runs an API call and returns its answer when it is OK, or throws an ApiError with the server's code and message. */
async function answerOf<R extends Response>(request: () => Promise<R>): Promise<R> {
  let res: R;
  try {
    res = await request();
  } catch (err) {
    throw new ApiError('network', err instanceof Error ? err.message : 'Network request failed', 0);
  }
  if (res.ok) return res;
  const body: unknown = await res.json().catch(() => undefined);
  throw errorFromAnswer(res.status, body, res.headers.get('Retry-After'));
}

/** Runs an API call and returns its JSON body, or throws an ApiError with the server's code and message. */
export async function callApi<T>(request: () => Promise<Response & { json(): Promise<T> }>): Promise<T> {
  return (await answerOf(request)).json();
}

/** Runs an API call whose answer has no body (204 No Content), throwing an ApiError as callApi does. */
export async function callApiWithoutAnswer(request: () => Promise<Response>): Promise<void> {
  await answerOf(request);
}

/** The ApiError for a non-OK answer: the server's code and message when its body is ours, else the status. */
export function errorFromAnswer(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  if (isErrorBody(body)) {
    const { code, message, issues = [] } = body.error;
    return new ApiError(code, message, status, issues, retryAfter(retryAfterHeader));
  }
  return new ApiError('internal', `HTTP ${status}`, status, [], retryAfter(retryAfterHeader));
}

/**
 * Which of `keys` the server refused with, when it answered in one of the shared sentences (`sentences[key]`, the
 * common/contracts refusal tables), in its message or one of its issues.
 */
export function refusalIn<K extends string>(
  error: unknown,
  sentences: Record<K, string>,
  keys: readonly K[] = Object.keys(sentences) as K[],
): K | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const messages = [error.message, ...error.issues.map((issue) => issue.message)];
  return keys.find((key) => messages.includes(sentences[key]));
}
