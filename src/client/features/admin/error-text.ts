import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

/**
 * Why a call failed, in the interface language: `specific` maps codes this screen knows more about (a 409 on
 * a user is always the self-lockout), anything else falls back to the shared text for the code.
 */
export function errorText(error: unknown, t: TFunction, specific: Partial<Record<string, string>> = {}) {
  const code = error instanceof ApiError ? error.code : 'network';
  return specific[code] ?? t(`apiError.${code}`, { ns: 'common' });
}

/** The server's own message, for the curious; only worth showing when it says more than our translation. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.code !== 'network' ? error.message : undefined;
}
