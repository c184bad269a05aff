import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackDetailsForm } from '../../../../common/contracts/studio';
import { api, callApi } from '../../../lib/api';
import { studioPackKey } from '../../../lib/studio-pack';

/**
 * Saves the details (`PUT /api/studio/packs/:id`: a draft stays a draft, a live pack stays live) or publishes
 * them (`POST …/publish`). The answer is the pack as it now is.
 */
export function useSaveDetails(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details, publish }: { details: PackDetailsForm; publish: boolean }) =>
      callApi(() =>
        publish
          ? api.studio.packs[':id'].publish.$post({ param: { id }, json: details })
          : api.studio.packs[':id'].$put({ param: { id }, json: details }),
      ),
    onSuccess: (data) => queryClient.setQueryData(studioPackKey(id), data),
  });
}
