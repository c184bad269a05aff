import { useQuery, type Query } from '@tanstack/react-query';
import type { Order } from '../../common/contracts/commerce';
import { api, callApi } from './api';

export const orderKey = (id: string) => ['order', id] as const;

type Poll = number | false | ((query: Query<{ order: Order }>) => number | false);

/** One of the caller's orders (`GET /api/orders/:id`), asked again every `refetchInterval` when one is given. */
export function useOrder(id: string, { refetchInterval }: { refetchInterval?: Poll } = {}) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => callApi(() => api.orders[':id'].$get({ param: { id } }, { init: { signal } })),
    select: (data) => data.order,
    ...(refetchInterval !== undefined ? { refetchInterval } : {}),
  });
}
