import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserRow } from '../../common/contracts/auth';
import { createUser } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let admin: TestBrowser;
let adminId: string;

describe('admin: users', () => {
  beforeAll(async () => {
    server = await startTestServer();
    admin = server.browser();
    adminId = (await admin.signInAs('admin')).id;
    await createUser(server.db, { email: 'hana.kobayashi@example.test', fullName: 'Hana Kobayashi' });
    await createUser(server.db, { email: 'omar@example.test', fullName: 'Omar Haddad' });
  });
  afterAll(() => server.close());

  const list = async (query = '') =>
    (await (await admin.fetch(`/api/admin/users${query}`)).json()) as {
      users: AdminUserRow[];
      total: number;
    };

  it('searches by e-mail or name, case-insensitively', async () => {
    expect((await list('?q=KOBAYASHI')).users.map((u) => u.email)).toEqual(['hana.kobayashi@example.test']);
    expect((await list('?q=omar@')).users.map((u) => u.full_name)).toEqual(['Omar Haddad']);
    expect((await list('?q=%25')).total).toBe(0);
    const all = await list('?limit=1');
    expect(all.users).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(3);
  });

  it('disables someone, which signs them out everywhere, and enables them again', async () => {
    const person = server.browser();
    const user = await person.signInAs('user');
    const res = await admin.fetch(`/api/admin/users/${user.id}`, {
      method: 'PATCH',
      json: { disabled: true },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminUserRow).disabled).toBe(true);
    expect((await person.fetch('/api/me')).status).toBe(401);

    const signInAgain = await server.browser().fetch('/api/auth/dev-sign-in', {
      method: 'POST',
      json: { email: user.email, name: 'Again', role: 'user' },
    });
    expect(signInAgain.status).toBe(403);

    await admin.fetch(`/api/admin/users/${user.id}`, { method: 'PATCH', json: { disabled: false } });
    await person.signInAs('user', user.email);
    expect((await person.fetch('/api/me')).status).toBe(200);
  });

  it('does not let an admin lock themselves out', async () => {
    for (const change of [{ disabled: true }, { user_role: 'user' }, { user_role: 'creator' }]) {
      const res = await admin.fetch(`/api/admin/users/${adminId}`, { method: 'PATCH', json: change });
      expect(res.status).toBe(409);
    }
    expect((await admin.fetch('/api/admin/users')).status).toBe(200);
  });

  it('validates its input', async () => {
    const target = await createUser(server.db);
    for (const body of [
      {},
      { user_role: 'owner' },
      { disabled: 'yes' },
      { user_role: 'creator', email: 'x@y.z' },
    ]) {
      const res = await admin.fetch(`/api/admin/users/${target.id}`, { method: 'PATCH', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await admin.fetch(`/api/admin/users/${crypto.randomUUID()}`, {
      method: 'PATCH',
      json: { disabled: true },
    });
    expect(missing.status).toBe(404);
  });
});
