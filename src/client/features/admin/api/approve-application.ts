import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';
import { refreshAfterDecision } from './refresh-after-decision';

/** Approves a pending application; the applicant becomes a creator (`POST /api/admin/applications/:id/approve`). */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(() => api.admin.applications[':id'].approve.$post({ param: { id } })),
    onSettled: () => refreshAfterDecision(queryClient),
  });
}
