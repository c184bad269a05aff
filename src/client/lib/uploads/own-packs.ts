import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../api';
import { useLanguage } from '../use-language';

/** Which of the caller's packs: the marketplace's (the studio), or the admin console's test packs. */
export type OwnPackKind = 'marketplace' | 'test';

/** The caller's packs of one kind, newest first (`GET /api/packs/mine?kind=…`), cached under `queryKey`. */
export function useOwnPacks(kind: OwnPackKind, queryKey: readonly string[]) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => callApi(() => api.packs.mine.$get({ query: { kind } }, { init: { signal } })),
    select: (data) => data.packs,
  });
}

/** Creates an empty pack of one kind (`POST /api/packs`); the list cached under `queryKey` is asked again. */
export function useCreateOwnPack(kind: OwnPackKind, queryKey: readonly string[]) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    // A new pack is in the creator's interface language until its documents say otherwise.
    mutationFn: ({ title, description }: { title: string; description: string }) =>
      callApi(() => api.packs.$post({ json: { title, description, kind, language } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
