import { useMutation } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../common/contracts/engine';
import { ADMIN_SEARCH_LIMIT } from '../../../../common/limits';
import { api, callApi } from '../../../lib/api';

/** Searches the chosen packs for the admin's query, top 10 passages (`POST /api/search`, spec 02 §9). */
export function useVectorSearch() {
  return useMutation({
    mutationFn: ({ query, packIds }: { query: string; packIds: string[] }) =>
      callApi<SearchResponse>(() =>
        api.search.$post({ json: { query, pack_ids: packIds, k: ADMIN_SEARCH_LIMIT } }),
      ),
  });
}
