import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

export const ADMIN_APPLICATIONS_KEY = ['admin', 'applications'] as const;

/** Every creator application, pending first, then newest first (`GET /api/admin/applications`). */
export function useAdminApplications() {
  return useQuery({
    queryKey: ADMIN_APPLICATIONS_KEY,
    queryFn: ({ signal }) => callApi(() => api.admin.applications.$get(undefined, { init: { signal } })),
    select: (data) => data.applications,
  });
}
