import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles } from '../db/schema';
import { useTestServer, withTestServer, type TestServer } from '../test/test-server';

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let clock = new Date('2026-11-21T09:00:00Z');

describe('sessions', () => {
  useTestServer((started) => (server = started), { now: () => clock });

  it('lives in an httpOnly, SameSite=Lax cookie with at least 128 random bits, not Secure on localhost', async () => {
    const browser = server.browser();
    const res = await browser.fetch('/api/auth/dev-sign-in', {
      method: 'POST',
      json: { email: 'cookie@example.test', name: 'Cookie', role: 'user' },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kenja_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const token = browser.cookies.get('kenja_session') ?? '';
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('is Secure and __Host- prefixed when Kenja is served from anywhere but this machine', async () => {
    await withTestServer({ auth: { publicUrl: new URL('https://kenja.example.test') } }, async (remote) => {
      const res = await remote.browser().fetch('/api/auth/dev-sign-in', {
        method: 'POST',
        json: { email: 'secure@example.test', name: 'Secure', role: 'user' },
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-kenja_session='));
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/Domain=/i);
    });
  });

  it('is renewed at sign-in: the old cookie stops working', async () => {
    const browser = server.browser();
    await browser.signInAs('user', 'renew@example.test');
    const before = browser.cookies.get('kenja_session');
    const stolenCopy = server.browser();
    stolenCopy.cookies.set('kenja_session', before ?? '');

    await browser.signInAs('user', 'renew@example.test');
    expect(browser.cookies.get('kenja_session')).not.toBe(before);
    expect((await browser.session()).session?.user.email).toBe('renew@example.test');
    expect((await stolenCopy.session()).session).toBeNull();
  });

  it('expires after 14 days unused, and is extended while it is used', async () => {
    const [browser] = await server.signedInBrowsers('user');
    const first = (await browser.session()).session?.expiresAt ?? '';

    clock = new Date(clock.getTime() + 10 * DAY);
    const extended = (await browser.session()).session?.expiresAt ?? '';
    expect(Date.parse(extended)).toBeGreaterThan(Date.parse(first));

    clock = new Date(clock.getTime() + 13 * DAY);
    expect((await browser.session()).session).not.toBeNull(); // 13 days after last use: still valid

    clock = new Date(clock.getTime() + 15 * DAY);
    expect((await browser.session()).session).toBeNull();
    expect((await browser.fetch('/api/me')).status).toBe(401);
  });

  it('renews the cookie when the session is extended, so the browser keeps it as long as the server', async () => {
    const [browser] = await server.signedInBrowsers('user');
    const unchanged = await browser.fetch('/api/me');
    expect(unchanged.headers.getSetCookie()).toEqual([]);

    clock = new Date(clock.getTime() + 2 * DAY);
    const renewed = await browser.fetch('/api/me');
    const cookie = renewed.headers.getSetCookie().find((c) => c.startsWith('kenja_session='));
    expect(cookie).toContain(`kenja_session=${browser.cookies.get('kenja_session')};`);
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  it('ends on the server at sign-out: a kept copy of the cookie no longer works', async () => {
    const [browser] = await server.signedInBrowsers('creator');
    const copy = server.browser();
    copy.cookies.set('kenja_session', browser.cookies.get('kenja_session') ?? '');

    const res = await browser.fetch('/api/auth/sign-out', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(browser.cookies.has('kenja_session')).toBe(false);
    expect((await copy.fetch('/api/me')).status).toBe(401);
  });

  it('stops working at once for a disabled person', async () => {
    const { browser, user } = await server.signedIn('user');
    expect((await browser.fetch('/api/me')).status).toBe(200);
    // Straight into the database, as an operator might: the database announces it to every instance's cache.
    await server.db.update(userProfiles).set({ disabled: true }).where(eq(userProfiles.id, user.id));
    await server.settle();
    expect((await browser.fetch('/api/me')).status).toBe(401);
    expect((await browser.session()).session).toBeNull();
  });

  it('treats a forged or unknown cookie as signed out', async () => {
    const browser = server.browser();
    browser.cookies.set('kenja_session', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await browser.fetch('/api/me')).status).toBe(401);
    expect((await browser.session()).session).toBeNull();
  });
});

describe('cross-site request forgery protection', () => {
  useTestServer((started) => (server = started));

  it('refuses a signed-in state-changing request without the session’s token, changing nothing', async () => {
    const browser = server.browser();
    await browser.signInAs('user', 'csrf@example.test');
    const res = await browser.fetch('/api/me', {
      method: 'PATCH',
      json: { full_name: 'Changed' },
      withCsrf: false,
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Missing or invalid CSRF token',
    );

    const wrong = await browser.fetch('/api/me', {
      method: 'PATCH',
      json: { full_name: 'Changed' },
      headers: { 'X-CSRF-Token': 'not-the-token' },
    });
    expect(wrong.status).toBe(403);
    const me = (await (await browser.fetch('/api/me')).json()) as { full_name: string };
    expect(me.full_name).toBe('Test user');

    const ok = await browser.fetch('/api/me', { method: 'PATCH', json: { full_name: 'Changed' } });
    expect(ok.status).toBe(200);
  });

  it('refuses requests from another site, even before there is a session', async () => {
    const browser = server.browser();
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.example.test' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await browser.fetch('/api/auth/dev-sign-in', {
        method: 'POST',
        json: { email: 'victim@example.test', name: 'Victim', role: 'user' },
        headers,
      });
      expect(res.status).toBe(403);
      expect(browser.cookies.has('kenja_session')).toBe(false);
    }
    const sameSite = await browser.fetch('/api/auth/dev-sign-in', {
      method: 'POST',
      json: { email: 'victim@example.test', name: 'Victim', role: 'user' },
      headers: { Origin: server.baseUrl, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(sameSite.status).toBe(200);
  });
});
