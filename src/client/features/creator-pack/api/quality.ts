import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

/** How often the panel asks again while the pack's current edition is being measured. */
export const QUALITY_POLL_MS = 3_000;

const packQualityKey = (id: string) => ['studio-pack-quality', id] as const;

/**
 * The pack's measured quality (`GET /api/studio/packs/:id/quality`), asked again every 3 s while its current edition
 * is being measured, and no more once it has been. Never fresh for long: a creator back from uploading documents
 * should see the new edition being measured, not the last answer.
 */
export function usePackQuality(id: string) {
  return useQuery({
    queryKey: packQualityKey(id),
    queryFn: ({ signal }) =>
      callApi(() => api.studio.packs[':id'].quality.$get({ param: { id } }, { init: { signal } })),
    refetchInterval: (query) => (query.state.data?.measuring ? QUALITY_POLL_MS : false),
    staleTime: 0,
  });
}
