import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../common/contracts/commerce';
import { formatDate, formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { Money } from '../../components/money';
import { PackCover } from '../../components/pack-cover';
import { PackTitleLink } from '../../components/pack-title-link';

/**
 * The packs of an order with what each cost (and what went back), then the subtotal, discount, total and refunds —
 * in Japanese each with its yen estimate (ADR 0043), under a line's price where the title needs the room.
 */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const { currency } = order;
  const money = (cents: number) => <Money cents={cents} currency={currency} />;

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
                    amount: formatMoney(line.refundCents ?? 0, currency, language),
                    date: formatDate(line.refundedAt, language, 'long'),
                  })}
                </span>
              )}
            </span>
            <span className="flex shrink-0 flex-col items-end text-right sm:flex-row sm:items-baseline sm:gap-2">
              {line.listPriceCents > line.priceCents && (
                <s className="text-sm text-slate-500">
                  <span className="sr-only">{t('listPrice')} </span>
                  <Money cents={line.listPriceCents} currency={currency} plain />
                </s>
              )}
              <span className="font-semibold text-slate-900">
                <span className="sr-only">{t('price')} </span>
                <Money cents={line.priceCents} currency={currency} stacked />
              </span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
        <Amount label={t('subtotal')}>{money(order.subtotalCents)}</Amount>
        {order.discountCents > 0 && (
          <Amount label={t('discount')}>
            <Money cents={order.discountCents} currency={currency} sign="−" />
          </Amount>
        )}
        <div className="flex justify-between gap-4 pt-1 text-base font-semibold text-slate-900">
          <dt>{t('total')}</dt>
          <dd className="text-right">{money(order.totalCents)}</dd>
        </div>
        {order.refundedCents > 0 && (
          <Amount label={t('refundedTotal')}>
            <Money cents={order.refundedCents} currency={currency} sign="−" />
          </Amount>
        )}
      </dl>
    </div>
  );
}

/** A line of the sums under the packs: what it is, and how much. */
function Amount({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
