import { useTranslation } from 'react-i18next';
import type { ReviewsResponse } from '../../../../common/contracts/commerce';
import { formatNumber, formatRating } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { Stars } from './stars';

interface RatingSummaryProps {
  /** A pack with reviews: `average` is a number. */
  summary: ReviewsResponse['summary'] & { average: number };
}

/** The average with its stars and the count, beside how many reviews gave each number of stars. */
export function RatingSummary({ summary }: RatingSummaryProps) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="text-center sm:w-40">
        <p className="text-4xl font-bold text-slate-900">{formatRating(summary.average, language)}</p>
        <div className="mt-1 flex justify-center">
          <Stars rating={summary.average} />
        </div>
        <p className="mt-1 text-sm text-slate-600">{t('reviews.count_reviews', { count: summary.count })}</p>
      </div>
      <ul className="flex-1 space-y-1" aria-label={t('reviews.distribution')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="w-14 text-slate-700">{t('reviews.stars', { count: stars })}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${(100 * n) / summary.count}%` }}
                />
              </span>
              <span className="w-10 text-right text-slate-600">{formatNumber(n, language)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
