import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payouts } from '../../../../common/contracts/selling';
import { api, callApi } from '../../../lib/api';
import { ADMIN_PAYOUTS_KEY } from './get-payouts';

/** Sets Kenja's fee on sales from now on, in basis points (`PUT /api/admin/settings/platform-fee`). */
export function useSavePlatformFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (feeBps: number) =>
      (await callApi(() => api.admin.settings['platform-fee'].$put({ json: { feeBps } }))).feeBps,
    onSuccess: (feeBps) =>
      queryClient.setQueryData<Payouts>(ADMIN_PAYOUTS_KEY, (payouts) => payouts && { ...payouts, feeBps }),
  });
}
