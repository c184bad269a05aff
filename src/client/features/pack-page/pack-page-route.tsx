import { FileQuestion } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailure } from '../../components/load-failure';
import { ButtonLink } from '../../components/ui/button';
import { StatusCard } from '../../components/ui/status-card';
import { ApiError } from '../../lib/api';
import { registerNamespace } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/packPage.json';
import ja from '../../locales/ja/packPage.json';
import { usePackPage, useRecordView } from './api/pack-page';
import { PackPageSkeleton } from './pack-page-skeleton';
import { PackSalesPage } from './pack-sales-page';
import { HomeButton } from '../../components/home-button';

registerNamespace('packPage', { en, ja });

/** The spec's fallback for an unknown pack (02 §2.5): the page suggests this one. */
const FALLBACK_SLUG = 'advanced-marketing-strategy';

/** /pack/{slug}: a pack's sales page, from the database (spec 02 §2.5). */
export function PackPageRoute() {
  const { productId = '' } = useParams();
  const session = useSession();
  const viewerId =
    session.status === 'loading' ? undefined : session.status === 'signedIn' ? session.user.id : null;
  const page = usePackPage(productId.toLowerCase(), viewerId);
  useRecordView(page.data?.pack.slug ?? '', page.isSuccess ? viewerId : undefined);
  const { t } = useTranslation('packPage');

  // The page is built in slices once its data arrives. TanStack Query hands a result over through
  // useSyncExternalStore, whose updates React renders in one task it cannot interrupt: building the whole page that
  // way held a phone's main thread for about half a second. A deferred value renders in a transition, which yields.
  const shown = useDeferredValue(page.data);

  if (page.isPending) return <PackPageSkeleton />;
  // A refetch that failed (a sign-in, a focus) keeps the page it had: only a page never loaded is a failure.
  if (!page.data) {
    if (page.error instanceof ApiError && page.error.code === 'not_found') return <PackNotFound />;
    return <LoadFailure namespace="packPage" title={t('loadErrorTitle')} query={page} />;
  }
  if (!shown) return <PackPageSkeleton />;
  return <PackSalesPage page={shown} />;
}

function PackNotFound() {
  const { t } = useTranslation('packPage');
  const { localize } = useLanguage();
  useDocumentTitle(t('notFound.title'));
  // The suggestion names the pack by its own title (never translated), and is left out when there is no such pack.
  const suggested = usePackPage(FALLBACK_SLUG, undefined).data?.pack;
  return (
    <StatusCard
      Icon={FileQuestion}
      tone="amber"
      title={t('notFound.title')}
      actions={
        <>
          {suggested && (
            <ButtonLink to={localize(`/pack/${suggested.slug}`)} size="lg">
              {t('notFound.suggestion', { title: suggested.title })}
            </ButtonLink>
          )}
          <HomeButton>{t('notFound.home')}</HomeButton>
        </>
      }
    >
      <p>{t('notFound.text')}</p>
    </StatusCard>
  );
}
