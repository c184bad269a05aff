import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BundleBody, DiscountCodeBody } from '../../../../common/contracts/offers';
import { api, callApi } from '../../../lib/api';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountCodeBody) => callApi(() => api.studio['discount-codes'].$post({ json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useEndCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(() => api.studio['discount-codes'][':id'].end.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useBundleList() {
  return useQuery({
    queryKey: bundlesKey,
    queryFn: ({ signal }) => callApi(() => api.studio.bundles.$get({}, { init: { signal } })),
    select: (data) => data.bundles,
  });
}

export function useCreateBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BundleBody) => callApi(() => api.studio.bundles.$post({ json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bundlesKey }),
  });
}

export function useArchiveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(() => api.studio.bundles[':id'].archive.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bundlesKey }),
  });
}
