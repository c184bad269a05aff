import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminUserUpdateSchema } from '../../../../common/contracts/auth';
import { api, callApi } from '../../../lib/api';
import { ADMIN_USERS_KEY } from './get-users';

export type UserChanges = z.infer<typeof adminUserUpdateSchema>;

/** Changes a user's role or disables / enables them (`PATCH /api/admin/users/:id`). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserChanges }) =>
      callApi(() => api.admin.users[':id'].$patch({ param: { id }, json: changes })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  });
}
