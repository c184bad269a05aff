import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';
import { refreshAfterDecision } from './refresh-after-decision';

/** Rejects a pending application with a reason (`POST /api/admin/applications/:id/reject`). */
export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi(() => api.admin.applications[':id'].reject.$post({ param: { id }, json: { reason } })),
    onSettled: () => refreshAfterDecision(queryClient),
  });
}
