import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

export const TEST_PACKS_KEY = ['admin', 'test-packs'] as const;

/** Every admin's test packs, newest first (`GET /api/packs/mine?kind=test`); the console is shared. */
export function useTestPacks() {
  return useQuery({
    queryKey: TEST_PACKS_KEY,
    queryFn: ({ signal }) =>
      callApi(() => api.packs.mine.$get({ query: { kind: 'test' } }, { init: { signal } })),
    select: (data) => data.packs,
  });
}
