import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

export const MY_PACKS_KEY = ['creator-upload', 'my-packs'] as const;

/** The caller's marketplace packs, newest first (`GET /api/packs/mine?kind=marketplace`). */
export function useMyPacks() {
  return useQuery({
    queryKey: MY_PACKS_KEY,
    queryFn: ({ signal }) =>
      callApi(() => api.packs.mine.$get({ query: { kind: 'marketplace' } }, { init: { signal } })),
    select: (data) => data.packs,
  });
}
