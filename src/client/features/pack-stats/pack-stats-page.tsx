import { BarChart3, SearchX, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PackStats } from '../../../common/contracts/selling';
import { LinkStatusCard } from '../../components/link-status-card';
import { LoadFailure } from '../../components/load-failure';
import { ApiError, isMissing } from '../../lib/api';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import en from '../../locales/en/packStats.json';
import ja from '../../locales/ja/packStats.json';
import { usePackStats } from './api/get-pack-stats';
import { PackStatsSkeleton } from './pack-stats-skeleton';
import { PassageFiguresPanel } from './passage-figures';
import { QuestionLists } from './question-lists';
import { RatingDistribution } from './rating-distribution';
import { StatsCharts } from './stats-charts';
import { StatsHeader } from './stats-header';
import { TotalsCards } from './totals-cards';

registerNamespace('packStats', { en, ja });

/** Nothing at all happened: no views, sales, refunds or questions in the 30 days, and no reviews ever. */
function isQuiet(stats: PackStats): boolean {
  const { totals } = stats;
  return (
    totals.views + totals.purchases + totals.refunds + totals.mcpQueries + totals.webQueries === 0 &&
    stats.topQuestions.length === 0 &&
    stats.poorlyAnswered.length === 0 &&
    stats.ratings.every((count) => count === 0)
  );
}

/**
 * /creator/packs/:id/stats (issue 12, "view stats"): a pack's last 30 days for its creator — views, purchases,
 * conversion, revenue and refunds; queries per day by channel; the questions buyers ask most and those the pack
 * answered poorly; the ratings it has had.
 */
export function PackStatsPage() {
  const { t } = useTranslation('packStats');
  const { id = '' } = useParams();
  const stats = usePackStats(id);
  useDocumentTitle(stats.data ? t('title', { title: stats.data.pack.title }) : t('documentTitle'));

  if (stats.isPending) return <PackStatsSkeleton />;
  if (stats.isError) {
    const forbidden = stats.error instanceof ApiError && stats.error.code === 'forbidden';
    if (forbidden || isMissing(stats.error)) {
      const [messages, Icon] = forbidden ? ['forbidden', ShieldAlert] : ['notFound', SearchX];
      return (
        <LinkStatusCard
          namespace="packStats"
          messages={messages}
          Icon={Icon}
          tone="amber"
          to="/creator/dashboard"
        />
      );
    }
    return <LoadFailure namespace="packStats" title={t('documentTitle')} query={stats} />;
  }

  const data = stats.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <StatsHeader pack={data.pack} timeZone={data.timeZone} />
      {isQuiet(data) ? (
        <section className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-12">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <BarChart3 className="size-7" aria-hidden />
          </span>
          <h2 className="mt-5 text-xl font-bold text-slate-900">{t('quiet.title')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-pretty text-slate-600">
            {t(data.pack.status === 'published' ? 'quiet.published' : 'quiet.unpublished')}
          </p>
        </section>
      ) : (
        <>
          <TotalsCards totals={data.totals} currency={data.currency} />
          <StatsCharts days={data.days} />
          <QuestionLists top={data.topQuestions} poor={data.poorlyAnswered} />
          <PassageFiguresPanel packId={data.pack.id} />
          <RatingDistribution ratings={data.ratings} average={data.averageRating} />
        </>
      )}
    </div>
  );
}
