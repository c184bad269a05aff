import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../common/contracts/audit';
import { reviews, userProfiles } from '../db/schema';
import { call } from '../test/api-call';
import { newPack, uploadOk } from '../test/engine-helpers';
import { createPackAt, createUser, stampedNow } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { testClock } from '../test/test-clock';
import { useTestServer, type TestServer } from '../test/test-server';
import { adminBrowser, recordsAbout } from '../test/audit-log-helpers';

/**
 * An admin's acts on someone else's pack (ADR 0037), and the log itself, through HTTP: an admin then reads each
 * record — who, whom, before → after — in the console's log; records are never changed or removed.
 */
let server: TestServer;
const clock = testClock();

describe('the audit log: packs, and the log itself', () => {
  useTestServer((started) => (server = started), { now: clock.now });

  describe('someone else’s pack', () => {
    const details = {
      title: 'Knife Skills',
      description: 'Grips, cuts and sharpening for home cooks, from the first onion to a fine julienne.',
      category: 'cooking-culinary-arts',
      price: '19.00',
      discountPrice: '',
      language: 'en',
    };

    it('records an admin’s edit, pause and deletion of a creator’s pack, not the creator’s own changes', async () => {
      const { browser: creator, user: maker } = await server.signedIn('creator');
      const draft = await newPack(creator, 'Knives');
      const studio = (browser: TestBrowser, method: string, path: string, json?: unknown) =>
        call(browser, method, `/studio/packs/${draft.id}${path}`, json);
      expect((await studio(creator, 'PUT', '', details)).status).toBe(200);
      const admin = await adminBrowser(server);
      expect((await studio(admin.browser, 'PUT', '', { ...details, price: '24.00' })).status).toBe(200);
      const published = await createPackAt(server.db, 3000, { creatorId: maker.id });
      expect((await call(admin.browser, 'POST', `/studio/packs/${published.id}/pause`)).status).toBe(200);
      expect((await studio(admin.browser, 'DELETE', '')).status).toBe(200);

      const records = await recordsAbout(admin.browser, maker.id);
      expect(records.map((r) => [r.action, r.actor?.id, r.detail])).toEqual([
        [
          'pack_deleted',
          admin.id,
          { packId: draft.id, title: 'Knife Skills', kind: 'marketplace', status: 'draft' },
        ],
        [
          'pack_changed',
          admin.id,
          {
            packId: published.id,
            title: published.title,
            change: 'paused',
            before: { status: 'published' },
            after: { status: 'paused' },
          },
        ],
        [
          'pack_changed',
          admin.id,
          {
            packId: draft.id,
            title: 'Knife Skills',
            change: 'details',
            before: { priceCents: 1900 },
            after: { priceCents: 2400 },
          },
        ],
      ]);
    });

    it('records an admin adding, indexing again and deleting documents of a creator’s pack', async () => {
      const { browser: creator, user: maker } = await server.signedIn('creator');
      const pack = await newPack(creator, 'Bread');
      await uploadOk(creator, pack.id, 'own.md', '# Mine\n\nThe creator’s own notes.'); // not audited
      const admin = await adminBrowser(server);
      const { document } = await uploadOk(
        admin.browser,
        pack.id,
        'levain.md',
        '# Levain\n\nFeed it twice a day.',
      );
      const documentPath = `/packs/${pack.id}/documents/${document.id}`;
      expect((await call(admin.browser, 'POST', `${documentPath}/reindex`)).status).toBe(202);
      expect((await call(admin.browser, 'DELETE', documentPath)).status).toBe(200);
      const records = await recordsAbout(admin.browser, maker.id);
      const pick = (e: AuditEvent) => e.action === 'pack_changed' && [e.detail.change, e.detail.files];
      expect(records.map(pick)).toEqual([
        ['document_deleted', ['levain.md']],
        ['document_reindexed', ['levain.md']],
        ['document_added', ['levain.md']],
      ]);
      expect(records[0]).toMatchObject({
        actor: { id: admin.id },
        detail: { packId: pack.id, title: 'Bread' },
      });
    });

    it('records an admin answering a question and a review in the creator’s place', async () => {
      const creator = await createUser(server.db, { userRole: 'creator' });
      const pack = await createPackAt(server.db, 2000, { creatorId: creator.id });
      const { browser: asker, user: reader } = await server.signedIn('user');
      const asked = await call(asker, 'POST', `/packs/${pack.id}/questions`, {
        question: 'Is it for beginners?',
      });
      const [review] = await server.db
        .insert(reviews)
        .values({ packId: pack.id, authorId: reader.id, rating: 4, comment: 'Clear.', ...stampedNow() })
        .returning();
      const admin = await adminBrowser(server);
      const answer = `/questions/${asked.body.id as string}/answer`;
      expect((await call(admin.browser, 'PUT', answer, { answer: 'Yes.' })).status).toBe(200);
      expect((await call(admin.browser, 'PUT', answer, { answer: 'Yes, from the first page.' })).status).toBe(
        200,
      );
      const reply = `/reviews/${review?.id ?? ''}/reply`;
      expect((await call(admin.browser, 'PUT', reply, { text: 'Thank you!' })).status).toBe(200);
      const records = await recordsAbout(admin.browser, creator.id);
      expect(records.map((r) => [r.action, r.detail])).toEqual([
        [
          'replied_for_creator',
          { packId: pack.id, title: pack.title, on: 'review', before: null, after: 'Thank you!' },
        ],
        [
          'replied_for_creator',
          {
            packId: pack.id,
            title: pack.title,
            on: 'question',
            before: 'Yes.',
            after: 'Yes, from the first page.',
          },
        ],
        [
          'replied_for_creator',
          { packId: pack.id, title: pack.title, on: 'question', before: null, after: 'Yes.' },
        ],
      ]);
    });
  });

  describe('the log itself', () => {
    it('is never changed or deleted, and keeps a record when the admin’s account goes', async () => {
      const admin = await adminBrowser(server);
      const gone = await createUser(server.db, { userRole: 'admin' });
      const goneBrowser = server.browser();
      await goneBrowser.signInAs('admin', gone.email);
      const { user } = await server.signedIn('user');
      expect((await call(goneBrowser, 'PATCH', `/admin/users/${user.id}`, { disabled: true })).status).toBe(
        200,
      );

      await expect(server.db.execute(sql`update audit_events set detail = '{}'::jsonb`)).rejects.toThrow();
      await expect(server.db.execute(sql`delete from audit_events`)).rejects.toThrow();
      await server.db.execute(sql`delete from ${userProfiles} where id = ${gone.id}`);
      expect(await recordsAbout(admin.browser, user.id)).toMatchObject([
        { action: 'user_disabled', actor: null, subject: { id: user.id } },
      ]);
    });

    it('is read by admins only', async () => {
      const { browser: creator } = await server.signedIn('creator');
      expect((await creator.fetch('/api/admin/audit')).status).toBe(403);
      expect((await server.fetch('/api/admin/audit')).status).toBe(401);
    });
  });
});
