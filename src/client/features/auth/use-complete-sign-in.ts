import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { refreshSession, sessionQueryOptions } from '../../lib/session';
import { completeSignIn } from './api/complete-sign-in';
import { rememberedDestination } from './sign-in-destination';

export type CallbackState =
  | { kind: 'pending' }
  | { kind: 'success'; returnTo: string }
  /** Already signed in, and there was no sign-in left to finish: go on, to where they were going if known. */
  | { kind: 'signedIn'; returnTo: string | undefined }
  | { kind: 'error'; error: unknown };

/**
 * The server has no sign-in of this browser's to finish: it finished it already (the page reloaded, or reached
 * again with Back), the page was opened without coming from Google, or Google sign-in is not set up here.
 */
function nothingToFinish(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'not_found' || (error.code === 'unauthenticated' && error.message === 'No session found'))
  );
}

/** Passes the provider's answer on to the server once, and tells how it went (spec 02 §2.6). */
export function useCompleteSignIn(): CallbackState {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CallbackState>({ kind: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    // The provider's code works only once, and StrictMode runs effects twice: the second run must not send it.
    if (started.current) return;
    started.current = true;
    const params = Object.fromEntries(searchParams);
    const answered = 'code' in params || 'error' in params;
    void (async () => {
      // If this browser is already signed in, the server wants that session's CSRF token: learn it first.
      const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => undefined);
      const signedIn = Boolean(session?.session);
      if (signedIn && !answered) {
        setState({ kind: 'signedIn', returnTo: rememberedDestination() });
        return;
      }
      try {
        const { returnTo } = await completeSignIn(params);
        await refreshSession(queryClient);
        setState({ kind: 'success', returnTo });
      } catch (error) {
        setState(
          signedIn && nothingToFinish(error)
            ? { kind: 'signedIn', returnTo: rememberedDestination() }
            : { kind: 'error', error },
        );
      }
    })();
  }, [searchParams, queryClient]);

  return state;
}
