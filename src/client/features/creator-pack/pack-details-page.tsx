import { FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkStatusCard, NotFoundCard } from '../../components/link-status-card';
import { LoadFailure } from '../../components/load-failure';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { isMissing } from '../../lib/api';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
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
  if (isMissing(pack.error)) return <NotFoundCard namespace="creatorPack" to="/creator/upload" />;
  if (pack.isError) return <LoadFailure namespace="creatorPack" title={t('page.step')} query={pack} />;
  return <PackDetailsEditor key={pack.data.id} pack={pack.data} />;
}

function NoPackYet() {
  const { t } = useTranslation('creatorPack');
  useDocumentTitle(t('new.title'));
  return <LinkStatusCard namespace="creatorPack" messages="new" Icon={FolderPlus} to="/creator/upload" />;
}
