import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';
import { TEST_PACKS_KEY } from './get-test-packs';

/** Deletes a test pack with its documents and chunks (`DELETE /api/packs/:id`). */
export function useDeleteTestPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(() => api.packs[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEST_PACKS_KEY }),
  });
}
