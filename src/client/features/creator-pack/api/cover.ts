import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioPackResponse } from '../../../../common/contracts/studio';
import { API_BASE, api, callApi } from '../../../lib/api';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';
import { studioPackKey } from '../../../lib/studio-pack';

/** Uploads a cover (`PUT /api/studio/packs/:id/cover`, multipart) or goes back to the drawn one (`DELETE`). */
export function useCover(id: string, onProgress: UploadProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file
        ? uploadWithProgress<StudioPackResponse>(
            API_BASE + api.studio.packs[':id'].cover.$path({ param: { id } }),
            file,
            onProgress,
            undefined,
            'PUT',
          )
        : callApi(() => api.studio.packs[':id'].cover.$delete({ param: { id } })),
    onSuccess: (data) => queryClient.setQueryData(studioPackKey(id), data),
  });
}
