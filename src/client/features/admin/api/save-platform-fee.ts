import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutsSchema, type Payouts } from '../../../../common/contracts/selling';
import { adminRequest } from './admin-request';
import { ADMIN_PAYOUTS_KEY } from './get-payouts';

const answerSchema = payoutsSchema.pick({ feeBps: true });

/** Sets Kenja's fee on sales from now on, in basis points (`PUT /api/admin/settings/platform-fee`). */
export function useSavePlatformFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (feeBps: number) =>
      (await adminRequest(answerSchema, '/admin/settings/platform-fee', { method: 'PUT', json: { feeBps } }))
        .feeBps,
    onSuccess: (feeBps) =>
      queryClient.setQueryData<Payouts>(ADMIN_PAYOUTS_KEY, (payouts) => payouts && { ...payouts, feeBps }),
  });
}
