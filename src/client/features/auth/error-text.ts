import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';

/** What went wrong, for a person: the translated kind of error, and the server's own words when they add something. */
export interface ErrorText {
  text: string;
  detail?: string;
}

/** Sign-in errors: anything that is not an answer from the API is the spec's "An error occurred". */
export function errorText(t: TFunction, error: unknown): ErrorText {
  if (!(error instanceof ApiError)) return { text: t('auth.genericError') };
  const detail = apiErrorDetail(error);
  return detail ? { text: apiErrorText(error, t), detail } : { text: apiErrorText(error, t) };
}
