import { useTranslation } from 'react-i18next';
import type { OAuthClient } from '../../../common/contracts/oauth';
import { UnverifiedBadge } from '../../components/unverified-badge';

/** Where the assistant's identity comes from: the one thing about it Kenja has checked. */
export function ClientDomain({ client, className = '' }: { client: OAuthClient; className?: string }) {
  const { t } = useTranslation('oauth');
  return (
    <p className={`text-sm wrap-anywhere text-slate-600 ${className}`.trim()}>
      {t('client.from', { domain: client.domain })}
    </p>
  );
}

/** For an assistant that registered itself: its name is only what it says it is. */
export function UnverifiedNotice({ client, className = '' }: { client: OAuthClient; className?: string }) {
  const { t } = useTranslation('common');
  if (client.verified) return null;
  return (
    <p className={`rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ${className}`.trim()}>
      <UnverifiedBadge /> {t('assistant.unverifiedText')}
    </p>
  );
}
