import type { TFunction } from 'i18next';
import type { Language } from '../../common/languages';
import { ApiError } from './api';

/**
 * Why an API call failed, in the interface language (`common:apiError.<code>`): every code of
 * src/common/errors.ts has a text, and `network` stands for no answer at all. `specific` replaces the shared text
 * for codes a screen knows more about (say, what a 409 means there).
 */
export function apiErrorText(
  error: unknown,
  t: TFunction,
  specific: Partial<Record<string, string>> = {},
): string {
  const code = error instanceof ApiError ? error.code : 'network';
  const known = specific[code];
  if (known) return known;
  if (error instanceof ApiError && code === 'rate_limited' && error.retryAfterSeconds !== undefined) {
    return t('apiError.rate_limitedFor', { ns: 'common', count: error.retryAfterSeconds });
  }
  return t(`apiError.${code}`, { ns: 'common' });
}

/**
 * The server's own words, when they add something to the translation. The server writes English, so they are
 * shown on English pages only: a Japanese page says it all in Japanese or not at all. A network failure's message
 * is the browser's ("Failed to fetch") and an internal one deliberately says nothing, so neither is shown.
 */
export function apiErrorDetail(error: unknown, language: Language): string | undefined {
  if (language !== 'en' || !(error instanceof ApiError)) return undefined;
  return error.code !== 'network' && error.code !== 'internal' ? error.message : undefined;
}
