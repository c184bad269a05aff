import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SignInPromptContext, type SignInPromptOptions } from '../../lib/sign-in-prompt';

// Not needed to show a page: its code loads the first time someone asks to sign in.
const SignInModal = lazy(() => import('./sign-in-modal').then((m) => ({ default: m.SignInModal })));

/** Holds the shell's sign-in modal: whoever asks opens it, with where to go afterwards. */
export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [request, setRequest] = useState<(SignInPromptOptions & { pathname: string }) | null>(null);
  // Once loaded it stays mounted, so closing it hands the focus back to the button that opened it.
  const [wanted, setWanted] = useState(false);
  const open = useCallback(
    (options: SignInPromptOptions = {}) => {
      setWanted(true);
      setRequest({ ...options, pathname });
    },
    [pathname],
  );
  return (
    <SignInPromptContext value={open}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <SignInModal
            // The modal belongs to the page it was opened on: following its Terms link closes it.
            open={request?.pathname === pathname}
            destination={request?.destination}
            onClose={() => setRequest(null)}
          />
        </Suspense>
      )}
    </SignInPromptContext>
  );
}
