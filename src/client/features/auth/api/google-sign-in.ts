import { api, callApi } from '../../../lib/api';

/** Starts Google sign-in and sends the browser to Google; it comes back to /auth/callback, then to `returnTo`. */
export async function startGoogleSignIn(returnTo: string): Promise<void> {
  const { url } = await callApi(() => api.auth.google.start.$post({ json: { returnTo } }));
  window.location.assign(url);
}
