import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCreatorRights } from '../../common/roles';
import { ButtonLink } from './ui/button';
import { SignInRequired } from './sign-in-required';
import { StatusCard } from './ui/status-card';
import { StatusCardLoading } from './ui/status-card-loading';
import { registerNamespace } from '../lib/i18n';
import { useSession } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';
import { useLanguage } from '../lib/use-language';
import en from '../locales/en/creatorUpload.json';
import ja from '../locales/ja/creatorUpload.json';

registerNamespace('creatorUpload', { en, ja });

/**
 * The creator pages (/creator/upload, /creator/edit, /creator/success; spec 02 §2.1, 01 §6): signed out, "Sign In
 * Required"; signed in without creator rights, "Creator Access Required"; creators and admins get the page itself.
 */
export function CreatorGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <StatusCardLoading />;
  if (session.status === 'signedOut') return <SignInRequired namespace="creatorUpload" />;
  if (!hasCreatorRights(session.user.user_role)) return <CreatorAccessRequired />;
  return children;
}

function CreatorAccessRequired() {
  const { t } = useTranslation('creatorUpload');
  const { localize } = useLanguage();
  useDocumentTitle(t('noAccess.title'));
  return (
    <StatusCard
      Icon={ShieldAlert}
      tone="amber"
      title={t('noAccess.title')}
      actions={
        <ButtonLink to={localize('/creator/signup')} size="lg">
          {t('noAccess.button')}
        </ButtonLink>
      }
    >
      <p>{t('noAccess.text')}</p>
    </StatusCard>
  );
}
