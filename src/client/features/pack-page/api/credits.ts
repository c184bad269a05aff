import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CHECKOUT_REFUSALS } from '../../../../common/contracts/commerce';
import type { Language } from '../../../../common/languages';
import { ApiError, api, callApi } from '../../../lib/api';

interface CreditsPurchase {
  packId: string;
  blocks: number;
  language: Language;
}

/**
 * Buys prepaid queries of a metered pack: the cart's own checkout (`POST /api/checkout`) with one credits line and
 * nothing else, then on to where the order is paid, as the cart does.
 */
export function useBuyCredits() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ packId, blocks, language }: CreditsPurchase) =>
      callApi(() => api.checkout.$post({ json: { credits: [{ packId, blocks }], language } })),
    onSuccess: ({ payUrl }) => {
      // The dev checkout is a page of ours; Stripe Checkout is Stripe's own.
      if (payUrl.startsWith('/')) void navigate(payUrl);
      else window.location.assign(payUrl);
    },
  });
}

/** The checkout's refusals that can meet a lone credits line (the others are about carts and bundles). */
const CREDITS_REFUSALS = ['unknown', 'paused', 'own', 'owned', 'free', 'notMetered'] as const;
export type CreditsRefusal = (typeof CREDITS_REFUSALS)[number];

/** Why checkout refused the credits, when it said so in one of the shared sentences. */
export function creditsRefusal(error: unknown): CreditsRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const messages = [error.message, ...error.issues.map((issue) => issue.message)];
  return CREDITS_REFUSALS.find((key) => messages.includes(CHECKOUT_REFUSALS[key]));
}
