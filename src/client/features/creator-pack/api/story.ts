import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryBody } from '../../../../common/contracts/story';
import { api, callApi } from '../../../lib/api';

const storyKey = (packId: string) => ['studio-story', packId] as const;

/** The pack's story and the creator's headline (`GET /api/studio/packs/:id/story`). */
export function usePackStory(packId: string) {
  return useQuery({
    queryKey: storyKey(packId),
    queryFn: ({ signal }) =>
      callApi(() => api.studio.packs[':id'].story.$get({ param: { id: packId } }, { init: { signal } })),
  });
}

export function useSaveStory(packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryBody) =>
      callApi(() => api.studio.packs[':id'].story.$put({ param: { id: packId }, json: body })),
    onSuccess: (saved) => queryClient.setQueryData(storyKey(packId), saved),
  });
}
