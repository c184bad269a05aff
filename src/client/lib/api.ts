import { hc } from 'hono/client';
import { CSRF_HEADER } from '../../common/http';
import { isErrorBody, type ErrorCode, type ValidationIssue } from '../../common/errors';
import type { AppType } from '../../server/app';

let csrfToken: string | undefined;

/** The session's anti-forgery token, sent on every request; the session query keeps it current. */
export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}

/** The typed API client: a renamed field on the server breaks the client build, not the user. */
export const api = hc<AppType>('/api', {
  headers: (): Record<string, string> => (csrfToken ? { [CSRF_HEADER]: csrfToken } : {}),
});

/** An error answer from the API, or a network failure (code `network`). */
export class ApiError extends Error {
  readonly code: ErrorCode | 'network';
  readonly status: number;
  readonly issues: ValidationIssue[];

  constructor(code: ErrorCode | 'network', message: string, status: number, issues: ValidationIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.issues = issues;
  }
}

/** Runs an API call and returns its JSON body, or throws an ApiError with the server's code and message. */
export async function callApi<T>(request: () => Promise<Response & { json(): Promise<T> }>): Promise<T> {
  let res: Response & { json(): Promise<T> };
  try {
    res = await request();
  } catch (err) {
    throw new ApiError('network', err instanceof Error ? err.message : 'Network request failed', 0);
  }
  if (res.ok) return res.json();
  const body: unknown = await res.json().catch(() => undefined);
  if (isErrorBody(body)) {
    throw new ApiError(body.error.code, body.error.message, res.status, body.error.issues ?? []);
  }
  throw new ApiError('internal', `HTTP ${res.status}`, res.status);
}
