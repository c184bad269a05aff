import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorApplicationInput } from '../../../../common/contracts/creator-applications';
import { api, callApi } from '../../../lib/api';
import { MY_APPLICATION_QUERY_KEY } from './get-my-application';

/** Sends the application (`POST /api/creator-applications`); afterwards the page's status is asked again. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: CreatorApplicationInput) => callApi(() => api['creator-applications'].$post({ json })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MY_APPLICATION_QUERY_KEY });
    },
  });
}
