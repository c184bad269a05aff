import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SignInRequired } from '../../components/sign-in-required';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCard } from '../../components/ui/status-card';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { apiErrorText } from '../../lib/api-error-text';
import { registerNamespace } from '../../lib/i18n';
import { useLibrary } from '../../lib/library';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/ask.json';
import ja from '../../locales/ja/ask.json';
import { Conversation } from './conversation';

registerNamespace('ask', { en, ja });

/** /library/{packId}/ask: a buyer asks one of their packs in the browser and gets a cited answer (issue 11). */
export function AskPage() {
  const session = useSession();
  if (session.status === 'loading') return <StatusCardLoading />;
  if (session.status === 'signedOut') return <SignInRequired namespace="ask" />;
  return <AskPack />;
}

function AskPack() {
  const { packId = '' } = useParams();
  const { t } = useTranslation('ask');
  const { localize } = useLanguage();
  const library = useLibrary();
  const item = library.data?.find((entry) => entry.packId === packId);
  useDocumentTitle(item ? t('title', { title: item.title }) : t('notYours.title'));

  if (library.isPending) return <StatusCardLoading />;
  if (library.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <PageAlert>
          <p>{t('loadError', { reason: apiErrorText(library.error, t) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void library.refetch()}>
            {t('retry')}
          </Button>
        </PageAlert>
      </div>
    );
  }
  if (!item) {
    return (
      <StatusCard
        Icon={BookOpen}
        tone="amber"
        title={t('notYours.title')}
        actions={
          <ButtonLink to={localize('/library')} size="lg">
            {t('notYours.button')}
          </ButtonLink>
        }
      >
        <p>{t('notYours.text')}</p>
      </StatusCard>
    );
  }
  return <Conversation packId={item.packId} title={item.title} cover={item.coverImage} slug={item.slug} />;
}
