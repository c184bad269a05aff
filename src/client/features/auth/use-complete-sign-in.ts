import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { refreshSession, sessionQueryOptions } from '../../lib/session';
import { completeSignIn } from './api/complete-sign-in';

export type CallbackState =
  { kind: 'pending' } | { kind: 'success'; returnTo: string } | { kind: 'error'; error: unknown };

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
    void (async () => {
      try {
        // If this browser is already signed in, the server wants that session's CSRF token: learn it first.
        await queryClient.ensureQueryData(sessionQueryOptions).catch(() => undefined);
        const { returnTo } = await completeSignIn(params);
        await refreshSession(queryClient);
        setState({ kind: 'success', returnTo });
      } catch (error) {
        setState({ kind: 'error', error });
      }
    })();
  }, [searchParams, queryClient]);

  return state;
}
