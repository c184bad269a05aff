import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../common/contracts/audit';
import { createUser } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { testClock } from '../test/test-clock';
import { useTestServer, type TestServer } from '../test/test-server';
import { recordAudit } from './audit-log';

/** The console's filters of the audit log: by kind, by who did it, by whom it concerned, by time; and bad ones. */
let server: TestServer;
let admin: TestBrowser;
let other: TestBrowser;
const clock = testClock(new Date('2027-02-01T09:00:00Z'));
const people = { admin: { id: '', email: '' }, other: { id: '', email: '' } };
const subjects: { id: string; email: string }[] = [];

async function auditLog(query: Record<string, string>, as: TestBrowser = admin) {
  const res = await as.fetch(`/api/admin/audit?${new URLSearchParams(query)}`);
  return { status: res.status, body: (await res.json()) as AuditPage & { error?: { message: string } } };
}

async function events(query: Record<string, string>) {
  const { status, body } = await auditLog(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

describe('filtering the audit log', () => {
  useTestServer(
    async (started) => {
      server = started;
      // Two admins with names to search by; three people they act on, on three days.
      const named = async (fullName: string) => {
        const user = await createUser(server.db, { userRole: 'admin', fullName });
        const browser = server.browser();
        await browser.signInAs('admin', user.email);
        return { browser, user };
      };
      const first = await named('Mirei Okada');
      const second = await named('Tomás Rivera');
      admin = first.browser;
      other = second.browser;
      people.admin = first.user;
      people.other = second.user;
      for (const [day, browser, change] of [
        ['2027-02-01T10:00:00Z', admin, { user_role: 'creator' }],
        ['2027-02-02T10:00:00Z', admin, { disabled: true }],
        ['2027-02-03T10:00:00Z', other, { user_role: 'creator' }],
      ] as const) {
        clock.set(new Date(day));
        const user = await createUser(server.db, { fullName: `Subject ${day.slice(0, 10)}` });
        subjects.push(user);
        const res = await browser.fetch(`/api/admin/users/${user.id}`, { method: 'PATCH', json: change });
        expect(res.status).toBe(200);
      }
      // Recorded by the hidden-text screen for an anonymous caller: no actor, no subject.
      await recordAudit(server.db, {
        action: 'hidden_text_removed',
        actorId: null,
        detail: { route: 'POST /oauth/register', fields: 'client_name', reasons: 'tag characters' },
        createdAt: new Date('2027-02-03T11:00:00Z'),
      });
      clock.set(new Date('2027-02-04T09:00:00Z'));
    },
    { now: clock.now },
  );

  it('by action, or by a group of actions', async () => {
    const roles = await events({ action: 'user_role_changed' });
    expect(roles.events.map((e) => e.subject?.id)).toEqual([subjects[2]?.id, subjects[0]?.id]);
    expect(roles.total).toBe(2);
    const accounts = await events({ group: 'accounts' });
    expect(accounts.events.map((e) => e.action)).toEqual([
      'user_role_changed',
      'user_disabled',
      'user_role_changed',
    ]);
    const screening = await events({ group: 'screening' });
    expect(screening.events).toMatchObject([
      {
        action: 'hidden_text_removed',
        actor: null,
        subject: null,
        detail: { route: 'POST /oauth/register', fields: 'client_name', reasons: 'tag characters' },
      },
    ]);
  });

  it('by who did it and by whom it concerned: an id, or part of a name or e-mail', async () => {
    expect((await events({ actor: people.other.id })).events.map((e) => e.subject?.id)).toEqual([
      subjects[2]?.id,
    ]);
    expect((await events({ actor: people.admin.id.toUpperCase() })).total).toBe(2);
    expect((await events({ actor: 'mirei' })).total).toBe(2);
    expect((await events({ actor: 'tomás riv' })).total).toBe(1);
    expect((await events({ actor: people.other.email })).total).toBe(1);
    expect((await events({ subject: 'Subject 2027-02-02' })).events.map((e) => e.action)).toEqual([
      'user_disabled',
    ]);
    expect((await events({ subject: subjects[0]?.id ?? '', actor: 'Rivera' })).total).toBe(0);
    // A wildcard is a character like any other.
    expect((await events({ actor: '%' })).total).toBe(0);
  });

  it('by time: from (inclusive) to (exclusive), in any offset', async () => {
    const day2 = await events({ from: '2027-02-02T00:00:00Z', to: '2027-02-03T00:00:00Z' });
    expect(day2.events.map((e) => e.action)).toEqual(['user_disabled']);
    // 10:00 UTC is 19:00 in Tokyo: the 3rd of February there starts at 15:00 UTC on the 2nd.
    const tokyo = await events({ from: '2027-02-03T00:00:00+09:00', to: '2027-02-04T00:00:00+09:00' });
    expect(tokyo.events.map((e) => e.action)).toEqual(['hidden_text_removed', 'user_role_changed']);
    expect((await events({ from: '2027-02-03T10:00:00Z' })).total).toBe(2);
    expect((await events({ to: '2027-02-03T10:00:00Z' })).total).toBe(2);
    expect((await events({ from: '2027-02-05T00:00:00Z' })).events).toEqual([]);
  });

  it('pages through what matches, and counts it all', async () => {
    const first = await events({ group: 'accounts', limit: '2' });
    const second = await events({ group: 'accounts', limit: '2', offset: '2' });
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.events, ...second.events].map((e) => e.subject?.id)).toEqual(
      [...subjects].reverse().map((s) => s.id),
    );
  });

  it('refuses a filter it cannot apply, saying why', async () => {
    for (const [query, message] of [
      [{ action: 'order_deleted' }, /action must be one of order_read, order_refunded/],
      [{ group: 'everything' }, /group must be one of orders, accounts/],
      [{ action: 'user_disabled', group: 'accounts' }, /an action or by a group, not both/],
      [{ from: '2027-02-03T00:00:00Z', to: '2027-02-02T00:00:00Z' }, /to must be later than from/],
      [{ from: '2027-02-03' }, /from must be a date and time with its offset/],
      [{ to: 'yesterday' }, /to must be a date and time with its offset/],
      [{ actor: ' ' }, /actor cannot be empty/],
      [{ subject: 'x'.repeat(201) }, /subject can be at most 200 characters/],
      [{ who: 'me' }, /who/],
      [{ limit: '101' }, /100/],
    ] as const) {
      const { status, body } = await auditLog(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(JSON.stringify(body.error), JSON.stringify(query)).toMatch(message);
    }
  });
});
