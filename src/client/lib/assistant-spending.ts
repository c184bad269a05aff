import { useQuery } from '@tanstack/react-query';
import { api, callApi } from './api';

/**
 * What a person's assistants bought and the card they pay with (issue 50): the Connect page and the library list the
 * purchases; the Connect page and the dev card page keep the card.
 */
export const PURCHASES_KEY = ['me', 'assistant-purchases'] as const;
export const CARD_KEY = ['me', 'payment-method'] as const;

/** Every purchase the person's assistants asked for, newest first (`GET /api/me/assistant-purchases`). */
export function useAgentPurchases() {
  return useQuery({
    queryKey: PURCHASES_KEY,
    queryFn: ({ signal }) => callApi(() => api.me['assistant-purchases'].$get({}, { init: { signal } })),
    select: (data) => data.purchases,
  });
}

/** While a card being saved is awaited (Stripe's webhook may come after the person is back), ask every 2 s, */
const CARD_POLL_MS = 2000;
/** a minute at most. */
const CARD_POLLS = 30;

/**
 * The card saved for assistants' purchases, or null (`GET /api/me/payment-method`). `awaitingCard`: the person is
 * back from saving one, so until it shows it is asked for again.
 */
export function useSavedCard({ awaitingCard = false } = {}) {
  return useQuery({
    queryKey: CARD_KEY,
    queryFn: ({ signal }) => callApi(() => api.me['payment-method'].$get({}, { init: { signal } })),
    select: (data) => data.card,
    refetchInterval: (query) =>
      awaitingCard && query.state.data?.card === null && query.state.dataUpdateCount < CARD_POLLS
        ? CARD_POLL_MS
        : false,
  });
}
