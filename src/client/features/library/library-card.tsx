import { Plug, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LibraryItem } from '../../../common/contracts/commerce';
import { ButtonLink } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { RefundButton } from './refund-button';

/** One pack in the library: what it is, since when it is theirs, how to use it, its receipt and refund. */
export function LibraryCard({
  item,
  onRefunded,
}: {
  item: LibraryItem;
  onRefunded: (title: string) => void;
}) {
  const { t } = useTranslation('library');
  const { language, localize } = useLanguage();
  // When the page was opened: the guarantee's end is shown against it (the server checks it again on request).
  const [openedAt] = useState(() => Date.now());
  const refundOpen = item.refundableUntil !== null && new Date(item.refundableUntil).getTime() > openedAt;

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row">
      <img
        src={item.coverImage}
        alt=""
        width={160}
        height={100}
        className="aspect-[8/5] w-full shrink-0 rounded-xl object-cover sm:w-40"
      />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={localize(`/pack/${item.slug}`)} className="hover:underline">
            {item.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">{t('by', { creator: item.creatorName })}</p>
        <p className="mt-1 text-sm text-slate-600">
          {item.access === 'grant'
            ? t('granted', { date: formatDate(item.acquiredAt, language, 'long') })
            : t('bought', { date: formatDate(item.acquiredAt, language, 'long') })}
          {item.edition && <> · {t('edition', { date: formatDate(item.edition, language, 'long') })}</>}
        </p>
        {item.packStatus === 'paused' && <p className="mt-1 text-sm text-amber-800">{t('paused')}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <ButtonLink to={localize('/connect')} size="sm">
            <Plug className="size-4" aria-hidden />
            {t('connect')}
          </ButtonLink>
          {item.orderId && (
            <ButtonLink to={localize(`/orders/${item.orderId}`)} variant="secondary" size="sm">
              <Receipt className="size-4" aria-hidden />
              {t('receipt')}
            </ButtonLink>
          )}
          {item.orderId && refundOpen && (
            <RefundButton
              orderId={item.orderId}
              title={item.title}
              onRefunded={() => onRefunded(item.title)}
            />
          )}
        </div>
        {item.orderId && item.refundableUntil && !refundOpen && (
          <p className="mt-2 text-sm text-slate-600">
            {t('refund.ended', { date: formatDate(item.refundableUntil, language, 'long') })}
          </p>
        )}
      </div>
    </li>
  );
}
