import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

export const ADMIN_PAYOUTS_KEY = ['admin', 'payouts'] as const;

/** What each creator is owed, the platform fee and the latest payouts (`GET /api/admin/payouts`). */
export function useAdminPayouts() {
  return useQuery({
    queryKey: ADMIN_PAYOUTS_KEY,
    queryFn: ({ signal }) => callApi(() => api.admin.payouts.$get({}, { init: { signal } })),
  });
}
