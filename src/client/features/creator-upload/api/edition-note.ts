import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

export const editionNoteKey = (packId: string) => ['studio-edition-note', packId] as const;

/** The note waiting for the pack's next edition, and its latest edition (`GET /api/studio/packs/:id/edition-note`). */
export function useEditionNote(packId: string) {
  return useQuery({
    queryKey: editionNoteKey(packId),
    queryFn: ({ signal }) =>
      callApi(() =>
        api.studio.packs[':id']['edition-note'].$get({ param: { id: packId } }, { init: { signal } }),
      ),
  });
}

/** Writes the note the next edition carries (`PUT …/edition-note`); the cached one becomes what the server holds. */
export function useSaveEditionNote(packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      callApi(() => api.studio.packs[':id']['edition-note'].$put({ param: { id: packId }, json: { note } })),
    onSuccess: (saved) => queryClient.setQueryData(editionNoteKey(packId), saved),
  });
}
