import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../common/languages';
import { api, callApi } from '../../../lib/api';

/** Checks the cart out (`POST /api/checkout`): a pending order and the address where it is paid. */
export function useCheckout() {
  return useMutation({
    mutationFn: ({ packIds, language }: { packIds: string[]; language: Language }) =>
      callApi(() => api.checkout.$post({ json: { packIds, language } })),
  });
}
