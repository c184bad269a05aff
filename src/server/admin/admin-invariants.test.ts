import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_CONFLICTS, type AdminUserRow } from '../../common/contracts/auth';
import { sessions, userProfiles } from '../db/schema';
import { createApplication, createUser } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

/** Enough tries that a lost update shows up on PostgreSQL (before the fix both sides won 25 of 30). */
const RACE_TRIES = 30;

let server: TestServer;

async function signedInAdmin(): Promise<{ browser: TestBrowser; id: string }> {
  const browser = server.browser();
  return { browser, id: (await browser.signInAs('admin')).id };
}

/** Leaves exactly `ids` as the active admins, so the race is about the last one. */
async function onlyActiveAdmins(ids: string[]) {
  await server.db
    .update(userProfiles)
    .set({ disabled: true })
    .where(and(eq(userProfiles.userRole, 'admin'), notInArray(userProfiles.id, ids)));
}

async function activeAdmins(ids: string[]) {
  const rows = await server.db
    .select()
    .from(userProfiles)
    .where(
      and(
        inArray(userProfiles.id, ids),
        eq(userProfiles.userRole, 'admin'),
        eq(userProfiles.disabled, false),
      ),
    );
  return rows.map((r) => r.id);
}

const patchUser = (browser: TestBrowser, id: string, json: unknown) =>
  browser.fetch(`/api/admin/users/${id}`, { method: 'PATCH', json });

/** Upper-cases one letter (or all), as an attacker would to dodge a string comparison. */
const upperCased = (id: string) => id.toUpperCase();

describe('admin invariants', () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('ids are canonical before any comparison', () => {
    it('an admin cannot disable or demote themselves by upper-casing their own id', async () => {
      const admin = await signedInAdmin();
      for (const change of [{ disabled: true }, { user_role: 'user' }, { user_role: 'creator' }]) {
        const res = await patchUser(admin.browser, upperCased(admin.id), change);
        expect(res.status, JSON.stringify(change)).toBe(409);
        const oneLetter = admin.id.replace(/[a-f]/, (ch) => ch.toUpperCase());
        expect((await patchUser(admin.browser, oneLetter, change)).status).toBe(409);
      }
      expect(await activeAdmins([admin.id])).toEqual([admin.id]);
      expect((await admin.browser.fetch('/api/admin/users')).status).toBe(200);
    });

    it('answers with the canonical id for an upper-case one, on every :id endpoint', async () => {
      const admin = await signedInAdmin();
      const user = await createUser(server.db);
      const read = await admin.browser.fetch(`/api/admin/users/${upperCased(user.id)}`);
      expect(((await read.json()) as AdminUserRow).id).toBe(user.id);
      const changed = await patchUser(admin.browser, upperCased(user.id), { user_role: 'creator' });
      expect(((await changed.json()) as AdminUserRow).id).toBe(user.id);

      const application = await createApplication(server.db);
      const approved = await admin.browser.fetch(
        `/api/admin/applications/${upperCased(application.id)}/approve`,
        { method: 'POST' },
      );
      expect(approved.status).toBe(200);
      expect(((await approved.json()) as { id: string }).id).toBe(application.id);
    });

    it('still refuses what is not a UUID', async () => {
      const admin = await signedInAdmin();
      for (const id of ['not-an-id', `${crypto.randomUUID()}x`, '%00']) {
        expect((await admin.browser.fetch(`/api/admin/users/${id}`)).status, id).toBe(400);
      }
    });
  });

  describe('at least one active admin remains', () => {
    it('an admin cannot remove their own access, so the last one always stays', async () => {
      const a = await signedInAdmin();
      const b = await signedInAdmin();
      await onlyActiveAdmins([a.id, b.id]);
      expect((await patchUser(a.browser, b.id, { disabled: true })).status).toBe(200);
      // b is gone; a is the last one, and a cannot remove themselves (the self-lockout rule says why).
      const self = await patchUser(a.browser, a.id, { user_role: 'user' });
      expect(self.status).toBe(409);
      expect(await activeAdmins([a.id, b.id])).toEqual([a.id]);
    });

    it('disabling someone ends every session of theirs at once', async () => {
      const admin = await signedInAdmin();
      const person = server.browser();
      const user = await person.signInAs('creator');
      const elsewhere = server.browser();
      await elsewhere.signInAs('creator', user.email);
      expect((await patchUser(admin.browser, user.id, { disabled: true })).status).toBe(200);
      expect(await server.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      expect((await person.fetch('/api/me')).status).toBe(401);
      expect((await elsewhere.fetch('/api/me')).status).toBe(401);
    });

    // On PGlite the two requests run one after the other, so the loser is usually refused before the transaction
    // (no longer an admin: 401 when disabled, 403 when demoted); on PostgreSQL they overlap and the loser gets 409.
    for (const [label, change, refusedEarly] of [
      ['disable', { disabled: true }, 401],
      ['demote', { user_role: 'user' }, 403],
    ] as const) {
      it(`two admins who ${label} each other at once: exactly one wins`, async () => {
        const outcomes: string[] = [];
        for (let i = 0; i < RACE_TRIES; i += 1) {
          const a = await signedInAdmin();
          const b = await signedInAdmin();
          await onlyActiveAdmins([a.id, b.id]);
          const answers = await Promise.all([
            patchUser(a.browser, b.id, change),
            patchUser(b.browser, a.id, change),
          ]);
          outcomes.push(answers.map((r) => r.status).join('/'));
          const loser = answers.find((r) => r.status !== 200);
          expect(loser?.status, `try ${i}: ${outcomes.at(-1)}`).toBeOneOf([409, refusedEarly]);
          if (loser?.status === 409) {
            const body = (await loser.json()) as { error: { code: string; message: string } };
            expect(body.error.message).toBe(ADMIN_USER_CONFLICTS.lastAdmin);
          }
          expect(await activeAdmins([a.id, b.id]), `try ${i}`).toHaveLength(1);
        }
      });
    }
  });
});
