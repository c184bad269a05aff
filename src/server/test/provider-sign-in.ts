import type { TestBrowser } from './test-browser';
import type { TestIdp } from './test-idp';

/**
 * "Continue with Google" as a browser does it against the local provider: start at Kenja, follow the provider's
 * redirect back, and hand its answer to /api/auth/callback (what the callback page does).
 */
export async function signInAtProvider(browser: TestBrowser, idp: TestIdp): Promise<Response> {
  return finishAtKenja(browser, await startAtProvider(browser, idp));
}

/** The first half: Kenja's start, then the provider's redirect back to /auth/callback. */
export async function startAtProvider(browser: TestBrowser, idp: TestIdp): Promise<URL> {
  const res = await browser.fetch('/api/auth/google/start', { method: 'POST', json: {} });
  if (!res.ok) throw new Error(`sign-in start answered ${res.status}`);
  const { url } = (await res.json()) as { url: string };
  return idp.authorize(url);
}

/** The second half: the callback page posts the provider's answer. */
export function finishAtKenja(browser: TestBrowser, callback: URL): Promise<Response> {
  return browser.fetch('/api/auth/callback', {
    method: 'POST',
    json: { params: Object.fromEntries(callback.searchParams) },
  });
}
