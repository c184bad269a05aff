import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRating } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { Panel } from '../../components/ui/panel';

interface RatingDistributionProps {
  /** Reviews giving 1, 2, 3, 4 and 5 stars. */
  ratings: number[];
  average: number | null;
}

/** How many reviews gave each number of stars, 5★ first, as bars with their counts, and the average. */
export function RatingDistribution({ ratings, average }: RatingDistributionProps) {
  const { t } = useTranslation('packStats');
  const { language } = useLanguage();
  const total = ratings.reduce((sum, count) => sum + count, 0);

  const rows = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: ratings[stars - 1] ?? 0 }));
  return (
    <Panel id="pack-stats-ratings" title={t('ratings.heading')} intro={t('ratings.intro')}>
      {total === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{t('ratings.empty')}</p>
      ) : (
        <>
          <p className="mt-4 flex flex-wrap items-baseline gap-x-3">
            <span className="inline-flex items-center gap-1.5 text-2xl font-bold text-slate-900">
              <Star className="size-5 fill-amber-400 text-amber-400" aria-hidden />
              {average === null ? '—' : t('ratings.average', { value: formatRating(average, language) })}
            </span>
            <span className="text-sm text-slate-600">{t('ratings.reviews', { count: total })}</span>
          </p>
          <ul aria-label={t('ratings.listLabel')} className="mt-4 space-y-2">
            {rows.map(({ stars, count }) => (
              <li key={stars} className="flex items-center gap-3 text-sm">
                <span className="sr-only">
                  {t('ratings.row', {
                    stars: t('ratings.stars', { count: stars }),
                    reviews: t('ratings.reviews', { count }),
                  })}
                </span>
                <span className="w-8 shrink-0 text-slate-700 tabular-nums" aria-hidden>
                  {stars}★
                </span>
                <span className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: `${(count / total) * 100}%` }}
                  />
                </span>
                <span className="w-10 shrink-0 text-right text-slate-700 tabular-nums" aria-hidden>
                  {formatNumber(count, language)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
