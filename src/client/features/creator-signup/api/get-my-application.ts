import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

export const MY_APPLICATION_QUERY_KEY = ['creator-application', 'mine'] as const;

/** The signed-in person's latest application, or null (`GET /api/creator-applications/mine`). */
export function useMyApplication(enabled: boolean) {
  return useQuery({
    queryKey: MY_APPLICATION_QUERY_KEY,
    queryFn: ({ signal }) =>
      callApi(() => api['creator-applications'].mine.$get(undefined, { init: { signal } })),
    enabled,
  });
}
