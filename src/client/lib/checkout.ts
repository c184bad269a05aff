import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CheckoutRequest } from '../../common/contracts/commerce';
import { api, callApi } from './api';

/**
 * Checks out (`POST /api/checkout`) — a cart, or a metered pack's query credits — and goes on to where the pending
 * order is paid. `onPaying` runs first (the cart empties itself there).
 */
export function useCheckout({ onPaying }: { onPaying?: () => void } = {}) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: CheckoutRequest) => callApi(() => api.checkout.$post({ json: request })),
    onSuccess: ({ payUrl }) => {
      onPaying?.();
      // The dev checkout is a page of ours; Stripe Checkout is Stripe's own.
      if (payUrl.startsWith('/')) void navigate(payUrl);
      else window.location.assign(payUrl);
    },
  });
}
