import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api';

const key = (userId: string) => ['admin', 'entitlements', userId] as const;

/** The packs granted to or bought by one person (`GET /api/admin/users/{id}/entitlements`). */
export function useUserEntitlements(userId: string) {
  return useQuery({
    queryKey: key(userId),
    queryFn: ({ signal }) =>
      callApi(() =>
        api.admin.users[':id'].entitlements.$get({ param: { id: userId } }, { init: { signal } }),
      ),
  });
}

/** Every pack, to grant from: an admin may read them all (`GET /api/me/packs`). */
export function useGrantablePacks() {
  return useQuery({
    queryKey: ['me', 'packs'],
    queryFn: ({ signal }) => callApi(() => api.me.packs.$get({}, { init: { signal } })),
  });
}

/** Grants a pack (`POST`) or revokes a grant (`DELETE`); the list takes the answer. */
export function useChangeGrant(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { packId: string; grant: boolean }) =>
      callApi(() =>
        change.grant
          ? api.admin.users[':id'].entitlements.$post({
              param: { id: userId },
              json: { pack_id: change.packId },
            })
          : api.admin.users[':id'].entitlements[':packId'].$delete({
              param: { id: userId, packId: change.packId },
            }),
      ),
    onSuccess: (data) => queryClient.setQueryData(key(userId), data),
  });
}
