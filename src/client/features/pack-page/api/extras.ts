import { useMutation, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

/** How often the activity feed asks for news (spec 02 §9: every 8 seconds). */
export const ACTIVITY_POLL_MS = 8_000;

/** The live activity feed (`GET /api/packs/by-slug/:slug/activity`), asked every 8 s while the page is visible. */
export function useActivity(slug: string) {
  return useQuery({
    queryKey: ['pack-activity', slug],
    queryFn: ({ signal }) =>
      callApi(() => api.packs['by-slug'][':slug'].activity.$get({ param: { slug } }, { init: { signal } })),
    refetchInterval: ACTIVITY_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The bundles on sale that hold this pack (`GET /api/packs/:id/bundles`). */
export function useBundles(packId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['pack-bundles', packId],
    queryFn: ({ signal }) =>
      callApi(() => api.packs[':id'].bundles.$get({ param: { id: packId } }, { init: { signal } })),
  });
}

/** Try one of the pack's sample questions (`POST /api/packs/by-slug/:slug/try`). */
export function useTry(slug: string) {
  return useMutation({
    mutationFn: (question: string) =>
      callApi(() => api.packs['by-slug'][':slug'].try.$post({ param: { slug }, json: { question } })),
  });
}
