import { BarChart3, SearchX, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PackStats } from '../../../common/contracts/selling';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCard } from '../../components/ui/status-card';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/packStats.json';
import ja from '../../locales/ja/packStats.json';
import { usePackStats } from './api/get-pack-stats';
import { PackStatsSkeleton } from './pack-stats-skeleton';
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
  const { localize } = useLanguage();
  const { id = '' } = useParams();
  const stats = usePackStats(id);
  useDocumentTitle(stats.data ? t('title', { title: stats.data.pack.title }) : t('documentTitle'));

  if (stats.isPending) return <PackStatsSkeleton />;
  if (stats.isError) {
    const code = stats.error instanceof ApiError ? stats.error.code : 'network';
    if (code === 'forbidden' || code === 'not_found' || code === 'validation') {
      const key = code === 'forbidden' ? 'forbidden' : 'notFound';
      return (
        <StatusCard
          Icon={code === 'forbidden' ? ShieldAlert : SearchX}
          tone="amber"
          title={t(`${key}.title`)}
          actions={
            <ButtonLink to={localize('/creator/dashboard')} size="lg">
              {t(`${key}.button`)}
            </ButtonLink>
          }
        >
          <p>{t(`${key}.text`)}</p>
        </StatusCard>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('documentTitle')}</h1>
        <PageAlert className="mt-6">
          <p>{t('loadError', { reason: apiErrorText(stats.error, t) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
            {t('retry')}
          </Button>
        </PageAlert>
      </div>
    );
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
          <TotalsCards totals={data.totals} />
          <StatsCharts days={data.days} />
          <QuestionLists top={data.topQuestions} poor={data.poorlyAnswered} />
          <RatingDistribution ratings={data.ratings} average={data.averageRating} />
        </>
      )}
    </div>
  );
}
