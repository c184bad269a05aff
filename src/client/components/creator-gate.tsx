import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCreatorRights } from '../../common/roles';
import { LinkStatusCard } from './link-status-card';
import { SignInRequired } from './sign-in-required';
import { StatusCardLoading } from './ui/status-card-loading';
import { registerNamespace } from '../lib/i18n';
import { useSession } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';
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
  useDocumentTitle(t('noAccess.title'));
  return (
    <LinkStatusCard
      namespace="creatorUpload"
      messages="noAccess"
      Icon={ShieldAlert}
      tone="amber"
      to="/creator/signup"
    />
  );
}
