import { BookOpenText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardPeriod } from '../../../common/contracts/selling';
import { LoadFailureAlert } from '../../components/load-failure';
import { Panel } from '../../components/ui/panel';
import { Skeleton } from '../../components/ui/skeleton';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useTopSections } from './api/top-sections';

/**
 * The sections of the creator's documents that earned most in the period (issue 52, ADR 0050), each linking to its
 * pack's passage figures.
 */
export function TopSections({ period, timeZone }: { period: DashboardPeriod; timeZone: string }) {
  const { t } = useTranslation('creatorDashboard');
  const { language, localize } = useLanguage();
  const top = useTopSections(period, timeZone);
  return (
    <Panel
      id="dashboard-top-sections"
      title={t('topSections.heading')}
      Icon={BookOpenText}
      intro={t('topSections.intro')}
    >
      {top.isPending ? (
        <Skeleton
          label={t('topSections.loading')}
          className="mt-4 space-y-2"
          bars={['h-10 rounded-lg', 'h-10 rounded-lg', 'h-10 rounded-lg']}
        />
      ) : top.isError ? (
        <LoadFailureAlert
          namespace="creatorDashboard"
          keys={{ loadError: 'topSections.loadError', retry: 'retry' }}
          query={top}
          className="mt-4"
        />
      ) : top.data.sections.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{t('topSections.empty')}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100" aria-busy={top.isFetching}>
          {top.data.sections.map((section) => (
            <li
              key={`${section.pack.id} ${section.filename} ${section.headings.join(' › ')}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {section.headings.length === 0
                    ? t('topSections.beforeHeadings')
                    : section.headings.join(' › ')}
                </p>
                <p className="text-sm break-words text-slate-600">
                  <Link
                    to={localize(`/creator/packs/${section.pack.id}/stats`)}
                    className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {section.pack.title}
                  </Link>
                  {` · ${section.filename} · ${t('topSections.uses', { count: section.uses, value: formatNumber(section.uses, language) })}`}
                </p>
              </div>
              <p className="font-semibold text-slate-900 tabular-nums">
                {formatMoney(section.revenueCents, top.data.currency, language)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
