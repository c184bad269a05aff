import { useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

/** A pack's sales page data (`GET /api/packs/by-slug/:slug`), with the signed-in viewer's access. */
export function usePackPage(slug: string, viewerId: string | null, { enabled = true } = {}) {
  return useQuery({
    // The viewer is part of the key: signing in or out asks again, since the access differs.
    queryKey: ['pack-page', slug, viewerId],
    queryFn: ({ signal }) =>
      callApi(() => api.packs['by-slug'][':slug'].$get({ param: { slug } }, { init: { signal } })),
    enabled,
  });
}
