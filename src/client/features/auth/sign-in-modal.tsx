import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SESSION_QUERY_KEY, useSession } from '../../lib/session';
import type { SignInPromptOptions } from '../../lib/sign-in-prompt';
import { useLanguage } from '../../lib/use-language';
import { DemoSignIn } from './demo-sign-in';
import { ErrorAlert } from './error-alert';
import { errorText } from './error-text';
import { GoogleMark } from './google-mark';
import { LegalNote } from './legal-note';
import { useSignIn } from './use-sign-in';

interface SignInModalProps extends SignInPromptOptions {
  open: boolean;
  onClose: () => void;
}

/** The sign-in modal of spec 01 §2, offering the ways of signing in this server has. */
export function SignInModal({ open, onClose, destination }: SignInModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.modalTitle')} closeLabel={t('auth.close')}>
      {/* Rendered only while open, so every opening starts idle. */}
      <SignInOptions onSignedIn={onClose} destination={destination} />
    </Dialog>
  );
}

function SignInOptions({ onSignedIn, destination }: { onSignedIn: () => void } & SignInPromptOptions) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const { state, handleGoogle, handleDemo } = useSignIn({ onSignedIn, destination });
  const providers = session.providers ?? { google: false, devSignIn: false };
  const busy = state.kind === 'busy';

  if (session.status === 'signedOut' && session.unreachable) return <Unreachable />;

  return (
    <>
      <p className="mt-2 text-sm text-slate-600">
        {providers.google || !providers.devSignIn ? t('auth.modalText') : t('auth.modalTextDemo')}
      </p>
      {state.kind === 'error' && (
        <ErrorAlert error={errorText(t, state.error, language, state.method)} className="mt-4" />
      )}
      {!providers.google && !providers.devSignIn && (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('auth.noProviders')}</p>
      )}
      {providers.google && (
        <Button variant="secondary" size="lg" className="mt-6 w-full" disabled={busy} onClick={handleGoogle}>
          {busy && state.method === 'google' ? (
            <Loader2 className="size-5 animate-spin" aria-hidden />
          ) : (
            <GoogleMark />
          )}
          {busy && state.method === 'google' ? t('auth.signingIn') : t('auth.continueWithGoogle')}
        </Button>
      )}
      {providers.google && providers.devSignIn && (
        <p className="my-4 flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
          {t('auth.or')}
        </p>
      )}
      {providers.devSignIn && (
        <div className={providers.google ? '' : 'mt-6'}>
          <DemoSignIn busy={busy && state.method === 'demo'} disabled={busy} onSignIn={handleDemo} />
        </div>
      )}
      <LegalNote />
    </>
  );
}

/** The server could not be asked how to sign in: say so, and offer to ask again. */
function Unreachable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: SESSION_QUERY_KEY }) > 0;
  return (
    <>
      <ErrorAlert error={{ text: t('apiError.network') }} className="mt-4" />
      <Button
        variant="secondary"
        className="mt-4 w-full"
        disabled={fetching}
        onClick={() => void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY })}
      >
        {fetching && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {t('retry')}
      </Button>
    </>
  );
}
