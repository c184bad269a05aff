import { describe, expect, it } from 'vitest';
import { signInAtProvider } from '../test/provider-sign-in';
import { useIdpServer, type TestIdp } from '../test/test-idp';
import type { TestServer } from '../test/test-server';

let idp: TestIdp;
let server: TestServer;

/** Kenja configured as deployed (https PUBLIC_URL), reached by the tests over plain http on loopback. */
describe('the __Host- session cookie, when cookies are Secure', () => {
  useIdpServer(
    (started) => ({ idp, server } = started),
    { clientId: 'kenja-cookies' },
    { auth: { publicUrl: new URL('https://kenja.example.test'), devSignIn: true } },
  );

  it('binds a provider sign-in with __Host-kenja_sign_in and opens a __Host-kenja_session', async () => {
    const browser = server.browser();
    const start = await browser.fetch('/api/auth/google/start', { method: 'POST', json: {} });
    const binding = start.headers.getSetCookie().find((c) => c.startsWith('__Host-kenja_sign_in='));
    expect(binding).toMatch(/; Secure/);
    expect(binding).not.toMatch(/Domain=/i);
    browser.cookies.clear();

    const res = await signInAtProvider(browser, idp);
    expect(res.status).toBe(200);
    expect(browser.cookies.has('__Host-kenja_sign_in')).toBe(false); // used up
    expect([...browser.cookies.keys()]).toEqual(['__Host-kenja_session']);
    expect((await browser.session()).session?.user.email).toBe(idp.identity.email);

    expect((await browser.fetch('/api/auth/sign-out', { method: 'POST' })).status).toBe(200);
    expect(browser.cookies.size).toBe(0);
  });

  it('ignores a plain kenja_session cookie, which a subdomain or plain-http page could have planted', async () => {
    const browser = server.browser();
    await browser.signInAs('admin');
    const token = browser.cookies.get('__Host-kenja_session') ?? '';
    expect(token).not.toBe('');

    const planted = server.browser();
    planted.cookies.set('kenja_session', token);
    expect((await planted.session()).session).toBeNull();
    expect((await planted.fetch('/api/admin/users')).status).toBe(401);
  });
});
