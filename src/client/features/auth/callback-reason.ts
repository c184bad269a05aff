import type { TFunction } from 'i18next';
import type { Language } from '../../../common/languages';
import { ApiError } from '../../lib/api';

/**
 * Why a sign-in failed, as the server words it (src/server/auth: the provider's refusal, or what Kenja could not use
 * in its answer), matched to a translated reason so that a Japanese page keeps it too.
 */
const KNOWN_REASONS: [pattern: RegExp, key: string][] = [
  [/^access_denied\b/, 'accessDenied'],
  [/^This e-mail address is not verified$/, 'emailNotVerified'],
  [/^The sign-in provider did not share an e-mail address$/, 'noEmail'],
  [/^The sign-in provider shared an e-mail address Kenja cannot use$/, 'unusableEmail'],
  [/^The sign-in provider sent (an identity Kenja cannot use|no identity)$/, 'unusableIdentity'],
  [/^The sign-in could not be verified\b/, 'notVerifiable'],
  [/^The sign-in provider could not be reached\b/, 'unreachable'],
  [/^This account has been disabled$/, 'disabled'],
];

/**
 * The reason to show after the failure's own text: the server's words on English pages (as every error detail),
 * their translation on Japanese pages, or the provider's own words when Kenja has no translation of them.
 */
export function callbackReason(t: TFunction, error: unknown, language: Language): string | undefined {
  if (!(error instanceof ApiError) || error.code === 'network' || error.code === 'internal') return undefined;
  if (language === 'en') return error.message;
  const known = KNOWN_REASONS.find(([pattern]) => pattern.test(error.message));
  return known ? t(`authCallback.reasons.${known[1]}`) : error.message;
}
