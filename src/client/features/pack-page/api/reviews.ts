import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody } from '../../../../common/contracts/commerce';
import { api, callApi } from '../../../lib/api';

export interface ReviewsFilter {
  sort: 'helpful' | 'newest';
  stars: number | undefined;
}

const reviewsKey = (packId: string) => ['reviews', packId] as const;

/**
 * A pack's reviews (`GET /api/packs/:id/reviews`), a page at a time ("Show more reviews"), with the viewer's own and
 * what they may do (from the first page).
 */
export function useReviews(packId: string, filter: ReviewsFilter, viewerId: string | null | undefined) {
  return useInfiniteQuery({
    queryKey: [...reviewsKey(packId), filter.sort, filter.stars ?? 0, viewerId ?? null],
    queryFn: ({ signal, pageParam }) =>
      callApi(() =>
        api.packs[':id'].reviews.$get(
          {
            param: { id: packId },
            query: {
              sort: filter.sort,
              offset: String(pageParam),
              ...(filter.stars ? { stars: String(filter.stars) } : {}),
            },
          },
          { init: { signal } },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.reviews.length, 0);
      return last.reviews.length > 0 && loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    enabled: viewerId !== undefined,
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (packId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewsKey(packId) }),
      // The card's rating follows the reviews.
      queryClient.invalidateQueries({ queryKey: ['pack-page'] }),
    ]);
}

export function useSaveReview(packId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: ReviewBody) =>
      callApi(() => api.packs[':id'].reviews.mine.$put({ param: { id: packId }, json: body })),
    onSuccess: () => refresh(packId),
  });
}

export function useHelpful(packId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (reviewId: string) =>
      callApi(() => api.reviews[':id'].helpful.$post({ param: { id: reviewId } })),
    onSuccess: () => refresh(packId),
  });
}

export function useReply(packId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      callApi(() => api.reviews[':id'].reply.$put({ param: { id: reviewId }, json: { text } })),
    onSuccess: () => refresh(packId),
  });
}
