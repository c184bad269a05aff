import type { UserProfile } from '../../../../common/contracts/auth';
import { api, callApi } from '../../../lib/api';

/** Hands the provider's answer (the callback page's query parameters) to the server, which opens the session. */
export function completeSignIn(
  params: Record<string, string>,
): Promise<{ user: UserProfile; returnTo: string }> {
  return callApi(() => api.auth.callback.$post({ json: { params } }));
}
