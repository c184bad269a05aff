import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssistantBudget } from '../../../../common/contracts/assistant-spending';
import type { Connection } from '../../../../common/contracts/oauth';
import { api, callApi, callApiWithoutAnswer } from '../../../lib/api';
import { CARD_KEY } from '../../../lib/assistant-spending';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { CONNECTIONS_KEY } from './connections-api';

/**
 * What one connected assistant may spend (`PUT /api/oauth/connections/:id/budget`); the list shows the budget the
 * server answers with, this month's spending and all.
 */
export function useSaveBudget(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (budget: AssistantBudget) =>
      callApi(() => api.oauth.connections[':id'].budget.$put({ param: { id }, json: budget })),
    onSuccess: (state) =>
      queryClient.setQueryData<{ connections: Connection[] }>(CONNECTIONS_KEY, (list) =>
        list
          ? { connections: list.connections.map((one) => (one.id === id ? { ...one, budget: state } : one)) }
          : list,
      ),
  });
}

/**
 * Starts saving a card (`POST /api/me/payment-method/setup`): the browser goes to Stripe's setup checkout, or to the
 * dev card page on a development server, and comes back to `returnPath`.
 */
export function useStartCardSetup() {
  return useMutation({
    mutationFn: (returnPath: string) =>
      callApi(() => api.me['payment-method'].setup.$post({ json: { return_path: returnPath } })),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Removes the saved card (`DELETE /api/me/payment-method`): assistants' purchases then ask, and go to checkout. */
export function useRemoveCard() {
  return useRefreshingMutation(CARD_KEY, () =>
    callApiWithoutAnswer(() => api.me['payment-method'].$delete()),
  );
}
