import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePacks } from './api/get-packs';
import type { HomeFilter } from './use-home-filter';

const SEARCH_DEBOUNCE_MS = 250;

/** The packs the home filter selects, asked for once typing pauses; every part of the page shares one request. */
export function useFilteredPacks(filter: HomeFilter) {
  const q = useDebouncedValue(filter.text.trim(), SEARCH_DEBOUNCE_MS);
  const query = usePacks({ q: q || undefined, category: filter.category });
  return { q, query, total: query.data?.pages[0]?.total };
}
