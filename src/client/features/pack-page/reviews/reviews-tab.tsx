import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackPage } from '../../../../common/contracts/packs';
import { Button } from '../../../components/ui/button';
import { PageAlert } from '../../../components/ui/page-alert';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatNumber, formatRating } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { useReviews, type ReviewsFilter } from '../api/reviews';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { Stars } from './stars';

/** The Reviews tab (spec 02 §2.5): the summary, sort (most helpful first) and star filter, and the reviews. */
export function ReviewsTab({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  const session = useSession();
  const viewerId =
    session.status === 'loading' ? undefined : session.status === 'signedIn' ? session.user.id : null;
  const [filter, setFilter] = useState<ReviewsFilter>({ sort: 'helpful', stars: undefined });
  const reviews = useReviews(page.pack.id, filter, viewerId);

  if (reviews.isPending) return <p className="py-6 text-slate-600">{t('reviews.loading')}</p>;
  if (reviews.isError) {
    return (
      <PageAlert className="my-6">
        <p>{t('reviews.loadError', { reason: apiErrorText(reviews.error, t) })}</p>
        <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
          {t('retry')}
        </Button>
      </PageAlert>
    );
  }
  const [first] = reviews.data.pages;
  if (!first) return null;
  const { summary, viewer } = first;
  // The viewer's own review leads the list (when the star filter lets it), wherever the sort would put it.
  const loaded = reviews.data.pages.flatMap((result) => result.reviews);
  const mine = viewer.mine && (!filter.stars || viewer.mine.rating === filter.stars) ? viewer.mine : null;
  const shown = mine ? [mine, ...loaded.filter((review) => review.id !== mine.id)] : loaded;
  return (
    <div className="space-y-6 py-6">
      {summary.count > 0 && summary.average !== null && (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="text-center sm:w-40">
            <p className="text-4xl font-bold text-slate-900">{formatRating(summary.average, language)}</p>
            <div className="mt-1 flex justify-center">
              <Stars rating={summary.average} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {t('reviews.count_reviews', { count: summary.count })}
            </p>
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
      )}

      {viewer.canReview && (
        // Kept mounted across the save, so its confirmation stays on screen.
        <ReviewForm packId={page.pack.id} mine={viewer.mine} />
      )}

      {summary.count === 0 ? (
        <p className="text-slate-600">{viewer.canReview ? t('reviews.emptyBuyer') : t('reviews.empty')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <label className="text-sm font-medium text-slate-800">
              {t('reviews.sortLabel')}
              <select
                value={filter.sort}
                onChange={(event) =>
                  setFilter({ ...filter, sort: event.target.value as ReviewsFilter['sort'] })
                }
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
                  onClick={() => setFilter({ ...filter, stars })}
                >
                  {stars ? t('reviews.stars', { count: stars }) : t('reviews.allStars')}
                </Button>
              ))}
            </div>
          </div>
          {shown.length === 0 ? (
            <p className="text-slate-600">{t('reviews.noneWithStars')}</p>
          ) : (
            <ul aria-label={t('reviews.listLabel')}>
              {shown.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  packId={page.pack.id}
                  canVote={viewer.canReview}
                  canReply={viewer.canReply}
                />
              ))}
            </ul>
          )}
          {reviews.hasNextPage && (
            <Button
              variant="secondary"
              onClick={() => void reviews.fetchNextPage()}
              disabled={reviews.isFetchingNextPage}
            >
              {reviews.isFetchingNextPage ? t('reviews.loading') : t('reviews.more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
