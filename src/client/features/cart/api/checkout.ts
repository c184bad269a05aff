import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Cart } from '../../../../common/contracts/commerce';
import { api, callApi } from '../../../lib/api';

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
