import { useTranslation } from 'react-i18next';
import type { PackStats } from '../../../common/contracts/selling';
import { INTL_LOCALE } from '../../../common/languages';
import { formatDashboardMoney, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

type Totals = PackStats['totals'];

/** The 30 days in seven figures: views, purchases, conversion, revenue, refunds, and queries by channel. */
export function TotalsCards({ totals }: { totals: Totals }) {
  const { t } = useTranslation('packStats');
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const percent = new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const cards: { key: string; label: string; value: string; hint?: string }[] = [
    { key: 'views', label: t('totals.views'), value: number(totals.views) },
    { key: 'purchases', label: t('totals.purchases'), value: number(totals.purchases) },
    {
      key: 'conversion',
      label: t('totals.conversion'),
      value: totals.conversion === null ? '—' : percent.format(totals.conversion),
      hint: totals.conversion === null ? t('totals.noConversion') : t('totals.conversionHint'),
    },
    {
      key: 'revenue',
      label: t('totals.revenue'),
      value: formatDashboardMoney(totals.revenueCents, language),
      hint: t('totals.revenueHint'),
    },
    {
      key: 'refunds',
      label: t('totals.refunds'),
      value: number(totals.refunds),
      hint: t('totals.refunded', { amount: formatDashboardMoney(totals.refundedCents, language) }),
    },
    {
      key: 'mcp',
      label: t('totals.mcpQueries'),
      value: number(totals.mcpQueries),
      hint: t('totals.mcpHint'),
    },
    {
      key: 'web',
      label: t('totals.webQueries'),
      value: number(totals.webQueries),
      hint: t('totals.webHint'),
    },
  ];
  return (
    <section aria-labelledby="pack-stats-totals">
      <h2 id="pack-stats-totals" className="sr-only">
        {t('totals.heading')}
      </h2>
      <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.key}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{card.value}</dd>
            {card.hint && <dd className="mt-1 text-xs text-slate-500">{card.hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
