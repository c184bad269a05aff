import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionResponse, UserProfile } from '../../common/contracts/auth';
import { api, callApi, setCsrfToken } from './api';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The spec's session check (01 §9): every 30 s; ask the server again when 3 checks or fewer remain. */
const CHECK_INTERVAL_MS = 30_000;
const REFRESH_WHEN_CHECKS_LEFT = 3;

/** When the server cannot be asked, nobody is known to be signed in and no way of signing in is known. */
const NO_PROVIDERS: SessionResponse['providers'] = { google: false, devSignIn: false };

async function fetchSession(): Promise<SessionResponse> {
  const session = await callApi(() => api.auth.session.$get());
  setCsrfToken(session.session?.csrfToken);
  return session;
}

/** The session query, for code that needs it outside a component (e.g. to have the CSRF token first). */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: CHECK_INTERVAL_MS,
  refetchOnWindowFocus: true,
});

export type SessionState =
  | { status: 'loading'; user: undefined; providers: undefined }
  | {
      status: 'signedOut';
      user: undefined;
      providers: SessionResponse['providers'];
      /** The session could not be fetched at all (server down, offline): the sign-in options are unknown. */
      unreachable?: boolean;
    }
  | { status: 'signedIn'; user: UserProfile; providers: SessionResponse['providers'] };

/**
 * Who is signed in. Loading until the server has answered once (spec 01 §4 "Auth"); if it cannot be reached,
 * signed out (marked `unreachable`) rather than loading forever.
 */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  const data = query.data;
  if (!data) {
    // Asking again after a failure (a retry, or a new component mounting) must not flicker back to loading.
    if (query.isError || query.errorUpdateCount > 0) {
      return { status: 'signedOut', user: undefined, providers: NO_PROVIDERS, unreachable: true };
    }
    return { status: 'loading', user: undefined, providers: undefined };
  }
  if (!data.session) return { status: 'signedOut', user: undefined, providers: data.providers };
  return { status: 'signedIn', user: data.session.user, providers: data.providers };
}

/** Keeps the session alive while the app is open: mounted once, in the shell. */
export function useSessionKeeper() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setInterval(() => {
      const data = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY);
      if (!data?.session) return;
      const remaining = Date.parse(data.session.expiresAt) - Date.now();
      // Using the session extends it on the server; asking for it shortly before expiry is the refresh.
      if (remaining <= CHECK_INTERVAL_MS * REFRESH_WHEN_CHECKS_LEFT) {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
    }, CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [queryClient]);
}

/**
 * After signing in or out, or a role change: ask the server who we are now and refetch what is on screen;
 * drop cached data no screen shows, since it may belong to the previous person.
 */
export async function refreshSession(queryClient: QueryClient) {
  await queryClient.invalidateQueries();
  queryClient.removeQueries({ type: 'inactive' });
}
