import { useQuery } from '@tanstack/react-query';
import type { LibraryItem } from '../../common/contracts/commerce';
import { api, callApi } from './api';

export const LIBRARY_KEY = ['library'] as const;

export type LibraryAnswer = { items: LibraryItem[] };

/** What the buyer bought or was given (`GET /api/library`), newest first: My Library and the pages it leads to. */
export function useLibrary() {
  return useQuery({
    queryKey: LIBRARY_KEY,
    queryFn: ({ signal }) => callApi(() => api.library.$get({}, { init: { signal } })),
    select: (data) => data.items,
  });
}
