import { PauseCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StudioPack } from '../../../common/contracts/studio';
import { NotFoundCard } from '../../components/link-status-card';
import { LoadFailure } from '../../components/load-failure';
import { ButtonLink } from '../../components/ui/button';
import { StatusCard } from '../../components/ui/status-card';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { isMissing } from '../../lib/api';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/creatorSuccess.json';
import ja from '../../locales/ja/creatorSuccess.json';
import { useStudioPack } from '../../lib/studio-pack';
import { PublishedPack } from './published-pack';

registerNamespace('creatorSuccess', { en, ja });

/** /creator/success/{id} (spec 02 §2.3): step 3 of 3, the pack is live; share it. */
export function CreatorSuccessPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('creatorSuccess');
  const pack = useStudioPack(id);
  useDocumentTitle(t('page.title'));

  if (pack.isPending) return <StatusCardLoading />;
  if (isMissing(pack.error)) return <NotFoundCard namespace="creatorSuccess" to="/creator/upload" />;
  if (pack.isError) return <LoadFailure namespace="creatorSuccess" title={t('page.title')} query={pack} />;
  if (pack.data.status !== 'published') return <NotLive pack={pack.data} />;
  return <PublishedPack pack={pack.data} />;
}

/** A draft or a paused pack: nothing to celebrate or share yet; its details page is where it goes live. */
function NotLive({ pack }: { pack: StudioPack }) {
  const { t } = useTranslation('creatorSuccess');
  const { localize } = useLanguage();
  return (
    <StatusCard
      Icon={PauseCircle}
      tone="amber"
      title={t(`notLive.${pack.status === 'paused' ? 'paused' : 'draft'}.title`)}
      actions={
        <ButtonLink to={localize(`/creator/edit/${pack.id}`)} size="lg">
          {t('notLive.button')}
        </ButtonLink>
      }
    >
      <p>{t(`notLive.${pack.status === 'paused' ? 'paused' : 'draft'}.text`, { title: pack.title })}</p>
    </StatusCard>
  );
}
