import { AlertCircle, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { GoogleMark } from './google-mark';

type ModalState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string };

interface SignInModalProps {
  open: boolean;
  onClose: () => void;
}

/** The sign-in modal of spec 01 §2: idle, busy ("Signing in..."), and an error shown inside the modal. */
export function SignInModal({ open, onClose }: SignInModalProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ModalState>({ kind: 'idle' });

  const handleGoogle = () => {
    // Google sign-in arrives with the accounts work; until then the modal says so instead of pretending.
    setState({ kind: 'error', message: t('auth.notAvailable') });
  };

  const handleClose = () => {
    setState({ kind: 'idle' });
    onClose();
  };

  return (
    <Dialog open={open} onClose={handleClose} title={t('auth.modalTitle')} closeLabel={t('auth.close')}>
      <p className="mt-2 text-sm text-slate-600">{t('auth.modalText')}</p>
      {state.kind === 'error' && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {state.message || t('auth.genericError')}
        </p>
      )}
      <Button
        variant="secondary"
        size="lg"
        className="mt-6 w-full"
        disabled={state.kind === 'busy'}
        onClick={handleGoogle}
      >
        {state.kind === 'busy' ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <GoogleMark />}
        {state.kind === 'busy' ? t('auth.signingIn') : t('auth.continueWithGoogle')}
      </Button>
      <p className="mt-4 text-center text-xs text-slate-500">{t('auth.terms')}</p>
    </Dialog>
  );
}
