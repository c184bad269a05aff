import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatorProfileInput } from '../../../../common/contracts/creator-profile';
import { api, callApi } from '../../../lib/api';

const profileKey = ['creator-profile'] as const;

/** The signed-in creator's public profile (`GET /api/creator/profile`). */
export function useCreatorProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => callApi(() => api.creator.profile.$get({}, { init: { signal } })),
    select: (data) => data.profile,
  });
}

/** Saves it (`PUT /api/creator/profile`); the marketplace and sales pages show the new name at once. */
export function useSaveCreatorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatorProfileInput) => callApi(() => api.creator.profile.$put({ json: body })),
    onSuccess: (data) => {
      queryClient.setQueryData(profileKey, data);
      // Cards, sales pages and the library name the creator by it.
      for (const key of ['packs', 'pack-page', 'library'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
