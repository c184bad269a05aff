import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody } from '../../../../common/contracts/commerce';
import { api, callApi } from '../../../lib/api';

export interface ReviewsFilter {
  sort: 'helpful' | 'newest';
  stars: number | undefined;
}

const reviewsKey = (packId: string) => ['reviews', packId] as const;

/** A pack's reviews (`GET /api/packs/:id/reviews`), with the viewer's own and what they may do. */
export function useReviews(packId: string, filter: ReviewsFilter, viewerId: string | null | undefined) {
  return useQuery({
    queryKey: [...reviewsKey(packId), filter.sort, filter.stars ?? 0, viewerId ?? null],
    queryFn: ({ signal }) =>
      callApi(() =>
        api.packs[':id'].reviews.$get(
          {
            param: { id: packId },
            query: { sort: filter.sort, ...(filter.stars ? { stars: String(filter.stars) } : {}) },
          },
          { init: { signal } },
        ),
      ),
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
