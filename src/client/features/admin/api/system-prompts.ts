import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemPrompts, SystemPromptsUpdate } from '../../../../common/contracts/answers';
import { api, callApi } from '../../../lib/api';

export const SYSTEM_PROMPTS_KEY = ['admin', 'system-prompts'] as const;

/** The system prompts answers use, and their defaults (`GET /api/admin/system-prompts`). */
export function useSystemPrompts() {
  return useQuery({
    queryKey: SYSTEM_PROMPTS_KEY,
    queryFn: ({ signal }) => callApi(() => api.admin['system-prompts'].$get({}, { init: { signal } })),
  });
}

/** Saves both prompts (`PUT`), or puts the defaults back (`DELETE`); either way the cache takes the answer. */
export function useSaveSystemPrompts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SystemPromptsUpdate | 'reset') =>
      callApi<SystemPrompts>(() =>
        update === 'reset'
          ? api.admin['system-prompts'].$delete()
          : api.admin['system-prompts'].$put({ json: update }),
      ),
    onSuccess: (prompts) => queryClient.setQueryData(SYSTEM_PROMPTS_KEY, prompts),
  });
}
