import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

const questionsKey = (packId: string) => ['questions', packId] as const;

/** A pack's FAQ and waiting questions (`GET /api/packs/:id/questions`), as the viewer may see them. */
export function useQuestions(packId: string, viewerId: string | null | undefined) {
  return useQuery({
    queryKey: [...questionsKey(packId), viewerId ?? null],
    queryFn: ({ signal }) =>
      callApi(() => api.packs[':id'].questions.$get({ param: { id: packId } }, { init: { signal } })),
    enabled: viewerId !== undefined,
  });
}

export function useAsk(packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) =>
      callApi(() => api.packs[':id'].questions.$post({ param: { id: packId }, json: { question } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(packId) }),
  });
}

export function useAnswer(packId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: string; answer: string }) =>
      callApi(() => api.questions[':id'].answer.$put({ param: { id: questionId }, json: { answer } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(packId) }),
  });
}
