import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SignInPromptContext, type SignInPromptOptions } from '../../lib/sign-in-prompt';
import { SignInModal } from './sign-in-modal';

/** Holds the shell's sign-in modal: whoever asks opens it, with where to go afterwards. */
export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [request, setRequest] = useState<(SignInPromptOptions & { pathname: string }) | null>(null);
  const open = useCallback(
    (options: SignInPromptOptions = {}) => setRequest({ ...options, pathname }),
    [pathname],
  );
  return (
    <SignInPromptContext value={open}>
      {children}
      <SignInModal
        // The modal belongs to the page it was opened on: following its Terms link closes it.
        open={request?.pathname === pathname}
        destination={request?.destination}
        onClose={() => setRequest(null)}
      />
    </SignInPromptContext>
  );
}
