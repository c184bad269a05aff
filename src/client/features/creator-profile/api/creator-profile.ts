import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorProfileInput } from '../../../../common/contracts/creator-profile';
import { api, callApi } from '../../../lib/api';
import { CREATOR_PROFILE_KEY } from '../../../lib/creator-profile';

export { useCreatorProfile } from '../../../lib/creator-profile';

/** Saves the profile (`PUT /api/creator/profile`); the marketplace and sales pages show the new name at once. */
export function useSaveCreatorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatorProfileInput) => callApi(() => api.creator.profile.$put({ json: body })),
    onSuccess: (data) => {
      queryClient.setQueryData(CREATOR_PROFILE_KEY, data);
      // Cards, sales pages and the library name the creator by it.
      for (const key of ['packs', 'pack-page', 'library'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
