import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Cart } from '../../../../common/contracts/commerce';
import type { Language } from '../../../../common/languages';
import { api, callApi } from '../../../lib/api';

/** Checks the cart out (`POST /api/checkout`): a pending order and the address where it is paid. */
export function useCheckout() {
  return useMutation({
    mutationFn: ({ language, ...cart }: Cart & { language: Language }) =>
      callApi(() => api.checkout.$post({ json: { ...cart, language } })),
  });
}

/**
 * What the cart costs with the discount code (`POST /api/checkout/quote`), asked again whenever the cart or the
 * code changes. Only with a code: without one the cart's own prices are the total.
 */
export function useQuote(cart: Cart, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout-quote', cart],
    queryFn: () => callApi(() => api.checkout.quote.$post({ json: cart })),
    enabled: enabled && cart.code !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
