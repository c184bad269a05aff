import { CheckCircle2, Library } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryItem, RefundQuoteResponse } from '../../../common/contracts/commerce';
import { signedInPage } from '../../components/sign-in-required';
import { LinkStatusCard } from '../../components/link-status-card';
import { LoadFailure } from '../../components/load-failure';
import { formatMoney } from '../../lib/format';
import { registerNamespace } from '../../lib/i18n';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/library.json';
import ja from '../../locales/ja/library.json';
import { useLibrary } from '../../lib/library';
import { AssistantPurchasesSection } from './assistant-purchases-section';
import { LibraryCard } from './library-card';
import { LibrarySkeleton } from './library-skeleton';
import { RefundDialog, type RefundTarget } from './refund-dialog';
import { TeamsSection } from './teams-section';
import { IconNote } from '../../components/ui/icon-note';

registerNamespace('library', { en, ja });

/**
 * /library: the packs a buyer may use, with how to connect them, their receipts and the money-back guarantee; then
 * what their assistants bought.
 */
export const LibraryPage = signedInPage('library', LibraryContent, {
  titled: true,
  loading: <LibrarySkeleton />,
});

function LibraryContent() {
  const { t } = useTranslation('library');
  const { language } = useLanguage();
  const library = useLibrary();
  const [now] = useState(() => Date.now());
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  // Said after a refund, once the refunded packs have left the list.
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The button that opened the dialog left with its pack: focus goes to the top of what is left.
  useEffect(() => {
    if (notice) headingRef.current?.focus();
  }, [notice]);

  if (library.isPending) return <LibrarySkeleton />;
  if (library.isError) {
    return <LoadFailure namespace="library" title={t('title')} query={library} width="4xl" />;
  }

  const handleRequestRefund = (item: LibraryItem) => {
    if (!item.orderId) return;
    setRefunding({
      orderId: item.orderId,
      packId: item.packId,
      kind: item.access === 'credits' ? 'credits' : 'pack',
    });
  };
  const handleRefunded = (quote: RefundQuoteResponse) => {
    setRefunding(null);
    const pack = t('refund.quoted', { title: quote.title });
    setNotice(t('refund.done', { pack, amount: formatMoney(quote.amountCents, quote.currency, language) }));
  };

  return (
    <>
      {/* Before the list in the tree: the dialog closes (and gives focus back) before the page moves focus. */}
      <RefundDialog target={refunding} onClose={() => setRefunding(null)} onRefunded={handleRefunded} />
      {/* One live region for both the list and the empty library, so the refund is announced either way. */}
      <div role="status" className="mx-auto max-w-4xl px-4 sm:px-6">
        {notice && (
          <IconNote
            Icon={CheckCircle2}
            className="mt-6 border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
          >
            {notice}
          </IconNote>
        )}
      </div>
      {library.data.length === 0 ? (
        <LinkStatusCard
          namespace="library"
          messages="empty"
          Icon={Library}
          to="/"
          focusOnMount={notice !== null}
        />
      ) : (
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
          >
            {t('title')}
          </h1>
          <p className="mt-2 text-pretty text-slate-600">{t('intro')}</p>
          <ul aria-label={t('listLabel')} className="mt-6 grid gap-4">
            {library.data.map((item) => (
              <LibraryCard key={item.packId} item={item} now={now} onRequestRefund={handleRequestRefund} />
            ))}
          </ul>
        </div>
      )}
      <TeamsSection />
      <AssistantPurchasesSection />
    </>
  );
}
