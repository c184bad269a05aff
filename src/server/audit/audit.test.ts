import { describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_PROMPTS } from '../answer/default-prompts';
import { buy, call } from '../test/api-call';
import { createApplication, createPackAt, createUser } from '../test/factories';
import { testClock } from '../test/test-clock';
import { useTestServer, type TestServer } from '../test/test-server';
import { adminBrowser, auditLog, recordsAbout, recordsOf, withAuditRefused } from '../test/audit-log-helpers';

/**
 * Every privileged act (ADR 0037), through HTTP: an admin then reads its record — who, whom, before → after — in the
 * console's log; an act that fails records nothing, and an act whose record cannot be written does not happen.
 */
let server: TestServer;
const clock = testClock();
const DAY = 86_400_000;

describe('the audit log of privileged acts', () => {
  useTestServer((started) => (server = started), { now: clock.now });

  describe('accounts', () => {
    it('records a role change and disabling and enabling someone, with before and after', async () => {
      const admin = await adminBrowser(server);
      const { user } = await server.signedIn('user');
      const patch = (json: unknown) => call(admin.browser, 'PATCH', `/admin/users/${user.id}`, json);
      expect((await patch({ user_role: 'creator' })).status).toBe(200);
      expect((await patch({ user_role: 'creator' })).status).toBe(200); // changes nothing: no record
      expect((await patch({ disabled: true })).status).toBe(200);
      expect((await patch({ disabled: false })).status).toBe(200);
      const records = await recordsAbout(admin.browser, user.id);
      expect(records.map((r) => [r.action, r.detail])).toEqual([
        ['user_enabled', { before: 'disabled', after: 'active' }],
        ['user_disabled', { before: 'active', after: 'disabled' }],
        ['user_role_changed', { before: 'user', after: 'creator' }],
      ]);
      expect(records[2]).toMatchObject({
        actor: { id: admin.id },
        subject: { id: user.id, email: user.email },
        orderId: null,
        createdAt: clock.now().toISOString(),
      });
    });

    it('records nothing when the change is refused, and changes nothing when its record cannot be written', async () => {
      const admin = await adminBrowser(server);
      expect(
        (await call(admin.browser, 'PATCH', `/admin/users/${admin.id}`, { disabled: true })).status,
      ).toBe(409);
      expect(await recordsAbout(admin.browser, admin.id)).toEqual([]);

      const { user } = await server.signedIn('user');
      const refused = await withAuditRefused(server, 'user_role_changed', () =>
        call(admin.browser, 'PATCH', `/admin/users/${user.id}`, { user_role: 'admin' }),
      );
      expect(refused.status).toBe(500);
      const row = await call(admin.browser, 'GET', `/admin/users/${user.id}`);
      expect(row.body).toMatchObject({ user_role: 'user' });
      expect(await recordsAbout(admin.browser, user.id)).toEqual([]);
    });

    it('records approving and rejecting creator applications', async () => {
      const admin = await adminBrowser(server);
      const approved = await createApplication(server.db);
      const rejected = await createApplication(server.db);
      expect((await call(admin.browser, 'POST', `/admin/applications/${approved.id}/approve`)).status).toBe(
        200,
      );
      const reason = 'Please add examples of your work.';
      const reject = await call(admin.browser, 'POST', `/admin/applications/${rejected.id}/reject`, {
        reason,
      });
      expect(reject.status).toBe(200);
      // Deciding again is refused, and records nothing more.
      expect((await call(admin.browser, 'POST', `/admin/applications/${approved.id}/approve`)).status).toBe(
        409,
      );

      expect(await recordsAbout(admin.browser, approved.userId)).toMatchObject([
        {
          action: 'application_approved',
          actor: { id: admin.id },
          detail: {
            applicationId: approved.id,
            before: 'pending',
            after: 'approved',
            roleBefore: 'user',
            roleAfter: 'creator',
          },
        },
      ]);
      expect(await recordsAbout(admin.browser, rejected.userId)).toMatchObject([
        {
          action: 'application_rejected',
          detail: { applicationId: rejected.id, before: 'pending', after: 'rejected', reason },
        },
      ]);
    });
  });

  describe('access and money', () => {
    it('records a free grant and taking it back, naming the pack', async () => {
      const admin = await adminBrowser(server);
      const user = await createUser(server.db);
      const pack = await createPackAt(server.db, 1999);
      const grants = `/admin/users/${user.id}/entitlements`;
      expect((await call(admin.browser, 'POST', grants, { pack_id: pack.id })).status).toBe(200);
      expect((await call(admin.browser, 'POST', grants, { pack_id: pack.id })).status).toBe(200); // held already
      expect((await call(admin.browser, 'DELETE', `${grants}/${pack.id}`)).status).toBe(200);
      expect((await call(admin.browser, 'DELETE', `${grants}/${pack.id}`)).status).toBe(404); // none left
      const records = await recordsAbout(admin.browser, user.id);
      expect(records.map((r) => [r.action, r.actor?.id, r.detail])).toEqual([
        ['grant_revoked', admin.id, { packId: pack.id, title: pack.title }],
        ['grant_added', admin.id, { packId: pack.id, title: pack.title }],
      ]);

      const refused = await withAuditRefused(server, 'grant_added', () =>
        call(admin.browser, 'POST', grants, { pack_id: pack.id }),
      );
      expect(refused.status).toBe(500);
      expect((await call(admin.browser, 'GET', grants)).body).toEqual({ entitlements: [] });
    });

    it('records the platform fee before and after; a refused fee records nothing', async () => {
      const admin = await adminBrowser(server);
      const fee = (feeBps: number) => call(admin.browser, 'PUT', '/admin/settings/platform-fee', { feeBps });
      expect((await fee(2500)).status).toBe(200);
      expect((await fee(2500)).status).toBe(200); // unchanged: no record
      expect((await fee(9000)).status).toBe(400);
      expect((await fee(1500)).status).toBe(200);
      const records = await recordsOf(admin.browser, 'platform_fee_changed');
      expect(records.map((r) => [r.actor?.id, r.subject, r.detail])).toEqual([
        [admin.id, null, { before: 2500, after: 1500 }],
        [admin.id, null, { before: 1000, after: 2500 }],
      ]);

      const refused = await withAuditRefused(server, 'platform_fee_changed', () => fee(3000));
      expect(refused.status).toBe(500);
      expect((await call(admin.browser, 'GET', '/admin/settings/platform-fee')).body).toEqual({
        feeBps: 1500,
      });
      expect(await fee(1000)).toMatchObject({ status: 200 });
    });

    it('records a creator’s payout account being set and cleared', async () => {
      const admin = await adminBrowser(server);
      const creator = await createUser(server.db, { userRole: 'creator' });
      const account = (stripeAccount: string | null) =>
        call(admin.browser, 'PUT', `/admin/payouts/${creator.id}/stripe-account`, { stripeAccount });
      expect((await account('acct_1Audit')).status).toBe(200);
      expect((await account(null)).status).toBe(200);
      const notCreator = await createUser(server.db);
      expect(
        (
          await call(admin.browser, 'PUT', `/admin/payouts/${notCreator.id}/stripe-account`, {
            stripeAccount: null,
          })
        ).status,
      ).toBe(404);
      expect((await recordsAbout(admin.browser, creator.id)).map((r) => [r.action, r.detail])).toEqual([
        ['payout_account_changed', { before: 'acct_1Audit', after: null }],
        ['payout_account_changed', { before: null, after: 'acct_1Audit' }],
      ]);
      expect(await recordsAbout(admin.browser, notCreator.id)).toEqual([]);
    });

    it('records a payout with the amount and the balance before and after; one refused records nothing', async () => {
      const creator = await createUser(server.db, { userRole: 'creator' });
      const pack = await createPackAt(server.db, 5000, { creatorId: creator.id });
      const { browser: buyer } = await server.signedIn('user');
      await buy(buyer, { packIds: [pack.id] });
      let admin = await adminBrowser(server);
      // Nothing is due while the refund window is open.
      expect((await call(admin.browser, 'POST', '/admin/payouts', { creatorId: creator.id })).status).toBe(
        409,
      );
      expect(await recordsAbout(admin.browser, creator.id)).toEqual([]);

      clock.advance(31 * DAY);
      admin = await adminBrowser(server);
      const paid = await call(admin.browser, 'POST', '/admin/payouts', {
        creatorId: creator.id,
        amountCents: 1000,
        note: 'March',
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      const payout = paid.body.payout as { id: string };
      // A 10% fee on 50.00: 45.00 earned; 10.00 paid out leaves 35.00.
      expect(await recordsAbout(admin.browser, creator.id)).toMatchObject([
        {
          action: 'payout_made',
          actor: { id: admin.id },
          detail: {
            payoutId: payout.id,
            amountCents: 1000,
            currency: 'USD',
            method: 'manual',
            transferRef: null,
            note: 'March',
            before: 4500,
            after: 3500,
          },
        },
      ]);
    });
  });

  describe('answers', () => {
    it('records system prompt changes in full, only the languages that changed, and going back to the defaults', async () => {
      const admin = await adminBrowser(server);
      const prompts = { en: 'Answer from the sources only.', ja: DEFAULT_SYSTEM_PROMPTS.ja };
      expect((await call(admin.browser, 'PUT', '/admin/system-prompts', prompts)).status).toBe(200);
      expect((await call(admin.browser, 'PUT', '/admin/system-prompts', prompts)).status).toBe(200);
      expect((await call(admin.browser, 'DELETE', '/admin/system-prompts')).status).toBe(200);
      const records = (await auditLog(admin.browser, { group: 'prompts', actor: admin.id })).events;
      expect(records.map((r) => [r.action, r.detail])).toEqual([
        ['system_prompts_reset', { en: { before: prompts.en, after: DEFAULT_SYSTEM_PROMPTS.en } }],
        ['system_prompts_changed', { en: { before: DEFAULT_SYSTEM_PROMPTS.en, after: prompts.en } }],
      ]);
      expect(records[0]?.subject).toBeNull();

      const refused = await withAuditRefused(server, 'system_prompts_changed', () =>
        call(admin.browser, 'PUT', '/admin/system-prompts', prompts),
      );
      expect(refused.status).toBe(500);
      expect((await call(admin.browser, 'GET', '/admin/system-prompts')).body).toMatchObject({
        en: DEFAULT_SYSTEM_PROMPTS.en,
        updated_at: null,
      });
    });
  });
});
