import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionResponse } from '../../../common/contracts/auth';
import { routeOfPath } from '../../../common/languages';
import type { Role } from '../../../common/roles';
import { refreshSession, SESSION_QUERY_KEY } from '../../lib/session';
import type { SignInPromptOptions } from '../../lib/sign-in-prompt';
import { useLanguage } from '../../lib/use-language';
import { devSignIn } from './api/dev-sign-in';
import { startGoogleSignIn } from './api/google-sign-in';

export type SignInMethod = 'google' | 'demo';

/** The sign-in modal's states (spec 01 §4): idle, busy, error; an error ends the busy state. */
export type SignInState =
  | { kind: 'idle' }
  | { kind: 'busy'; method: SignInMethod }
  | { kind: 'error'; method: SignInMethod; error: unknown };

interface UseSignInOptions extends SignInPromptOptions {
  onSignedIn: () => void;
}

export function useSignIn({ onSignedIn, destination }: UseSignInOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { localize } = useLanguage();
  const [state, setState] = useState<SignInState>({ kind: 'idle' });

  useEffect(() => {
    // Coming back from Google with the browser's Back button restores this page as it was left: busy.
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setState({ kind: 'idle' });
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);

  const run = async (method: SignInMethod, action: () => Promise<void>) => {
    setState({ kind: 'busy', method });
    try {
      await action();
    } catch (error) {
      setState({ kind: 'error', method, error });
    }
  };

  // Back to this page afterwards, unless asked to go on somewhere; a failed callback page is no place to return to.
  // Google's way round tells the role only at the end: a new person is a user, and the pages a destination leads
  // to (the creator application, say) serve every role.
  const here = routeOfPath(pathname) === '/auth/callback' ? localize('/') : `${pathname}${search}`;
  const returnTo = destination?.('user') ?? here;

  const handleGoogle = () => {
    // Stays busy while the browser leaves for Google.
    void run('google', () => startGoogleSignIn(returnTo));
  };

  const handleDemo = (role: Role) => {
    void run('demo', async () => {
      await devSignIn(role);
      await refreshSession(queryClient);
      setState({ kind: 'idle' });
      onSignedIn();
      const signedIn = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY)?.session?.user;
      if (destination) void navigate(destination(signedIn?.user_role ?? role));
    });
  };

  return { state, handleGoogle, handleDemo };
}
