import { Check, Plug } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../common/contracts/auth';
import type { AuthorizationRequest, OAuthScope } from '../../../common/contracts/oauth';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { ConsentPrompt } from './api/oauth-api';
import { ClientDomain, UnverifiedNotice } from './client-identity';
import { CONSENT_CARD, CONSENT_FRAME } from './consent-frame';
import { ConsentForm } from './consent-form';

/** Each scope's words, `consent.scopes.<key>`: i18next would read the colon in a scope as a namespace's. */
const SCOPE_KEYS: Record<OAuthScope, string> = { 'packs:read': 'read', 'packs:ask': 'ask' };

const SUBHEADING = 'text-sm font-semibold text-slate-900';

interface ConsentScreenProps {
  prompt: ConsentPrompt;
  request: AuthorizationRequest;
  user: UserProfile;
}

/** The question to a signed-in person: who asks, for what, for which account, which packs; Allow or Deny. */
export function ConsentScreen({ prompt, request, user }: ConsentScreenProps) {
  const { t } = useTranslation('oauth');
  const id = useId();
  const { client } = prompt;
  const title = t('consent.title', { name: client.name });
  useDocumentTitle(title);
  return (
    <section aria-labelledby={`${id}-title`} className={CONSENT_FRAME}>
      <div className={`${CONSENT_CARD} wrap-anywhere`}>
        <header className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <Plug className="size-6" aria-hidden />
          </span>
          <div className="min-w-0">
            <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
              {title}
            </h1>
            <ClientDomain client={client} className="mt-1" />
          </div>
        </header>
        <UnverifiedNotice client={client} className="mt-5" />
        <h2 className={`mt-6 ${SUBHEADING}`}>{t('consent.abilities')}</h2>
        <ul className="mt-2 space-y-2 text-sm text-slate-700">
          {prompt.scopes.map((scope) => (
            <li key={scope} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
              {t(`consent.scopes.${SCOPE_KEYS[scope]}`)}
            </li>
          ))}
        </ul>
        <h2 className={`mt-6 ${SUBHEADING}`}>{t('consent.account')}</h2>
        <p className="mt-1 text-sm text-slate-700">
          {user.full_name && <span className="font-medium text-slate-900">{user.full_name} </span>}
          <span>{user.email}</span>
        </p>
        <ConsentForm prompt={prompt} request={request} className="mt-6" />
      </div>
    </section>
  );
}
