import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';
import { MY_PACKS_KEY } from './get-my-packs';

/** Creates an empty draft pack on the marketplace side (`POST /api/packs`, kind marketplace). */
export function useCreatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, description }: { title: string; description: string }) =>
      callApi(() => api.packs.$post({ json: { title, description, kind: 'marketplace' } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PACKS_KEY }),
  });
}
