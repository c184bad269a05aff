import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../common/contracts/selling';
import { INTL_LOCALE } from '../../../common/languages';
import { BarChart, SharedXAxis, type BarTone } from '../../components/bar-chart';
import type { Language } from '../../../common/languages';
import { formatMoney, formatNumber, moneyParts } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { Panel } from '../../components/ui/panel';

const BUCKET_FORMATS = {
  hour: { hour: 'numeric' },
  day: { month: 'short', day: 'numeric' },
  month: { year: 'numeric', month: 'short' },
} satisfies Record<Dashboard['chart']['unit'], Intl.DateTimeFormatOptions>;

type Point = Dashboard['chart']['points'][number];

type Format = (value: number, language: Language, currency: string) => string;
const count: Format = (value, language) => formatNumber(value, language);

/**
 * The two charts, money and count, drawn on one time axis. Money's table says each figure as ADR 0043 does (with
 * its yen estimate in Japanese); its axis, where there is no room for both, the charged amount alone.
 */
const CHARTS: {
  key: string;
  tone: BarTone;
  value: (point: Point) => number;
  format: Format;
  tick: Format;
}[] = [
  {
    key: 'revenue',
    tone: 'brand',
    value: (point) => point.revenueCents,
    format: (cents, language, currency) => formatMoney(cents, currency, language),
    tick: (cents, language, currency) => moneyParts(cents, currency, language).amount,
  },
  { key: 'sales', tone: 'emerald', value: (point) => point.sales, format: count, tick: count },
];

/** Revenue and sales per hour (Today), day (a week or month) or month (All Time), in the creator's time zone. */
export function SalesChart({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('creatorDashboard');
  const { language } = useLanguage();
  const { chart, timeZone, currency } = dashboard;
  const labels = useMemo(() => {
    const format = new Intl.DateTimeFormat(INTL_LOCALE[language], {
      ...BUCKET_FORMATS[chart.unit],
      timeZone,
    });
    return chart.points.map((point) => format.format(new Date(point.start)));
  }, [chart, timeZone, language]);
  const none = chart.points.every((point) => point.sales === 0);

  const common = {
    labels,
    tableToggleLabel: t('chart.showTable'),
    tableHideLabel: t('chart.hideTable'),
    labelHeader: t(`chart.${chart.unit}`),
  };
  return (
    <Panel id="dashboard-chart" title={t('chart.heading')}>
      {none && <p className="mt-1 text-sm text-slate-600">{t('chart.empty')}</p>}
      {/* One time axis: both charts label the same dates, however wide their money and count axes are. */}
      <SharedXAxis>
        <div className="mt-4 grid gap-8 lg:grid-cols-2">
          {CHARTS.map(({ key, tone, value, format, tick }) => (
            <BarChart
              key={key}
              {...common}
              title={t(`chart.${key}`)}
              series={[
                {
                  key,
                  name: t(`chart.${key}`),
                  values: chart.points.map(value),
                  tone,
                },
              ]}
              formatValue={(figure) => format(figure, language, currency)}
              formatTick={(figure) => tick(figure, language, currency)}
            />
          ))}
        </div>
      </SharedXAxis>
    </Panel>
  );
}
