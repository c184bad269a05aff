import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

/** What went wrong, for a person: the translated kind of error, and the server's own words when they add something. */
export interface ErrorText {
  text: string;
  detail?: string;
}

export function errorText(t: TFunction, error: unknown): ErrorText {
  if (!(error instanceof ApiError)) return { text: t('auth.genericError') };
  const text = t(`apiError.${error.code}`);
  // A network failure's message is the browser's ("Failed to fetch"), an internal one deliberately says nothing.
  const detail = error.code === 'network' || error.code === 'internal' ? undefined : error.message;
  return detail ? { text, detail } : { text };
}
