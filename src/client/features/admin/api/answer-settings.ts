import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

/** Whether answers come from a model or are excerpts, and the models on offer (`GET /api/answers/settings`). */
export function useAnswerSettings() {
  return useQuery({
    queryKey: ['answers', 'settings'],
    queryFn: ({ signal }) => callApi(() => api.answers.settings.$get({}, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
}
