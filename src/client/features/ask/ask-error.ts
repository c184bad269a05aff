import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';

/**
 * Why a question went unanswered, sorted by what the person can do about it: see the sales page (the pack is not
 * theirs to read, e.g. refunded), wait (the `answers` rate limit), or try again (anything else).
 */
export type AskFailure =
  | { kind: 'forbidden'; text: string }
  | { kind: 'rateLimited'; text: string }
  | { kind: 'failed'; text: string };

export function askFailure(error: unknown, t: TFunction): AskFailure {
  if (error instanceof ApiError && (error.status === 403 || error.code === 'forbidden')) {
    return { kind: 'forbidden', text: t('forbidden') };
  }
  if (error instanceof ApiError && error.code === 'rate_limited') {
    const seconds = error.retryAfterSeconds;
    return {
      kind: 'rateLimited',
      text: seconds === undefined ? t('rateLimitedSoon') : t('rateLimited', { count: seconds }),
    };
  }
  return { kind: 'failed', text: t('failed', { reason: apiErrorText(error, t) }) };
}
