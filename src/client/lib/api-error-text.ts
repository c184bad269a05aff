import type { TFunction } from 'i18next';
import { ApiError } from './api';

/**
 * Why an API call failed, in the interface language (`common:apiError.<code>`). `specific` replaces the shared
 * text for codes a screen knows more about (say, what a 409 means there).
 */
export function apiErrorText(
  error: unknown,
  t: TFunction,
  specific: Partial<Record<string, string>> = {},
): string {
  const code = error instanceof ApiError ? error.code : 'network';
  return specific[code] ?? t(`apiError.${code}`, { ns: 'common' });
}

/**
 * The server's own words, when they add something to the translation. A network failure's message is the
 * browser's ("Failed to fetch") and an internal one deliberately says nothing, so neither is shown.
 */
export function apiErrorDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.code !== 'network' && error.code !== 'internal'
    ? error.message
    : undefined;
}
