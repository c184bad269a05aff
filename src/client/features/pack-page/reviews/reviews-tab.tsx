import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackPage } from '../../../../common/contracts/packs';
import { LoadFailureAlert } from '../../../components/load-failure';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useReviews, type ReviewsFilter } from '../api/reviews';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { ReviewsFilterBar } from './reviews-filter-bar';

const VOTE_REASON_ID = 'helpful-vote-reason';

/** The Reviews tab (spec 02 §2.5): the summary, sort (most helpful first) and star filter, and the reviews. */
export function ReviewsTab({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const session = useSession();
  const viewerId =
    session.status === 'loading' ? undefined : session.status === 'signedIn' ? session.user.id : null;
  const [filter, setFilter] = useState<ReviewsFilter>({ sort: 'helpful', stars: undefined });
  const reviews = useReviews(page.pack.id, filter, viewerId);

  if (reviews.isPending) return <p className="py-6 text-slate-600">{t('reviews.loading')}</p>;
  if (reviews.isError) {
    return (
      <LoadFailureAlert
        namespace="packPage"
        keys={{ loadError: 'reviews.loadError', retry: 'retry' }}
        query={reviews}
        className="my-6"
      />
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
        <RatingSummary summary={{ ...summary, average: summary.average }} />
      )}

      {viewer.canReview && (
        // Kept mounted across the save, so its confirmation stays on screen.
        <ReviewForm packId={page.pack.id} mine={viewer.mine} />
      )}

      {summary.count === 0 ? (
        <p className="text-slate-600">{viewer.canReview ? t('reviews.emptyBuyer') : t('reviews.empty')}</p>
      ) : (
        <>
          <ReviewsFilterBar filter={filter} onFilter={setFilter} />
          {!viewer.canReview && (
            // Why the Helpful buttons are off, said once and named by each of them.
            <p id={VOTE_REASON_ID} className="text-sm text-slate-600">
              {t('reviews.helpfulBuyersOnly')}
            </p>
          )}
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
                  voteReasonId={viewer.canReview ? undefined : VOTE_REASON_ID}
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
