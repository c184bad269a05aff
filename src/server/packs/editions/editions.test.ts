import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Edition, EditionNoteResponse } from '../../../common/contracts/editions';
import type { PackPage } from '../../../common/contracts/packs';
import type { LibraryItem } from '../../../common/contracts/commerce';
import type { DocumentSummary } from '../../../common/contracts/engine';
import { documents, jobs, packEditions, packs } from '../../db/schema';
import { createSmtpMailer } from '../../mail/mailer';
import { newPack, publishOk, uploadOk } from '../../test/engine-helpers';
import { createOrderOf } from '../../test/factories';
import { readMail, startSmtpCapture } from '../../test/smtp-capture';
import type { TestBrowser } from '../../test/test-browser';
import { useServerWith, type TestServer } from '../../test/test-server';
import { EDITION_EMAIL_JOB, makeEdition, recordFirstEditions } from './make-edition';

// Issue 52, item 2: every change to a pack's documents is an edition with the creator's note and what changed.

const TEA_V1 = [
  '# Sencha',
  '',
  'Sencha is steamed right after picking, which keeps its leaves green.',
  '',
  '## Water',
  '',
  'Brew sencha at 70 degrees for one minute.',
  '',
  '# Matcha',
  '',
  'Matcha is shade-grown and stone-ground into a fine powder.',
].join('\n');
/** The water section rewritten, matcha gone, gyokuro new; the sencha section as it was. */
const TEA_V2 = [
  '# Sencha',
  '',
  'Sencha is steamed right after picking, which keeps its leaves green.',
  '',
  '## Water',
  '',
  'Brew sencha at 60 degrees for ninety seconds: cooler water is sweeter.',
  '',
  '# Gyokuro',
  '',
  'Gyokuro is shaded for three weeks before picking and brewed at 50 degrees.',
].join('\n');

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;
let creator: TestBrowser;

useServerWith(
  startSmtpCapture,
  (capture) => capture.close(),
  (capture) => ({
    deps: { mailer: createSmtpMailer({ url: capture.url, from: 'Kenja <news@kenja.test>' }) },
  }),
  async (capture, started) => {
    smtp = capture;
    server = started;
    ({ browser: creator } = await server.signedIn('creator'));
  },
);

async function editionsOf(packId: string) {
  return server.db
    .select()
    .from(packEditions)
    .where(eq(packEditions.packId, packId))
    .orderBy(asc(packEditions.number));
}

async function writeNote(packId: string, note: string): Promise<EditionNoteResponse> {
  const res = await creator.fetch(`/api/studio/packs/${packId}/edition-note`, {
    method: 'PUT',
    json: { note },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as EditionNoteResponse;
}

async function documentsOf(packId: string) {
  const res = await creator.fetch(`/api/packs/${packId}/documents`);
  return ((await res.json()) as { documents: DocumentSummary[] }).documents;
}

/** A pack of the creator's with tea.md (first version) and notes.txt, uploaded together, indexed and published. */
async function teaPack(title: string) {
  const { id } = await newPack(creator, title);
  await uploadOk(creator, id, 'tea.md', TEA_V1);
  await uploadOk(creator, id, 'notes.txt', 'Keep tea away from light and air.');
  await server.runJobs();
  await publishOk(creator, id, title);
  const [row] = await server.db.select({ slug: packs.slug }).from(packs).where(eq(packs.id, id));
  return { id, slug: row!.slug };
}

/** The new version of tea.md uploaded, and the old one removed while it waits to be indexed: one edition. */
async function replaceTea(packId: string) {
  const old = (await documentsOf(packId)).find((doc) => doc.filename === 'tea.md')!;
  await uploadOk(creator, packId, 'tea.md', TEA_V2);
  const removed = await creator.fetch(`/api/packs/${packId}/documents/${old.id}`, { method: 'DELETE' });
  expect(removed.status).toBe(200);
  await server.runJobs();
}

describe('editions', () => {
  it('makes none of a draft; its first is everything it holds when it is published', async () => {
    const { id } = await newPack(creator, 'Tea drafted');
    await uploadOk(creator, id, 'tea.md', TEA_V1);
    await server.runJobs();
    await writeNote(id, 'First steeping notes.');
    await uploadOk(creator, id, 'notes.txt', 'Keep tea away from light and air.');
    await server.runJobs();
    expect(await editionsOf(id)).toEqual([]);
    const drafted = (await (
      await creator.fetch(`/api/studio/packs/${id}/edition-note`)
    ).json()) as EditionNoteResponse;
    expect(drafted).toEqual({ note: 'First steeping notes.', latest: null });

    await publishOk(creator, id, 'Tea drafted');
    await publishOk(creator, id, 'Tea drafted'); // details saved again: no edition of its own
    const [first, ...more] = await editionsOf(id);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ number: 1, note: 'First steeping notes.' });
    expect(first?.changes?.documents.map((doc) => [doc.filename, doc.change])).toEqual([
      ['notes.txt', 'added'],
      ['tea.md', 'added'],
    ]);
  });

  it('makes one edition of a batch of uploads to a published pack, once the last is indexed, every document and section added', async () => {
    const { id } = await newPack(creator, 'Tea basics');
    await uploadOk(creator, id, 'storing.md', '# Storing\n\nKeep tea cool and dark.');
    await server.runJobs();
    await publishOk(creator, id, 'Tea basics');
    await uploadOk(creator, id, 'tea.md', TEA_V1);
    await uploadOk(creator, id, 'notes.txt', 'Keep tea away from light and air.');
    await server.runJobs();
    const [first, second, ...more] = await editionsOf(id);
    expect(more).toEqual([]);
    expect(first?.changes?.documents.map((doc) => [doc.filename, doc.change])).toEqual([
      ['storing.md', 'added'],
    ]);
    expect(second).toMatchObject({ number: 2, note: null });
    expect(second?.changes?.documents.map((doc) => [doc.filename, doc.change])).toEqual([
      ['notes.txt', 'added'],
      ['tea.md', 'added'],
    ]);
    const tea = second?.changes?.documents.find((doc) => doc.filename === 'tea.md');
    expect(tea?.sections.map((s) => s.heading)).toEqual([['Sencha'], ['Sencha', 'Water'], ['Matcha']]);
  });

  it('gives a changed document its sections’ markers and the creator’s note, which the edition takes once', async () => {
    const { id } = await teaPack('Tea for the changes');
    await writeNote(id, 'Rewrote the water section and added gyokuro.');
    await replaceTea(id);
    const editions = await editionsOf(id);
    expect(editions.map((e) => e.number)).toEqual([1, 2]);
    expect(editions[1]?.note).toBe('Rewrote the water section and added gyokuro.');
    expect(editions[1]?.changes).toEqual({
      documents: [
        {
          filename: 'tea.md',
          change: 'changed',
          sections: [
            { heading: ['Sencha', 'Water'], change: 'changed' },
            { heading: ['Gyokuro'], change: 'added' },
            { heading: ['Matcha'], change: 'removed' },
          ],
          // The sencha section is the same text: counted, never marked; notes.txt did not change at all.
          counts: { added: 1, removed: 1, changed: 1, unchanged: 1 },
        },
      ],
    });
    const after = (await (
      await creator.fetch(`/api/studio/packs/${id}/edition-note`)
    ).json()) as EditionNoteResponse;
    expect(after.note).toBeNull();
    expect(after.latest?.number).toBe(2);
  });

  it('makes none for a note alone or a re-index that changes nothing; a re-index with a note makes one', async () => {
    const { id } = await teaPack('Tea re-indexed');
    const notes = (await documentsOf(id)).find((doc) => doc.filename === 'notes.txt')!;
    const reindex = async () => {
      const res = await creator.fetch(`/api/packs/${id}/documents/${notes.id}/reindex`, { method: 'POST' });
      expect(res.status).toBe(202);
      await server.runJobs();
    };
    await reindex();
    expect(await editionsOf(id)).toHaveLength(1);
    await writeNote(id, 'Checked every figure again.');
    expect(await editionsOf(id)).toHaveLength(1);
    await reindex();
    const editions = await editionsOf(id);
    expect(editions[1]).toMatchObject({
      number: 2,
      note: 'Checked every figure again.',
      changes: { documents: [] },
    });
  });

  it('keeps no edition of an admin’s test pack', async () => {
    const { browser: admin } = await server.signedIn('admin');
    const { id } = await newPack(admin, 'Test corpus', 'test');
    await uploadOk(admin, id, 'tea.md', TEA_V1);
    await server.runJobs();
    expect(await editionsOf(id)).toEqual([]);
  });

  it('leaves no half edition: what fails in its transaction takes the edition, the note and the passages back', async () => {
    const { id } = await teaPack('Tea that fails once');
    const holder = await server.signedIn('user');
    await createOrderOf(server.db, holder.user.id, { id, title: 'Tea that fails once', priceCents: 900 });
    await holder.browser.fetch(`/api/library/${id}/edition-mail`, {
      method: 'PUT',
      json: { enabled: true, language: 'en' },
    });
    await writeNote(id, 'Gyokuro is in.');
    const [before] = await server.db.select().from(packs).where(eq(packs.id, id));
    // The last step of making the edition (queueing its e-mail) fails, inside the indexing's transaction.
    await server.db.execute(sql`
      CREATE FUNCTION refuse_edition_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'no mail today'; END $$`);
    await server.db.execute(sql`
      CREATE TRIGGER refuse_edition_mail BEFORE INSERT ON jobs FOR EACH ROW
      WHEN (NEW.kind = ${sql.raw(`'${EDITION_EMAIL_JOB}'`)}) EXECUTE FUNCTION refuse_edition_mail()`);
    try {
      await replaceTea(id);
    } finally {
      await server.db.execute(sql`DROP TRIGGER refuse_edition_mail ON jobs`);
      await server.db.execute(sql`DROP FUNCTION refuse_edition_mail()`);
    }
    expect(await editionsOf(id)).toHaveLength(1);
    const [failed] = await server.db.select().from(packs).where(eq(packs.id, id));
    expect(failed).toMatchObject({ updateNote: 'Gyokuro is in.', indexVersion: before!.indexVersion + 1 });
    const waiting = await server.db
      .select({ status: documents.status })
      .from(documents)
      .where(and(eq(documents.packId, id), eq(documents.filename, 'tea.md')));
    expect(waiting).toEqual([{ status: 'queued' }]);

    // Tried again, the indexing makes the edition whole, with its note and one e-mail.
    await server.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.status, 'queued'));
    await server.runJobs();
    const editions = await editionsOf(id);
    expect(editions.map((e) => [e.number, e.note])).toEqual([
      [1, null],
      [2, 'Gyokuro is in.'],
    ]);
    expect(smtp.messages.filter((m) => m.to.includes(holder.user.email))).toHaveLength(1);
  });

  it('rolls back with a transaction that fails after making it', async () => {
    const { id } = await teaPack('Tea rolled back');
    const unchanged = server.db.transaction((tx) => makeEdition(tx, id, new Date()));
    expect(await unchanged).toBeNull(); // nothing changed, and no note: no edition
    await writeNote(id, 'Never sent.');
    const failing = server.db.transaction(async (tx) => {
      expect(await makeEdition(tx, id, new Date())).toBe(2);
      throw new Error('a later step failed');
    });
    await expect(failing).rejects.toThrow('a later step failed');
    expect(await editionsOf(id)).toHaveLength(1);
    const [pack] = await server.db.select({ note: packs.updateNote }).from(packs).where(eq(packs.id, id));
    expect(pack?.note).toBe('Never sent.');
  });
});

describe('packs from before editions were kept', () => {
  it('get a first edition without changes, taking the note their page showed, and are compared with it next', async () => {
    const { id } = await teaPack('Tea from before');
    await server.db.delete(packEditions).where(eq(packEditions.packId, id));
    await server.db.update(packs).set({ updateNote: 'Old news.' }).where(eq(packs.id, id));
    await recordFirstEditions(server.db, new Date());
    await recordFirstEditions(server.db, new Date());
    const [first, ...more] = await editionsOf(id);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ number: 1, note: 'Old news.', changes: null });
    const [pack] = await server.db.select({ note: packs.updateNote }).from(packs).where(eq(packs.id, id));
    expect(pack?.note).toBeNull();

    await uploadOk(creator, id, 'storing.md', '# Storing\n\nKeep tea cool and dark.');
    await server.runJobs();
    const [, second] = await editionsOf(id);
    expect(second?.changes?.documents.map((doc) => [doc.filename, doc.change])).toEqual([
      ['storing.md', 'added'],
    ]);
  });
});

describe('what buyers see of editions', () => {
  it('shows the latest edition in the library and the history on the sales page', async () => {
    const { id, slug } = await teaPack('Tea on sale');
    const { browser: buyer, user } = await server.signedIn('user');
    await createOrderOf(server.db, user.id, { id, title: 'Tea on sale', priceCents: 900 });
    await writeNote(id, 'New water temperatures.');
    await replaceTea(id);
    await server.settle();

    const library = (await (await buyer.fetch('/api/library')).json()) as { items: LibraryItem[] };
    const item = library.items.find((i) => i.packId === id);
    expect(item?.latestEdition).toMatchObject({ number: 2, note: 'New water temperatures.' });
    expect(item?.latestEdition?.changes?.documents[0]?.sections).toContainEqual({
      heading: ['Sencha', 'Water'],
      change: 'changed',
    });
    expect(item?.editionMail).toBe(false);

    const page = (await (await server.fetch(`/api/packs/by-slug/${slug}`)).json()) as PackPage;
    expect(page.editions.map((e: Edition) => e.number)).toEqual([2, 1]);
    expect(page.editions[0]?.note).toBe('New water temperatures.');
  });

  it('lets only a holder ask for the e-mails, and says so in the library', async () => {
    const { id } = await teaPack('Tea by mail');
    const { browser: stranger } = await server.signedIn('user');
    const refused = await stranger.fetch(`/api/library/${id}/edition-mail`, {
      method: 'PUT',
      json: { enabled: true, language: 'en' },
    });
    expect(refused.status).toBe(404);
    const { browser: buyer, user } = await server.signedIn('user');
    await createOrderOf(server.db, user.id, { id, title: 'Tea by mail', priceCents: 900 });
    const on = await buyer.fetch(`/api/library/${id}/edition-mail`, {
      method: 'PUT',
      json: { enabled: true, language: 'ja' },
    });
    expect(await on.json()).toEqual({ enabled: true });
    const library = (await (await buyer.fetch('/api/library')).json()) as { items: LibraryItem[] };
    expect(library.items.find((i) => i.packId === id)?.editionMail).toBe(true);
  });

  it('e-mails each new edition once to the holders who asked, in their language, and to nobody else', async () => {
    const { id } = await teaPack('抹茶の基本');
    const asked = await server.signedIn('user');
    const quiet = await server.signedIn('user');
    for (const { user } of [asked, quiet]) {
      await createOrderOf(server.db, user.id, { id, title: '抹茶の基本', priceCents: 900 });
    }
    await asked.browser.fetch(`/api/library/${id}/edition-mail`, {
      method: 'PUT',
      json: { enabled: true, language: 'ja' },
    });
    await writeNote(id, '湯温の章を書き直しました。');
    await replaceTea(id);
    await server.runJobs();

    const mine = smtp.messages.filter((m) => m.to.includes(asked.user.email)).map((m) => readMail(m.raw));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toBe('「抹茶の基本」の新しい版（第2版）');
    expect(mine[0]?.body).toContain('湯温の章を書き直しました。');
    expect(mine[0]?.body).toContain('tea.md — 変更');
    expect(mine[0]?.body).toContain('[変更] Sencha › Water');
    expect(mine[0]?.body).toContain('[追加] Gyokuro');
    expect(mine[0]?.body).toContain('[削除] Matcha');
    expect(mine[0]?.body).not.toMatch(/\] Sencha(?! ›)/);
    expect(mine[0]?.body).toContain(`${server.baseUrl}/jp/ja/library`);
    expect(smtp.messages.filter((m) => m.to.includes(quiet.user.email))).toHaveLength(0);

    // Turned off, the next edition is not sent.
    await asked.browser.fetch(`/api/library/${id}/edition-mail`, {
      method: 'PUT',
      json: { enabled: false, language: 'ja' },
    });
    await writeNote(id, 'もう一度。');
    const notes = (await documentsOf(id)).find((doc) => doc.filename === 'notes.txt')!;
    await creator.fetch(`/api/packs/${id}/documents/${notes.id}/reindex`, { method: 'POST' });
    await server.runJobs();
    expect(await editionsOf(id)).toHaveLength(3);
    expect(smtp.messages.filter((m) => m.to.includes(asked.user.email))).toHaveLength(1);
  });
});
