import { useQuery } from '@tanstack/react-query';
import type { BundleBody, DiscountCodeBody } from '../../../../common/contracts/offers';
import { api, callApi } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

const codesKey = ['studio-discount-codes'] as const;
const bundlesKey = ['studio-bundles'] as const;

/** The creator's packs, for naming one in a code or putting them in a bundle (`GET /api/studio/packs`). */
export function useMyPacks() {
  return useQuery({
    queryKey: ['studio-packs'],
    queryFn: ({ signal }) => callApi(() => api.studio.packs.$get({}, { init: { signal } })),
    select: (data) => data.packs,
  });
}

export function useDiscountCodes() {
  return useQuery({
    queryKey: codesKey,
    queryFn: ({ signal }) => callApi(() => api.studio['discount-codes'].$get({}, { init: { signal } })),
    select: (data) => data.codes,
  });
}

export function useCreateCode() {
  return useRefreshingMutation(codesKey, (body: DiscountCodeBody) =>
    callApi(() => api.studio['discount-codes'].$post({ json: body })),
  );
}

export function useEndCode() {
  return useRefreshingMutation(codesKey, (id: string) =>
    callApi(() => api.studio['discount-codes'][':id'].end.$post({ param: { id } })),
  );
}

export function useBundleList() {
  return useQuery({
    queryKey: bundlesKey,
    queryFn: ({ signal }) => callApi(() => api.studio.bundles.$get({}, { init: { signal } })),
    select: (data) => data.bundles,
  });
}

export function useCreateBundle() {
  return useRefreshingMutation(bundlesKey, (body: BundleBody) =>
    callApi(() => api.studio.bundles.$post({ json: body })),
  );
}

export function useArchiveBundle() {
  return useRefreshingMutation(bundlesKey, (id: string) =>
    callApi(() => api.studio.bundles[':id'].archive.$post({ param: { id } })),
  );
}
