import { api, callApi } from '../../../lib/api';
import { rememberDestination } from '../sign-in-destination';

/** Starts Google sign-in and sends the browser to Google; it comes back to /auth/callback, then to `returnTo`. */
export async function startGoogleSignIn(returnTo: string): Promise<void> {
  const { url } = await callApi(() => api.auth.google.start.$post({ json: { returnTo } }));
  rememberDestination(returnTo);
  window.location.assign(url);
}
