import { useQuery } from '@tanstack/react-query';
import { api, callApi } from './api';

/**
 * The packs the signed-in person may read (`GET /api/me/packs`): what a token or a connected assistant may be
 * limited to, and the titles the Connect page names them by.
 */
export function useReadablePacks() {
  return useQuery({
    queryKey: ['me', 'packs'],
    queryFn: ({ signal }) => callApi(() => api.me.packs.$get({}, { init: { signal } })),
  });
}
