import { useQuery } from '@tanstack/react-query';
import { api, callApi } from './api';

/**
 * How many packs the marketplace has right now, for copy that mentions it ("Browse 22 packs…"): the listing's
 * total, from a one-pack page (the server answers it from its in-memory catalog). Undefined until known.
 */
export function usePackCount(): number | undefined {
  const query = useQuery({
    queryKey: ['packs', 'count'],
    queryFn: ({ signal }) => callApi(() => api.packs.$get({ query: { limit: '1' } }, { init: { signal } })),
    select: (answer) => answer.total,
    staleTime: 60_000,
  });
  return query.data;
}
