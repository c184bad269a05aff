import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../common/contracts/auth';
import type { CreatorApplication } from '../../common/contracts/creator-applications';
import type { Role } from '../../common/roles';
import { applicationBody } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

/** The demo sign-in as the sign-in modal sends it: an e-mail, a name and the role picked. */
async function demoSignIn(browser: TestBrowser, email: string, role: Role, name = `Demo ${role}`) {
  const res = await browser.fetch('/api/auth/dev-sign-in', { method: 'POST', json: { email, name, role } });
  expect(res.status).toBe(200);
  return (await browser.session()).session?.user;
}

const patchUser = (admin: TestBrowser, id: string, change: object) =>
  admin.fetch(`/api/admin/users/${id}`, { method: 'PATCH', json: change });

describe('demo sign-in (issue 25, item 3)', () => {
  useTestServer((started) => (server = started));

  it('makes a new demo person with the role picked', async () => {
    const user = await demoSignIn(server.browser(), 'New.Creator@example.test', 'creator', 'Neu');
    expect(user).toMatchObject({
      email: 'new.creator@example.test',
      full_name: 'Neu',
      user_role: 'creator',
      is_creator_verified: true,
    });
  });

  it('signs an approved creator in as the creator they are when "User" is picked', async () => {
    const email = `approved-${Date.now()}@example.test`;
    const applicant = server.browser();
    await demoSignIn(applicant, email, 'user', 'Hanako Yamada');
    const application = (await (
      await applicant.fetch('/api/creator-applications', { method: 'POST', json: applicationBody() })
    ).json()) as CreatorApplication;
    const [admin] = await server.signedInBrowsers('admin');
    const approved = await admin.fetch(`/api/admin/applications/${application.id}/approve`, {
      method: 'POST',
    });
    expect(approved.status).toBe(200);

    // Later, in another browser, the demo sign-in with its default role "User".
    const again = server.browser();
    const user = await demoSignIn(again, email, 'user', 'Demo User');
    expect(user).toMatchObject({
      email,
      full_name: 'Hanako Yamada',
      user_role: 'creator',
      is_creator_verified: true,
    });
    // Creator rights are theirs on the server too: the studio answers them.
    expect((await again.fetch('/api/studio/packs')).status).toBe(200);
    const first = (await applicant.fetch('/api/auth/session').then((r) => r.json())) as SessionResponse;
    expect(first.session?.user.user_role).toBe('creator');
  });

  it('never promotes either: an existing user picking "Admin" stays a user', async () => {
    const email = `plain-${Date.now()}@example.test`;
    await demoSignIn(server.browser(), email, 'user');
    const again = server.browser();
    expect(await demoSignIn(again, email, 'admin')).toMatchObject({ user_role: 'user' });
    expect((await again.fetch('/api/admin/users')).status).toBe(403);
  });

  it('keeps an admin’s decision: a demoted admin signs in again as a user', async () => {
    const email = `demoted-${Date.now()}@example.test`;
    const person = await demoSignIn(server.browser(), email, 'admin');
    const [admin] = await server.signedInBrowsers('admin');
    expect((await patchUser(admin, person?.id ?? '', { user_role: 'user' })).status).toBe(200);
    expect(await demoSignIn(server.browser(), email, 'admin')).toMatchObject({ user_role: 'user' });
  });
});
