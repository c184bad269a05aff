import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';
import { studioPackKey } from '../../../lib/studio-pack';

/** Pauses a published pack or resumes a paused one (`POST /api/studio/packs/:id/pause` | `…/resume`). */
export function useSetPaused(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) =>
      callApi(() =>
        paused
          ? api.studio.packs[':id'].pause.$post({ param: { id } })
          : api.studio.packs[':id'].resume.$post({ param: { id } }),
      ),
    onSuccess: (data) => queryClient.setQueryData(studioPackKey(id), data),
  });
}

/** Deletes a draft with its documents (`DELETE /api/studio/packs/:id`). */
export function useDeleteDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(() => api.studio.packs[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.removeQueries({ queryKey: studioPackKey(id) }),
  });
}
