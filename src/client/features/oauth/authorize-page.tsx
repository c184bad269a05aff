import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { AuthorizationRequest } from '../../../common/contracts/oauth';
import { LANGUAGE_PREFIX, prefixOfPath } from '../../../common/languages';
import { registerNamespace } from '../../lib/i18n';
import { preferredLanguage } from '../../lib/language-preference';
import { useSession } from '../../lib/session';
import en from '../../locales/en/oauth.json';
import ja from '../../locales/ja/oauth.json';
import { authorizationRequestOf, useAuthorizationPrompt, type ConsentPrompt } from './api/oauth-api';
import { ConsentScreen } from './consent-screen';
import { ConsentSkeleton, ReturningToAssistant, UnusableRequest } from './request-status';
import { SignedOutConsent } from './signed-out-consent';

registerNamespace('oauth', { en, ja });

/**
 * /oauth/authorize, the authorization endpoint of OAuth 2.1 as a page: an assistant sends the person here to ask
 * for access to their packs; they sign in if need be, choose, and go back to the assistant with the answer.
 */
export function AuthorizePage() {
  const { pathname, search } = useLocation();
  // Assistants send everyone to the plain path; show the page in the language the visitor was using.
  if (prefixOfPath(pathname) === '' && preferredLanguage() === 'ja') {
    return <Navigate to={`${LANGUAGE_PREFIX.ja}/oauth/authorize${search}`} replace />;
  }
  return <AuthorizeScreen search={search} />;
}

function AuthorizeScreen({ search }: { search: string }) {
  const request = useMemo(() => authorizationRequestOf(search), [search]);
  const prompt = useAuthorizationPrompt(request);
  if (prompt.isPending) return <ConsentSkeleton />;
  if (prompt.isError) return <UnusableRequest error={prompt.error} />;
  if (prompt.data.kind === 'redirect') return <ReturningToAssistant to={prompt.data.redirect_to} />;
  return <ConsentGate prompt={prompt.data} request={request} />;
}

/** The question, once the person is known: to sign in first, or to allow. */
function ConsentGate({ prompt, request }: { prompt: ConsentPrompt; request: AuthorizationRequest }) {
  const session = useSession();
  if (session.status === 'loading') return <ConsentSkeleton />;
  if (session.status === 'signedOut') return <SignedOutConsent prompt={prompt} />;
  return <ConsentScreen prompt={prompt} request={request} user={session.user} />;
}
