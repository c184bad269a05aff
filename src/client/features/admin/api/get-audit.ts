import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

export const ADMIN_AUDIT_KEY = ['admin', 'audit'] as const;
export const AUDIT_PAGE_SIZE = 50;

/** One page of the audit log, newest first (`GET /api/admin/audit`). */
export function useAdminAudit(offset: number) {
  return useQuery({
    queryKey: [...ADMIN_AUDIT_KEY, offset],
    queryFn: ({ signal }) =>
      callApi(() =>
        api.admin.audit.$get(
          { query: { limit: String(AUDIT_PAGE_SIZE), offset: String(offset) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}
