import { useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '../../../common/contracts/engine';
import { api, callApi } from '../api';

/** While the engine works on a document, its state is asked for about once a second. */
export const DOCUMENT_POLL_MS = 1000;

export const packDocumentsKey = (packId: string) => ['pack-documents', packId] as const;

export const isProcessing = (document: DocumentSummary) =>
  document.status === 'queued' || document.status === 'processing';

/** A pack's documents with their processing state (`GET /api/packs/:id/documents`), polled while any is busy. */
export function usePackDocuments(packId: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: packDocumentsKey(packId ?? ''),
    queryFn: ({ signal }) =>
      callApi(() => api.packs[':id'].documents.$get({ param: { id: packId ?? '' } }, { init: { signal } })),
    select: (data) => data.documents,
    enabled: enabled && packId !== undefined,
    refetchInterval: (query) => (query.state.data?.documents.some(isProcessing) ? DOCUMENT_POLL_MS : false),
  });
}
