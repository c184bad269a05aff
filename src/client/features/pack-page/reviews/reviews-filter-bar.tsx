import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ReviewsFilter } from '../api/reviews';

interface ReviewsFilterBarProps {
  filter: ReviewsFilter;
  onFilter: (filter: ReviewsFilter) => void;
}

/** The order of the reviews (most helpful or newest first), and the star rating to show only, or all. */
export function ReviewsFilterBar({ filter, onFilter }: ReviewsFilterBarProps) {
  const { t } = useTranslation('packPage');
  return (
    <div className="flex flex-wrap items-end gap-4">
      <label className="text-sm font-medium text-slate-800">
        {t('reviews.sortLabel')}
        <select
          value={filter.sort}
          onChange={(event) => onFilter({ ...filter, sort: event.target.value as ReviewsFilter['sort'] })}
          className="mt-1 block rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
        >
          <option value="helpful">{t('reviews.sort.helpful')}</option>
          <option value="newest">{t('reviews.sort.newest')}</option>
        </select>
      </label>
      <div role="group" aria-label={t('reviews.filterLabel')} className="flex flex-wrap gap-1">
        {[undefined, 5, 4, 3, 2, 1].map((stars) => (
          <Button
            key={stars ?? 'all'}
            size="sm"
            variant={filter.stars === stars ? 'primary' : 'secondary'}
            aria-pressed={filter.stars === stars}
            onClick={() => onFilter({ ...filter, stars })}
          >
            {stars ? t('reviews.stars', { count: stars }) : t('reviews.allStars')}
          </Button>
        ))}
      </div>
    </div>
  );
}
