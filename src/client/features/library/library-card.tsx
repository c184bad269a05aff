import { MessageSquare, PauseCircle, Plug, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LibraryItem } from '../../../common/contracts/commerce';
import { Button, ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';
import { CreditsBalance } from './credits-balance';
import { PackCover } from '../../components/pack-cover';
import { IconNote } from '../../components/ui/icon-note';
import { useDateText } from '../../lib/use-date-text';
import { PackTitleLink } from '../../components/pack-title-link';
import { LibraryEdition } from './library-edition';

interface LibraryCardProps {
  item: LibraryItem;
  /** When the page was opened: the guarantee is shown as running or ended against it (the server checks again). */
  now: number;
  onRequestRefund: (item: LibraryItem) => void;
}

/**
 * One pack in the library: what it is, since when it is theirs, what changed in its latest edition, how to use it,
 * its receipt and its refund.
 */
export function LibraryCard({ item, now, onRequestRefund }: LibraryCardProps) {
  const { t } = useTranslation('library');
  const { localize } = useLanguage();
  const date = useDateText('long');
  const guaranteeRuns = item.refundableUntil !== null && Date.parse(item.refundableUntil) > now;

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:p-5">
      <PackCover src={item.coverImage} size="card" />
      <div className="min-w-0 flex-1">
        {/* In the pack's language: a Japanese title breaks by phrase on an English page too. */}
        <h2 lang={item.language} className="text-lg font-semibold text-slate-900">
          <PackTitleLink pack={item} className="hover:underline" />
        </h2>
        <p className="text-sm text-slate-600">{t('by', { creator: item.creatorName })}</p>
        <p className="mt-2 text-sm text-slate-600">
          {item.access === 'grant'
            ? t('granted', { date: date(item.acquiredAt) })
            : item.access === 'credits'
              ? t('creditsSince', { date: date(item.acquiredAt) })
              : t('bought', { date: date(item.acquiredAt) })}
          {item.edition && <> · {t('edition', { date: date(item.edition) })}</>}
        </p>
        <LibraryEdition item={item} />
        {item.access === 'credits' && <CreditsBalance item={item} />}
        {item.packStatus === 'paused' && (
          <IconNote Icon={PauseCircle} className="mt-3 bg-amber-50 p-3 text-sm text-amber-900">
            {t('paused')}
          </IconNote>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ButtonLink icon={Plug} to={localize('/connect')} size="sm">
            {t('connect')}
          </ButtonLink>
          <ButtonLink
            icon={MessageSquare}
            to={localize(`/library/${item.packId}/ask`)}
            variant="secondary"
            size="sm"
          >
            {t('ask')}
          </ButtonLink>
          {item.orderId && (
            <ButtonLink icon={Receipt} to={localize(`/orders/${item.orderId}`)} variant="secondary" size="sm">
              {t('receipt')}
            </ButtonLink>
          )}
          {item.orderId && guaranteeRuns && (
            <Button variant="ghost" size="sm" onClick={() => onRequestRefund(item)}>
              {t('refund.button')}
            </Button>
          )}
        </div>
        {item.orderId && item.refundableUntil && (
          <p className="mt-3 text-sm text-slate-600">
            {guaranteeRuns
              ? t('refund.until', { date: date(item.refundableUntil) })
              : t('refund.ended', { date: date(item.refundableUntil) })}
          </p>
        )}
      </div>
    </li>
  );
}
