import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessTokenCreate, AccessTokenCreated } from '../../../../common/contracts/access';
import { api, callApi } from '../../../lib/api';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AccessTokenCreate) =>
      callApi<AccessTokenCreated>(() => api['access-tokens'].$post({ json: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await callApi(() => api['access-tokens'][':id'].$delete({ param: { id } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(() => api.me.queries.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}
