import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, callApi } from '../../../lib/api';
import { LIBRARY_KEY, type LibraryAnswer } from '../../../lib/library';

import { orderKey } from '../../../lib/order';

/**
 * The 30-day money-back guarantee (`POST /api/orders/:id/refund`). A refund ends the access to every pack of the
 * order, so they leave the list at once (the server's list is read again behind them), and a receipt already read
 * says refunded. A refusal means the list was out of date: it is read again too.
 */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      callApi(() => api.orders[':id'].refund.$post({ param: { id: orderId } })),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKey(order.id), { order });
      queryClient.setQueryData<LibraryAnswer>(LIBRARY_KEY, (data) =>
        data ? { items: data.items.filter((item) => item.orderId !== order.id) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
    },
    onError: (error, orderId) => {
      if (!(error instanceof ApiError) || error.code !== 'conflict') return;
      void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
      void queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    },
  });
}
