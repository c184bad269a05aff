import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, callApi } from '../../../lib/api';
import { LIBRARY_KEY } from '../../../lib/library';
import { orderKey } from '../../../lib/order';

/** A line of an order to refund: one pack, or one pack's block of query credits. */
export interface RefundLine {
  orderId: string;
  packId: string;
}

const quoteKey = ({ orderId, packId }: RefundLine) => ['refund-quote', orderId, packId] as const;

/**
 * What refunding a line would give back now (`GET /api/orders/:id/lines/:packId/refund`): the dialog says it before
 * the buyer confirms. Read fresh each time the dialog opens: a block's unused queries change as the assistant asks.
 */
export function useRefundQuote(line: RefundLine | null) {
  return useQuery({
    queryKey: line ? quoteKey(line) : ['refund-quote'],
    enabled: line !== null,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) =>
      callApi(() =>
        api.orders[':id'].lines[':packId'].refund.$get(
          { param: { id: line!.orderId, packId: line!.packId } },
          { init: { signal } },
        ),
      ),
    select: (data) => data.quote,
  });
}

/**
 * The 30-day money-back guarantee, one line at a time (`POST /api/orders/:id/lines/:packId/refund`). The library is
 * read again behind it (a refunded pack leaves it; credits show their new balance) and a receipt already read shows
 * the refund. A refusal means the page was out of date: it is read again too.
 */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, packId }: RefundLine) =>
      callApi(() => api.orders[':id'].lines[':packId'].refund.$post({ param: { id: orderId, packId } })),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKey(order.id), { order });
      void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
    },
    onError: (error, { orderId }) => {
      if (!(error instanceof ApiError) || error.code !== 'conflict') return;
      void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
      void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    },
  });
}
