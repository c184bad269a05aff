import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';
import { packDocumentsKey } from '../../../lib/uploads/pack-documents';
import { MY_PACKS_KEY } from './get-my-packs';

/** Takes a document out of a pack and its search index (`DELETE /api/packs/:id/documents/:documentId`). */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packId, documentId }: { packId: string; documentId: string }) =>
      callApi(() => api.packs[':id'].documents[':documentId'].$delete({ param: { id: packId, documentId } })),
    onSuccess: (_, { packId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: packDocumentsKey(packId) }),
        queryClient.invalidateQueries({ queryKey: MY_PACKS_KEY }),
      ]),
  });
}
