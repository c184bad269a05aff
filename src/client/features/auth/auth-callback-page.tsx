import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { LANGUAGE_PREFIX, prefixOfPath, type Language } from '../../../common/languages';
import { ButtonLink } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { preferredLanguage } from '../../lib/language-preference';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { callbackReason } from './callback-reason';
import { useCompleteSignIn, type CallbackState } from './use-complete-sign-in';

/** How long "Welcome to Kenja!" stays before going back (spec 02 §2.6). */
const REDIRECT_DELAY_MS = 1500;

/** Where Google sends the browser back to: finishes signing in, then returns to where the visitor started. */
export function AuthCallbackPage() {
  const { pathname, search } = useLocation();
  // Google always returns to the plain path; show this page in the language the visitor was using.
  if (prefixOfPath(pathname) === '' && preferredLanguage() === 'ja') {
    return <Navigate to={`${LANGUAGE_PREFIX.ja}/auth/callback${search}`} replace />;
  }
  return <CallbackStatus />;
}

function CallbackStatus() {
  const { t } = useTranslation();
  const { language, localize } = useLanguage();
  const navigate = useNavigate();
  const state = useCompleteSignIn();
  const returnTo = state.kind === 'success' ? safeReturnTo(state.returnTo, localize('/')) : undefined;
  useDocumentTitle(state.kind === 'error' ? t('authCallback.failed') : t('authCallback.title'));

  useEffect(() => {
    if (!returnTo) return;
    const timer = window.setTimeout(() => navigate(returnTo, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [returnTo, navigate]);

  if (state.kind === 'signedIn') {
    // Nothing left to finish, and already signed in: no welcome, no failure, just on to where they were going.
    return <Navigate to={safeReturnTo(state.returnTo ?? '/', localize('/'))} replace />;
  }
  if (state.kind === 'pending') {
    return (
      <Panel icon={<Loader2 className="size-10 animate-spin text-brand-600" aria-hidden />}>
        <h1 className="text-2xl font-bold tracking-tight">{t('authCallback.completing')}</h1>
      </Panel>
    );
  }
  if (state.kind === 'success') {
    return (
      <Panel icon={<CheckCircle2 className="size-10 text-emerald-600" aria-hidden />}>
        <h1 className="text-2xl font-bold tracking-tight">{t('authCallback.welcome')}</h1>
        <p className="mt-2 text-slate-600">{t('authCallback.redirecting')}</p>
      </Panel>
    );
  }
  return (
    <Panel icon={<XCircle className="size-10 text-red-600" aria-hidden />}>
      <h1 className="text-2xl font-bold tracking-tight">{t('authCallback.failed')}</h1>
      <p className="mt-2 break-words text-slate-600">{failureMessage(t, language, state)}</p>
      <ButtonLink to={localize('/')} variant="secondary" className="mt-8">
        {t('authCallback.returnHome')}
      </ButtonLink>
    </Panel>
  );
}

function Panel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:px-6 sm:py-24">
      {/* One live region for all three states, so the change from "Completing" to the outcome is announced. */}
      <div
        aria-live="polite"
        className="flex flex-col items-center rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12"
      >
        <div className="mb-4">{icon}</div>
        {children}
      </div>
    </section>
  );
}

/**
 * The spec's messages (02 §8), in the page's language: 'No session found', the provider's refusal with its reason
 * (translated on Japanese pages), or 'An unexpected error occurred'.
 */
function failureMessage(
  t: TFunction,
  language: Language,
  state: Extract<CallbackState, { kind: 'error' }>,
): string {
  const { error } = state;
  if (!(error instanceof ApiError) || error.code === 'network' || error.code === 'internal') {
    return t('authCallback.unexpected');
  }
  if (error.message === 'No session found') return t('authCallback.noSession');
  const text = apiErrorText(error, t, {
    unauthenticated: t('authCallback.notVerified'),
    forbidden: t('auth.errors.refused'),
    unavailable: t('auth.errors.providerUnavailable'),
  });
  const reason = callbackReason(t, error, language);
  return reason && reason !== text ? t('authCallback.withReason', { text, reason }) : text;
}

/** Only a path on this site; the server checks this too, but a redirect is worth checking twice. */
function safeReturnTo(returnTo: string, home: string): string {
  return returnTo.startsWith('/') && !/^\/[/\\]/.test(returnTo) && returnTo !== '/' ? returnTo : home;
}
