import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../common/contracts/commerce';
import { formatDate, formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { PackCover } from '../../components/pack-cover';
import { PackTitleLink } from '../../components/pack-title-link';

/** The packs of an order with what each cost (and what went back), then the subtotal, discount, total and refunds. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const money = (cents: number) => formatPrice(cents, order.currency, language);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <ul aria-label={t('linesLabel')} className="divide-y divide-slate-100">
        {order.lines.map((line) => (
          <li key={line.packId} className="flex items-center gap-3 py-3 first:pt-0">
            <PackCover src={line.coverImage} size="small" />
            <span className="min-w-0 flex-1">
              <PackTitleLink pack={line} className="font-medium break-words text-slate-900 hover:underline" />
              {line.refundedAt && (
                <span className="mt-0.5 block text-sm text-slate-600">
                  {t('lineRefunded', {
                    amount: money(line.refundCents ?? 0),
                    date: formatDate(line.refundedAt, language, 'long'),
                  })}
                </span>
              )}
            </span>
            <span className="flex shrink-0 flex-col items-end sm:flex-row sm:items-baseline sm:gap-2">
              {line.listPriceCents > line.priceCents && (
                <s className="text-sm text-slate-500">
                  <span className="sr-only">{t('listPrice')} </span>
                  {money(line.listPriceCents)}
                </s>
              )}
              <span className="font-semibold text-slate-900">
                <span className="sr-only">{t('price')} </span>
                {money(line.priceCents)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
        <Amount label={t('subtotal')}>{money(order.subtotalCents)}</Amount>
        {order.discountCents > 0 && <Amount label={t('discount')}>−{money(order.discountCents)}</Amount>}
        <div className="flex justify-between gap-4 pt-1 text-base font-semibold text-slate-900">
          <dt>{t('total')}</dt>
          <dd>{money(order.totalCents)}</dd>
        </div>
        {order.refundedCents > 0 && <Amount label={t('refundedTotal')}>−{money(order.refundedCents)}</Amount>}
      </dl>
    </div>
  );
}

/** A line of the sums under the packs: what it is, and how much. */
function Amount({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
