import { api, callApi } from '../../../lib/api';

export async function signOut(): Promise<void> {
  await callApi(() => api.auth['sign-out'].$post());
}
