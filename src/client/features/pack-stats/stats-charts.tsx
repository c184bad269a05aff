import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackStats } from '../../../common/contracts/selling';
import { INTL_LOCALE, type Language } from '../../../common/languages';
import { BarChart } from '../../components/bar-chart';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** "Nov 3" / "11/3": the server's YYYY-MM-DD days are already the creator's, so they are read as UTC dates. */
function dayLabels(days: PackStats['days'], language: Language): string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    month: language === 'ja' ? 'numeric' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return days.map(({ day }) => format.format(new Date(`${day}T00:00:00Z`)));
}

/**
 * Views and purchases per day, each on its own chart (purchases are a small share of views: on one scale they would
 * not show), and the queries per day stacked by channel.
 */
export function StatsCharts({ days }: { days: PackStats['days'] }) {
  const { t } = useTranslation('packStats');
  const { language } = useLanguage();
  const labels = useMemo(() => dayLabels(days, language), [days, language]);
  const common = {
    labels,
    formatValue: (value: number) => formatNumber(value, language),
    tableToggleLabel: t('charts.showTable'),
    tableHideLabel: t('charts.hideTable'),
    labelHeader: t('charts.day'),
    className: 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6',
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <BarChart
        {...common}
        title={t('charts.views')}
        series={[{ key: 'views', name: t('totals.views'), values: days.map((d) => d.views), tone: 'brand' }]}
      />
      <BarChart
        {...common}
        title={t('charts.purchases')}
        series={[
          {
            key: 'purchases',
            name: t('totals.purchases'),
            values: days.map((d) => d.purchases),
            tone: 'emerald',
          },
        ]}
      />
      <BarChart
        {...common}
        className={`${common.className} lg:col-span-2`}
        title={t('charts.queries')}
        series={[
          { key: 'mcp', name: t('charts.mcp'), values: days.map((d) => d.mcpQueries), tone: 'brand' },
          { key: 'web', name: t('charts.web'), values: days.map((d) => d.webQueries), tone: 'amber' },
        ]}
      />
    </div>
  );
}
