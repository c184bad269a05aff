import { FileQuestion, FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink, Button } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCard } from '../../components/ui/status-card';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/creatorPack.json';
import ja from '../../locales/ja/creatorPack.json';
import { useStudioPack } from '../../lib/studio-pack';
import { PackDetailsEditor } from './pack-details-editor';

registerNamespace('creatorPack', { en, ja });

/** /creator/edit/{id|new} (spec 02 §2.2): step 2 of 3, the pack's marketplace details. */
export function PackDetailsPage() {
  const { id = 'new' } = useParams();
  return id === 'new' ? <NoPackYet /> : <PackDetailsLoader id={id} />;
}

function PackDetailsLoader({ id }: { id: string }) {
  const { t } = useTranslation('creatorPack');
  useDocumentTitle(t('page.title'));
  const pack = useStudioPack(id);
  if (pack.isPending) return <StatusCardLoading />;
  if (pack.isError) {
    const missing = pack.error instanceof ApiError && ['not_found', 'validation'].includes(pack.error.code);
    if (missing) return <PackNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('page.step')}</h1>
        <PageAlert className="mt-6">
          <p>{t('loadError', { reason: apiErrorText(pack.error, t) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void pack.refetch()}>
            {t('retry')}
          </Button>
        </PageAlert>
      </div>
    );
  }
  return <PackDetailsEditor key={pack.data.id} pack={pack.data} />;
}

function NoPackYet() {
  const { t } = useTranslation('creatorPack');
  const { localize } = useLanguage();
  useDocumentTitle(t('new.title'));
  return (
    <StatusCard
      Icon={FolderPlus}
      tone="brand"
      title={t('new.title')}
      actions={
        <ButtonLink to={localize('/creator/upload')} size="lg">
          {t('new.button')}
        </ButtonLink>
      }
    >
      <p>{t('new.text')}</p>
    </StatusCard>
  );
}

function PackNotFound() {
  const { t } = useTranslation('creatorPack');
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
