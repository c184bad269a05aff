import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryResponse } from '../../../../common/contracts/story';
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

/** Puts what was just saved with the details into the cached story, as the server now holds it. */
export function useStoryCache(packId: string) {
  const queryClient = useQueryClient();
  return (saved: StoryResponse) => queryClient.setQueryData(storyKey(packId), saved);
}
