import type { TFunction } from 'i18next';
import type { Language } from '../../../common/languages';
import { ApiError } from '../../lib/api';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';

/** What went wrong, for a person: the translated kind of error, and the server's own words when they add something. */
export interface ErrorText {
  text: string;
  detail?: string;
}

/** What the sign-in codes mean here: Google switched off or unreachable, or an account that may not sign in. */
function signInTexts(t: TFunction, method: 'google' | 'demo' | undefined): Partial<Record<string, string>> {
  return {
    not_found: method === 'demo' ? t('auth.noProviders') : t('auth.errors.googleNotConfigured'),
    unavailable: t('auth.errors.providerUnavailable'),
    forbidden: t('auth.errors.refused'),
  };
}

/**
 * Sign-in and sign-out errors, in the page's language: anything that is not an answer from the API is the spec's
 * "An error occurred".
 */
export function errorText(
  t: TFunction,
  error: unknown,
  language: Language,
  method?: 'google' | 'demo',
): ErrorText {
  if (!(error instanceof ApiError)) return { text: t('auth.genericError') };
  const text = apiErrorText(error, t, method ? signInTexts(t, method) : {});
  const detail = apiErrorDetail(error, language);
  return detail && detail !== text ? { text, detail } : { text };
}
