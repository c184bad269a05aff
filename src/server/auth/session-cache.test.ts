import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../common/contracts/auth';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let first: TestServer;
let second: TestServer;

/** The same browser (its cookies) talking to the other instance, as a load balancer would send it. */
function onSecond(browser: TestBrowser): TestBrowser {
  const elsewhere = second.browser();
  for (const [name, value] of browser.cookies) elsewhere.cookies.set(name, value);
  elsewhere.csrfToken = browser.csrfToken;
  return elsewhere;
}

async function warm(browser: TestBrowser) {
  // Both instances have now read (and cached) the session.
  expect((await browser.fetch('/api/me')).status).toBe(200);
  expect((await onSecond(browser).fetch('/api/me')).status).toBe(200);
}

/** An admin, and a person signed in whose session both instances have read. */
async function adminAndWarmUser() {
  const [admin] = await first.signedInBrowsers('admin');
  const { browser, user } = await first.signedIn('user');
  await warm(browser);
  return { admin, browser, user };
}

describe('sessions cached by two instances of Kenja on one database', () => {
  // The second is started after the first and closed before it.
  useTestServer((started) => (first = started));
  useTestServer(
    (started) => (second = started),
    () => ({ shareDatabaseWith: first }),
  );

  it('end everywhere at sign-out', async () => {
    const [browser] = await first.signedInBrowsers('user');
    await warm(browser);
    const elsewhere = onSecond(browser);
    expect((await browser.fetch('/api/auth/sign-out', { method: 'POST' })).status).toBe(200);
    await second.settle();
    expect((await elsewhere.fetch('/api/me')).status).toBe(401);
  });

  it('stop everywhere when an admin disables the person', async () => {
    const { admin, browser, user } = await adminAndWarmUser();

    const res = await admin.fetch(`/api/admin/users/${user.id}`, {
      method: 'PATCH',
      json: { disabled: true },
    });
    expect(res.status).toBe(200);
    await second.settle();
    expect((await browser.fetch('/api/me')).status).toBe(401);
    expect((await onSecond(browser).fetch('/api/me')).status).toBe(401);
  });

  it('show a new role everywhere at once', async () => {
    const { admin, browser, user } = await adminAndWarmUser();

    await admin.fetch(`/api/admin/users/${user.id}`, { method: 'PATCH', json: { user_role: 'creator' } });
    await second.settle();
    const me = (await (await onSecond(browser).fetch('/api/me')).json()) as UserProfile;
    expect(me.user_role).toBe('creator');
    // And the other way round: a change made on the second instance reaches the first.
    await onSecond(browser).fetch('/api/me', { method: 'PATCH', json: { full_name: 'Renamed Elsewhere' } });
    await first.settle();
    expect(((await (await browser.fetch('/api/me')).json()) as UserProfile).full_name).toBe(
      'Renamed Elsewhere',
    );
  });
});
