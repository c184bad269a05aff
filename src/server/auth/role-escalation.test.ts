import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles } from '../db/schema';
import { applicationBody } from '../test/factories';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

async function roleOf(id: string) {
  const [row] = await server.db.select().from(userProfiles).where(eq(userProfiles.id, id));
  return { role: row?.userRole, verified: row?.isCreatorVerified };
}

describe('nobody can raise their own role', () => {
  useTestServer((started) => (server = started));

  const escalations = { user_role: 'admin', is_creator_verified: true, userRole: 'admin', role: 'admin' };

  it('through the profile update (name and avatar only)', async () => {
    const { browser, user } = await server.signedIn('user');
    for (const [field, value] of Object.entries(escalations)) {
      const res = await browser.fetch('/api/me', {
        method: 'PATCH',
        json: { full_name: 'Mallory', [field]: value },
      });
      expect(res.status, field).toBe(400);
    }
    expect(await roleOf(user.id)).toEqual({ role: 'user', verified: false });
    const me = (await (await browser.fetch('/api/me')).json()) as { full_name: string };
    expect(me.full_name).toBe('Test user');
  });

  it('through the creator application, in either of its forms', async () => {
    const { browser, user } = await server.signedIn('user');
    for (const [field, value] of Object.entries(escalations)) {
      const direct = await browser.fetch('/api/creator-applications', {
        method: 'POST',
        json: applicationBody({ [field]: value }),
      });
      expect(direct.status, field).toBe(400);
      const rpc = await browser.fetch('/rest/v1/rpc/apply_for_creator_status', {
        method: 'POST',
        json: { application_data: applicationBody(), [field]: value },
      });
      expect(rpc.status, field).toBe(400);
    }
    expect(await roleOf(user.id)).toEqual({ role: 'user', verified: false });
  });

  it('through the admin endpoints', async () => {
    for (const role of ['user', 'creator'] as const) {
      const browser = server.browser();
      const user = await browser.signInAs(role);
      const res = await browser.fetch(`/api/admin/users/${user.id}`, {
        method: 'PATCH',
        json: { user_role: 'admin' },
      });
      expect(res.status).toBe(403);
      expect((await roleOf(user.id)).role).toBe(role);
    }
  });

  it('with a forged session cookie', async () => {
    const browser = server.browser();
    const admin = await server.browser().signInAs('admin');
    browser.cookies.set('kenja_session', Buffer.from(admin.id).toString('base64url'));
    const res = await browser.fetch('/api/admin/users');
    expect(res.status).toBe(401);
  });

  it('by making an admin’s browser send a request without the CSRF token', async () => {
    const [admin] = await server.signedInBrowsers('admin');
    const victim = await server.browser().signInAs('user');
    const res = await admin.fetch(`/api/admin/users/${victim.id}`, {
      method: 'PATCH',
      json: { user_role: 'admin' },
      withCsrf: false,
    });
    expect(res.status).toBe(403);
    expect((await roleOf(victim.id)).role).toBe('user');
  });

  it('admins change roles; is_creator_verified follows the creator role only', async () => {
    const [admin] = await server.signedInBrowsers('admin');
    const someone = await server.browser().signInAs('user');
    const change = (user_role: string) =>
      admin.fetch(`/api/admin/users/${someone.id}`, { method: 'PATCH', json: { user_role } });

    expect((await change('creator')).status).toBe(200);
    expect(await roleOf(someone.id)).toEqual({ role: 'creator', verified: true });
    expect((await change('admin')).status).toBe(200);
    expect(await roleOf(someone.id)).toEqual({ role: 'admin', verified: false });
    expect((await change('user')).status).toBe(200);
    expect(await roleOf(someone.id)).toEqual({ role: 'user', verified: false });
  });
});
