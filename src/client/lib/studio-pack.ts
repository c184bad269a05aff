import { useQuery } from '@tanstack/react-query';
import { api, callApi } from './api';

export const studioPackKey = (id: string) => ['studio-pack', id] as const;

/** One of the caller's packs as the studio shows it (`GET /api/studio/packs/:id`). */
export function useStudioPack(id: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: studioPackKey(id),
    queryFn: ({ signal }) =>
      callApi(() => api.studio.packs[':id'].$get({ param: { id } }, { init: { signal } })),
    select: (data) => data.pack,
    enabled,
  });
}
