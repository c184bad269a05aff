import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';

/**
 * The spec's functions answer `{ success: false, error, … }` rather than the API's `{ error: { code, message } }`.
 * Same status codes and messages; `code` is kept for programs, and validation problems are listed per field as
 * `details.field_errors` (spec 02 §7).
 */
export function functionErrors(fallback: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const error = c.error;
    if (!error) return;
    const known = error instanceof AppError ? error : undefined;
    const status = known?.status ?? 500;
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of known?.issues ?? []) {
      const field = issue.path.join('.') || '_';
      (fieldErrors[field] ??= []).push(issue.message);
    }
    c.res = c.json(
      {
        success: false as const,
        error: known && status < 500 ? functionMessage(known) : fallback,
        code: known?.code ?? 'internal',
        ...(Object.keys(fieldErrors).length > 0 ? { details: { field_errors: fieldErrors } } : {}),
      },
      status,
      Object.fromEntries(c.res.headers),
    );
  };
}

/**
 * The spec's clients show `error` as it is ('Query cannot be empty'): a validation error gives its first
 * problem's own words, the field being named in `details.field_errors`.
 */
function functionMessage(error: AppError): string {
  const first = error.code === 'validation' ? error.issues?.[0]?.message : undefined;
  return first ?? error.message;
}

/** A body's user id, when sent, must be the caller's: a call cannot act for someone else. */
export function checkCallerId(callerId: string, ...claimed: (string | undefined)[]) {
  for (const id of claimed) {
    if (id !== undefined && id !== callerId) {
      throw new AppError('forbidden', 'The user id in the request is not the signed-in user');
    }
  }
}
