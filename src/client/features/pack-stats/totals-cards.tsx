import { useTranslation } from 'react-i18next';
import type { PackStats } from '../../../common/contracts/selling';
import { INTL_LOCALE } from '../../../common/languages';
import { Money } from '../../components/money';
import { STAT_ESTIMATE, StatGrid, type Stat } from '../../components/stat-grid';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

type Totals = PackStats['totals'];

/** The 30 days in seven figures: views, purchases, conversion, revenue, refunds, and queries by channel. */
export function TotalsCards({ totals, currency }: { totals: Totals; currency: string }) {
  const { t } = useTranslation('packStats');
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const percent = new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const cards: Stat[] = [
    { key: 'views', label: t('totals.views'), value: number(totals.views) },
    { key: 'purchases', label: t('totals.purchases'), value: number(totals.purchases) },
    {
      key: 'conversion',
      label: t('totals.conversion'),
      value: totals.conversion === null ? '—' : percent.format(totals.conversion),
      note: totals.conversion === null ? t('totals.noConversion') : t('totals.conversionHint'),
    },
    {
      key: 'revenue',
      label: t('totals.revenue'),
      value: (
        <Money cents={totals.revenueCents} currency={currency} stacked estimateClassName={STAT_ESTIMATE} />
      ),
      note: t('totals.revenueHint'),
    },
    {
      key: 'refunds',
      label: t('totals.refunds'),
      value: number(totals.refunds),
      note: t('totals.refunded', { amount: formatMoney(totals.refundedCents, currency, language) }),
    },
    {
      key: 'mcp',
      label: t('totals.mcpQueries'),
      value: number(totals.mcpQueries),
      note: t('totals.mcpHint'),
    },
    {
      key: 'web',
      label: t('totals.webQueries'),
      value: number(totals.webQueries),
      note: t('totals.webHint'),
    },
  ];
  return <StatGrid id="pack-stats-totals" heading={t('totals.heading')} stats={cards} />;
}
