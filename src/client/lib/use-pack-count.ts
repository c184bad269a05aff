import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../common/categories';
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

/**
 * The closing line of a marketing page in `namespace`: `cta.text` with the live count and the categories, or
 * `cta.textWithoutCount` until the count is known (never a round figure the marketplace may not have).
 */
export function usePackCountText(namespace: string): string {
  const { t } = useTranslation(namespace);
  const packs = usePackCount();
  const categories = CATEGORIES.length;
  return packs === undefined
    ? t('cta.textWithoutCount', { categories })
    : t('cta.text', { count: packs, categories });
}
