import { useMutation } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

/** Suggestions drawn from the pack's documents (`POST /api/studio/packs/:id/suggestions`). */
export function useSuggestions(id: string) {
  return useMutation({
    mutationFn: () => callApi(() => api.studio.packs[':id'].suggestions.$post({ param: { id } })),
  });
}
