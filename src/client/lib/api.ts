import { hc } from 'hono/client';
import { isErrorBody, type ErrorCode } from '../../common/errors';
import type { AppType } from '../../server/app';

/** The typed API client: a renamed field on the server breaks the client build, not the user. */
export const api = hc<AppType>('/api');

/** An error answer from the API, or a network failure (code `network`). */
export class ApiError extends Error {
  readonly code: ErrorCode | 'network';
  readonly status: number;

  constructor(code: ErrorCode | 'network', message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
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
  if (isErrorBody(body)) throw new ApiError(body.error.code, body.error.message, res.status);
  throw new ApiError('internal', `HTTP ${res.status}`, res.status);
}
