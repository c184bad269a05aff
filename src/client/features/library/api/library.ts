import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

const LIBRARY_KEY = ['library'] as const;

/** What the buyer bought or was given (`GET /api/library`). */
export function useLibrary() {
  return useQuery({
    queryKey: LIBRARY_KEY,
    queryFn: ({ signal }) => callApi(() => api.library.$get({}, { init: { signal } })),
    select: (data) => data.items,
  });
}

/** The 30-day money-back guarantee (`POST /api/orders/:id/refund`); the library is read again after it. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      callApi(() => api.orders[':id'].refund.$post({ param: { id: orderId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });
}
