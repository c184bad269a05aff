import { useQuery } from '@tanstack/react-query';
import { api, callApi } from './api';

export const CREATOR_PROFILE_KEY = ['creator-profile'] as const;

/**
 * The signed-in creator's public profile (`GET /api/creator/profile`): the name, title and bio their packs show.
 * Shared by the profile page and the pages that show a creator their pack as buyers see it.
 */
export function useCreatorProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CREATOR_PROFILE_KEY,
    queryFn: ({ signal }) => callApi(() => api.creator.profile.$get({}, { init: { signal } })),
    select: (data) => data.profile,
    enabled,
  });
}
