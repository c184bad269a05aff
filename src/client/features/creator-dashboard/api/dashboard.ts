import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DashboardPeriod } from '../../../../common/contracts/selling';
import { api, callApi } from '../../../lib/api';
import { studioPackKey } from '../../../lib/studio-pack';

const DASHBOARD_KEY = ['creator-dashboard'] as const;
const EARNINGS_KEY = ['creator-earnings'] as const;

/** The figures for a period in the creator's time zone (`GET /api/creator/dashboard`). */
export function useDashboard(period: DashboardPeriod, timeZone: string) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, period, timeZone],
    queryFn: ({ signal }) =>
      callApi(() => api.creator.dashboard.$get({ query: { period, tz: timeZone } }, { init: { signal } })),
    // Switching periods keeps the last figures on screen (marked as updating) instead of a blank page.
    placeholderData: keepPreviousData,
  });
}

/** The creator's balances and ledger rows, newest first, a page at a time (`GET /api/creator/earnings`). */
export function useEarnings() {
  return useInfiniteQuery({
    queryKey: EARNINGS_KEY,
    queryFn: ({ signal, pageParam }) =>
      callApi(() =>
        api.creator.earnings.$get(
          { query: pageParam === undefined ? {} : { before: String(pageParam) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

/** Pauses a published pack or resumes a paused one from its dashboard row; the dashboard is fetched again. */
export function useSetPackPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      callApi(() =>
        paused
          ? api.studio.packs[':id'].pause.$post({ param: { id } })
          : api.studio.packs[':id'].resume.$post({ param: { id } }),
      ),
    onSuccess: async (data) => {
      queryClient.setQueryData(studioPackKey(data.pack.id), data);
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
