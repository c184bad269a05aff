import { FileQuestion, PauseCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StudioPack } from '../../../common/contracts/studio';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCard } from '../../components/ui/status-card';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
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
  if (pack.isError) {
    const missing = pack.error instanceof ApiError && ['not_found', 'validation'].includes(pack.error.code);
    if (missing) return <NotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
        <PageAlert className="mt-6">
          <p>{t('loadError', { reason: apiErrorText(pack.error, t) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void pack.refetch()}>
            {t('retry')}
          </Button>
        </PageAlert>
      </div>
    );
  }
  if (pack.data.status !== 'published') return <NotLive pack={pack.data} />;
  return <PublishedPack pack={pack.data} />;
}

function NotFound() {
  const { t } = useTranslation('creatorSuccess');
  const { localize } = useLanguage();
  return (
    <StatusCard
      Icon={FileQuestion}
      tone="amber"
      title={t('notFound.title')}
      actions={
        <ButtonLink to={localize('/creator/upload')} size="lg">
          {t('notFound.button')}
        </ButtonLink>
      }
    >
      <p>{t('notFound.text')}</p>
    </StatusCard>
  );
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
