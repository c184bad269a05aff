import { Library } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInRequired } from '../../components/sign-in-required';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCard } from '../../components/ui/status-card';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { apiErrorText } from '../../lib/api-error-text';
import { registerNamespace } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/library.json';
import ja from '../../locales/ja/library.json';
import { useLibrary } from './api/library';
import { LibraryCard } from './library-card';

registerNamespace('library', { en, ja });

/** /library: the packs a buyer may use, with how to connect them and the money-back guarantee. */
export function LibraryPage() {
  const session = useSession();
  const { t } = useTranslation('library');
  useDocumentTitle(t('title'));
  if (session.status === 'loading') return <StatusCardLoading />;
  if (session.status === 'signedOut') return <SignInRequired namespace="library" />;
  return <LibraryList />;
}

function LibraryList() {
  const { t } = useTranslation('library');
  const { localize } = useLanguage();
  const library = useLibrary();
  // Said after a refund, when the refunded pack has already left the list.
  const [notice, setNotice] = useState<string | null>(null);

  if (library.isPending) return <StatusCardLoading />;
  if (library.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <PageAlert className="mt-6">
          <p>{t('loadError', { reason: apiErrorText(library.error, t) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void library.refetch()}>
            {t('retry')}
          </Button>
        </PageAlert>
      </div>
    );
  }
  if (library.data.length === 0) {
    return (
      <>
        <div role="status" className="sr-only">
          {notice}
        </div>
        <StatusCard
          Icon={Library}
          tone="brand"
          title={t('empty.title')}
          actions={
            <ButtonLink to={localize('/')} size="lg">
              {t('empty.button')}
            </ButtonLink>
          }
        >
          {notice && <p className="mb-2 font-medium text-emerald-800">{notice}</p>}
          <p>{t('empty.text')}</p>
        </StatusCard>
      </>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <div role="status">{notice && <p className="mt-4 font-medium text-emerald-800">{notice}</p>}</div>
      <ul aria-label={t('listLabel')} className="mt-6 grid gap-4">
        {library.data.map((item) => (
          <LibraryCard
            key={item.packId}
            item={item}
            onRefunded={(title) => setNotice(t('refund.done', { title }))}
          />
        ))}
      </ul>
    </div>
  );
}
