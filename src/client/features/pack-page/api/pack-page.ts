import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, callApi } from '../../../lib/api';

const packPageKey = (slug: string) => ['pack-page', slug] as const;

/**
 * A pack's sales page data (`GET /api/packs/by-slug/:slug`), with the signed-in viewer's access. Asked at once —
 * the session cookie travels with it, so the server knows the viewer before the page does — and asked again when
 * the viewer changes (sign-in, sign-out), since the access differs.
 */
export function usePackPage(slug: string, viewerId: string | null | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(viewerId);
  useEffect(() => {
    const before = seen.current;
    seen.current = viewerId;
    // undefined: the session was still loading; the first answer already had the cookie's viewer.
    if (before !== undefined && before !== viewerId) {
      void queryClient.invalidateQueries({ queryKey: packPageKey(slug) });
    }
  }, [queryClient, slug, viewerId]);
  return useQuery({
    queryKey: packPageKey(slug),
    queryFn: ({ signal }) =>
      callApi(() => api.packs['by-slug'][':slug'].$get({ param: { slug } }, { init: { signal } })),
  });
}

/**
 * Tells the server the page was seen (`POST /api/packs/by-slug/:slug/views`), once per slug while the page is open,
 * after the session is known so a signed-in viewer counts as themselves. A failure is of no concern to the visitor.
 */
export function useRecordView(slug: string, viewerId: string | null | undefined) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (viewerId === undefined || recorded.current === slug) return;
    recorded.current = slug;
    // After the page has painted and settled: counting a view is nobody's hurry.
    const send = () =>
      void api.packs['by-slug'][':slug'].views.$post({ param: { slug } }).catch(() => undefined);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(send, { timeout: 5_000 });
    else setTimeout(send, 1_000);
  }, [slug, viewerId]);
}
