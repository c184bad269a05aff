import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_APPLICATIONS_KEY } from './get-applications';
import { ADMIN_USERS_KEY } from './get-users';

/**
 * After a decision (or a failed one: a 409 means someone else decided first) the list is stale, and an approval
 * changed the applicant's role, so the users list is too.
 */
export function refreshAfterDecision(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_APPLICATIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
  ]);
}
