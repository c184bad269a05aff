import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuthorizationPrompt, AuthorizationRequest, Consent } from '../../../../common/contracts/oauth';
import { api, callApi } from '../../../lib/api';

/** A request the person is asked to allow or deny. */
export type ConsentPrompt = Extract<AuthorizationPrompt, { kind: 'consent' }>;

/**
 * The authorization request as the assistant sent it: the page's query parameters, passed on as found (the server
 * judges them and ignores the ones OAuth lets it ignore).
 */
export function authorizationRequestOf(search: string): AuthorizationRequest {
  return Object.fromEntries(new URLSearchParams(search));
}

/** What the consent page shows for `request` (`GET /api/oauth/authorization`): a question, or a way back. */
export function useAuthorizationPrompt(request: AuthorizationRequest) {
  return useQuery({
    queryKey: ['oauth', 'authorization', request],
    queryFn: ({ signal }) =>
      callApi(() => api.oauth.authorization.$get({ query: request }, { init: { signal } })),
    // The request does not change while the page is open, and the server judges it again with the answer: asking
    // again (on focus, say) could only turn a consent the person is reading into a blip of an error.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * The person's answer (`POST /api/oauth/consent`); the browser then goes back to the assistant with a code or a
 * refusal, and the page is left behind.
 */
export function useConsent() {
  return useMutation({
    mutationFn: (consent: Consent) => callApi(() => api.oauth.consent.$post({ json: consent })),
    onSuccess: ({ redirect_to }) => window.location.assign(redirect_to),
  });
}
