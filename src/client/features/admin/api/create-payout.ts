import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { payoutSchema, type PayoutRequest } from '../../../../common/contracts/selling';
import { adminRequest } from './admin-request';
import { ADMIN_PAYOUTS_KEY } from './get-payouts';

const answerSchema = z.object({ payout: payoutSchema });

/**
 * Pays a creator out (`POST /api/admin/payouts`): a Stripe transfer to their connected account, or a manual payout
 * recorded only. Balances and the recent list are fetched again either way: a refusal means they were stale.
 */
export function useCreatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: PayoutRequest) =>
      (await adminRequest(answerSchema, '/admin/payouts', { method: 'POST', json: request })).payout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY }),
  });
}
