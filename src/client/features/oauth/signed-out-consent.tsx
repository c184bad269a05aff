import { Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { StatusCard } from '../../components/ui/status-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignInPrompt } from '../../lib/sign-in-prompt';
import type { ConsentPrompt } from './api/oauth-api';
import { ClientDomain, UnverifiedNotice } from './client-identity';

/**
 * Who asks, and Sign In: the sign-in modal brings the person back to this very address (the request is its
 * query), where the consent card then shows.
 */
export function SignedOutConsent({ prompt }: { prompt: ConsentPrompt }) {
  const { t } = useTranslation('oauth');
  const openSignIn = useSignInPrompt();
  const title = t('signIn.title', { name: prompt.client.name });
  useDocumentTitle(title);
  return (
    // A long name or domain breaks rather than widening the card past a phone's screen.
    <div className="wrap-anywhere">
      <StatusCard
        Icon={Plug}
        tone="brand"
        title={title}
        actions={
          <Button size="lg" onClick={() => openSignIn()}>
            {t('signIn.button')}
          </Button>
        }
      >
        <ClientDomain client={prompt.client} className="sm:text-base" />
        <UnverifiedNotice client={prompt.client} className="text-left" />
        <p>{t('signIn.text')}</p>
      </StatusCard>
    </div>
  );
}
