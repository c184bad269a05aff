import { useQuery } from '@tanstack/react-query';
import { payoutsSchema } from '../../../../common/contracts/selling';
import { adminRequest } from './admin-request';

export const ADMIN_PAYOUTS_KEY = ['admin', 'payouts'] as const;

/** What each creator is owed, the platform fee and the latest payouts (`GET /api/admin/payouts`). */
export function useAdminPayouts() {
  return useQuery({
    queryKey: ADMIN_PAYOUTS_KEY,
    queryFn: ({ signal }) => adminRequest(payoutsSchema, '/admin/payouts', { signal }),
  });
}
