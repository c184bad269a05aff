import { useQuery } from '@tanstack/react-query';
import type { AccessTokenCreate, AccessTokenCreated } from '../../../../common/contracts/access';
import { api, callApi } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

const TOKENS_KEY = ['access-tokens'] as const;
const HISTORY_KEY = ['me', 'queries'] as const;

/** The signed-in person's access tokens (`GET /api/access-tokens`). */
export function useAccessTokens() {
  return useQuery({
    queryKey: TOKENS_KEY,
    queryFn: ({ signal }) => callApi(() => api['access-tokens'].$get({}, { init: { signal } })),
  });
}

export function useCreateToken() {
  return useRefreshingMutation(TOKENS_KEY, (request: AccessTokenCreate) =>
    callApi<AccessTokenCreated>(() => api['access-tokens'].$post({ json: request })),
  );
}

export function useRevokeToken() {
  return useRefreshingMutation(TOKENS_KEY, async (id: string) => {
    await callApi(() => api['access-tokens'][':id'].$delete({ param: { id } }));
  });
}

/** Their latest queries through MCP and the web (`GET /api/me/queries`). */
export function useQueryHistory() {
  return useQuery({
    queryKey: HISTORY_KEY,
    queryFn: ({ signal }) => callApi(() => api.me.queries.$get({ query: {} }, { init: { signal } })),
  });
}

export function useClearHistory() {
  return useRefreshingMutation(HISTORY_KEY, () => callApi(() => api.me.queries.$delete()));
}
