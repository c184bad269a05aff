import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutRequest } from '../../../../common/contracts/selling';
import { api, callApi } from '../../../lib/api';
import { ADMIN_PAYOUTS_KEY } from './get-payouts';

/**
 * Pays a creator out (`POST /api/admin/payouts`): a Stripe transfer to their connected account, or a manual payout
 * recorded only. Balances and the recent list are fetched again either way: a refusal means they were stale.
 */
export function useCreatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: PayoutRequest) =>
      (await callApi(() => api.admin.payouts.$post({ json: request }))).payout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY }),
  });
}
