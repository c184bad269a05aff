import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { signedInPage } from '../../components/sign-in-required';
import { LinkStatusCard } from '../../components/link-status-card';
import { LoadFailure } from '../../components/load-failure';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { registerNamespace } from '../../lib/i18n';
import { useLibrary } from '../../lib/library';
import { useDocumentTitle } from '../../lib/use-document-title';
import en from '../../locales/en/ask.json';
import ja from '../../locales/ja/ask.json';
import { Conversation } from './conversation';

registerNamespace('ask', { en, ja });

/** /library/{packId}/ask: a buyer asks one of their packs in the browser and gets a cited answer (issue 11). */
export const AskPage = signedInPage('ask', AskPack);

function AskPack() {
  const { packId = '' } = useParams();
  const { t } = useTranslation('ask');
  const library = useLibrary();
  const item = library.data?.find((entry) => entry.packId === packId);
  useDocumentTitle(item ? t('title', { title: item.title }) : t('notYours.title'));

  if (library.isPending) return <StatusCardLoading />;
  if (library.isError) return <LoadFailure namespace="ask" query={library} />;
  if (!item) {
    return <LinkStatusCard namespace="ask" messages="notYours" Icon={BookOpen} tone="amber" to="/library" />;
  }
  return <Conversation packId={item.packId} title={item.title} cover={item.coverImage} slug={item.slug} />;
}
