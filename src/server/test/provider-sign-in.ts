import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { userProfiles } from '../db/schema';
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

/** The stored profile with `email`, if any. */
export async function profileByEmail(db: Database, email: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.email, email));
  return row;
}

/** A refused sign-in: 401 `unauthenticated` (saying `message`, when given), and the browser holds no session. */
export async function expectSignInRefused(browser: TestBrowser, res: Response, message?: RegExp) {
  expect(res.status).toBe(401);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('unauthenticated');
  if (message) expect(body.error.message).toMatch(message);
  expect(browser.cookies.has('kenja_session')).toBe(false);
  expect((await browser.session()).session).toBeNull();
}
