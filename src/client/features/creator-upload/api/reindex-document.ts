import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';
import { packDocumentsKey } from '../../../lib/uploads/pack-documents';

/**
 * Processes a document again (`POST /api/packs/:id/documents/:documentId/reindex`): a failed one gets another try, a
 * ready one is rebuilt. A ready document stays searchable until its new passages replace the old in one step.
 */
export function useReindexDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packId, documentId }: { packId: string; documentId: string }) =>
      callApi(() =>
        api.packs[':id'].documents[':documentId'].reindex.$post({ param: { id: packId, documentId } }),
      ),
    onSuccess: (_, { packId }) => queryClient.invalidateQueries({ queryKey: packDocumentsKey(packId) }),
  });
}
