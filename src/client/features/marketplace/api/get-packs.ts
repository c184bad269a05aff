import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CategoryId } from '../../../../common/categories';
import { PACK_LIST_DEFAULT_LIMIT } from '../../../../common/limits';
import { api, callApi } from '../../../lib/api';

export interface PackFilter {
  q?: string;
  category?: CategoryId;
}

/** Published packs matching the home filter, a page at a time (`GET /api/packs`). */
export function usePacks(filter: PackFilter) {
  return useInfiniteQuery({
    queryKey: ['packs', filter.q ?? '', filter.category ?? ''],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callApi(() =>
        api.packs.$get(
          {
            query: {
              ...(filter.q ? { q: filter.q } : {}),
              ...(filter.category ? { category: filter.category } : {}),
              limit: String(PACK_LIST_DEFAULT_LIMIT),
              offset: String(pageParam),
            },
          },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.packs.length, 0);
      return loaded < lastPage.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
