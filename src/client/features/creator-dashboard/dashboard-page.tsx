import { BarChart3, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../common/contracts/selling';
import { LinkStatusCard } from '../../components/link-status-card';
import { LoadFailure, LoadFailureAlert } from '../../components/load-failure';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/creatorDashboard.json';
import ja from '../../locales/ja/creatorDashboard.json';
import { useDashboard } from './api/dashboard';
import { DashboardSkeleton } from './dashboard-skeleton';
import { EarningsSection } from './earnings-section';
import { NewPackBar } from './new-pack-bar';
import { PacksTable } from './packs-table';
import { PeriodSelector } from './period-selector';
import { SalesChart } from './sales-chart';
import { StatCards } from './stat-cards';
import { TopSections } from './top-sections';

registerNamespace('creatorDashboard', { en, ja });

/** The browser's time zone: a creator's "today" starts at their midnight. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function periodOf(value: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((period) => period === value) ?? 'month';
}

/** /creator/dashboard (spec 02 §2.4, issue 12): the creator's business for a period, from real orders and visits. */
export function DashboardPage() {
  const { t } = useTranslation('creatorDashboard');
  const { localize } = useLanguage();
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const timeZone = browserTimeZone();
  const dashboard = useDashboard(period, timeZone);

  const handlePeriod = (next: DashboardPeriod) =>
    setParams(next === 'month' ? {} : { period: next }, { replace: true, preventScrollReset: true });

  if (dashboard.isPending) return <DashboardSkeleton />;
  if (!dashboard.data) {
    return <LoadFailure namespace="creatorDashboard" title={t('title')} query={dashboard} />;
  }
  const data = dashboard.data;
  if (data.packs.length === 0) {
    return (
      <LinkStatusCard namespace="creatorDashboard" messages="none" Icon={BarChart3} to="/creator/upload" />
    );
  }

  const updating = dashboard.isPlaceholderData || (dashboard.isFetching && dashboard.isError);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 pt-8 pb-8 sm:px-6 sm:pt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{t('intro')}</p>
          <p className="mt-1 text-xs text-slate-600">
            {t('timeZone', { zone: data.timeZone })} {t('currencyNote')}
          </p>
          <Link
            to={localize('/creator/profile')}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <UserRound className="size-4" aria-hidden />
            {t('profileLink')}
          </Link>
        </div>
        <PeriodSelector value={period} onChange={handlePeriod} />
      </div>
      {dashboard.isError && <LoadFailureAlert namespace="creatorDashboard" query={dashboard} />}
      <p role="status" className="sr-only">
        {updating ? t('updating') : ''}
      </p>
      <div aria-busy={updating} className={`space-y-6 transition-opacity ${updating ? 'opacity-60' : ''}`}>
        <StatCards dashboard={data} />
        <SalesChart dashboard={data} />
      </div>
      <PacksTable packs={data.packs} currency={data.currency} />
      <TopSections period={period} timeZone={timeZone} />
      <EarningsSection />
      <NewPackBar to={localize('/creator/upload')} label={t('newPack')} />
    </div>
  );
}
