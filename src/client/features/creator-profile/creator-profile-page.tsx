import { useTranslation } from 'react-i18next';
import type { CreatorProfile } from '../../../common/contracts/creator-profile';
import { LoadFailure } from '../../components/load-failure';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import en from '../../locales/en/creatorProfile.json';
import ja from '../../locales/ja/creatorProfile.json';
import { useCreatorProfile } from './api/creator-profile';
import { ProfileForm } from './profile-form';

registerNamespace('creatorProfile', { en, ja });

/** /creator/profile: the name, title and bio buyers see with the creator's packs (issue 25). */
export function CreatorProfilePage() {
  const { t } = useTranslation('creatorProfile');
  useDocumentTitle(t('title'));
  const profile = useCreatorProfile();

  if (profile.isPending) return <StatusCardLoading />;
  if (!profile.data) {
    return <LoadFailure namespace="creatorProfile" title={t('title')} width="2xl" query={profile} />;
  }
  return <ProfilePageBody profile={profile.data} />;
}

function ProfilePageBody({ profile }: { profile: CreatorProfile }) {
  const { t } = useTranslation('creatorProfile');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <ProfileForm saved={profile} />
    </div>
  );
}
