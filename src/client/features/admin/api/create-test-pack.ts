import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';
import { TEST_PACKS_KEY } from './get-test-packs';

/** Creates an empty test pack: a corpus of its own, never on the marketplace (`POST /api/packs`). */
export function useCreateTestPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, description }: { title: string; description: string }) =>
      callApi(() => api.packs.$post({ json: { title, description, kind: 'test' } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEST_PACKS_KEY }),
  });
}
