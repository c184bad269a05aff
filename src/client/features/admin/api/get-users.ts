import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;
export const USERS_PAGE_SIZE = 50;

/** One page of users matching `q` (e-mail or name), newest first (`GET /api/admin/users`). */
export function useAdminUsers({ q, offset }: { q: string; offset: number }) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, q, offset],
    queryFn: ({ signal }) =>
      callApi(() =>
        api.admin.users.$get(
          {
            query: {
              ...(q ? { q } : {}),
              limit: String(USERS_PAGE_SIZE),
              offset: String(offset),
            },
          },
          { init: { signal } },
        ),
      ),
    // Paging and typing keep the current rows on screen (dimmed) until the next page arrives.
    placeholderData: keepPreviousData,
  });
}
