import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PackPage } from '../../common/contracts/packs';
import { packEntitlements, packs, packViews } from '../db/schema';
import { newPack, uploadOk } from '../test/engine-helpers';
import { createPack } from '../test/factories';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

async function page(path: string, browser = server.browser()) {
  const res = await browser.fetch(`/api/packs/by-slug/${path}`);
  return { status: res.status, body: (await res.json()) as PackPage };
}

describe('the sales page’s data (spec 02 §2.5)', () => {
  useTestServer((started) => (server = started));

  it('shows the pack with its real table of contents, and follows every change at once', async () => {
    const [creator] = await server.signedInBrowsers('creator');
    const made = await newPack(creator, 'Bread Basics');
    await uploadOk(
      creator,
      made.id,
      'bread.md',
      '# Starter\n\nFeed it daily.\n\n## Feeding\n\nFlour and water.\n\n# Baking\n\nHot oven.\n\n### Steam\n\nA tray of water.',
    );
    await server.runJobs();
    await server.db
      .update(packs)
      .set({ status: 'published', sampleQuestions: ['How often do I feed it?'] })
      .where(eq(packs.id, made.id));
    await server.settle();
    const [{ slug } = { slug: '' }] = await server.db
      .select({ slug: packs.slug })
      .from(packs)
      .where(eq(packs.id, made.id));

    const { status, body } = await page(slug);
    expect(status).toBe(200);
    expect(body.pack).toMatchObject({
      title: 'Bread Basics',
      status: 'published',
      sampleQuestions: ['How often do I feed it?'],
    });
    expect(body.contents).toEqual([
      {
        filename: 'bread.md',
        pages: null,
        headings: [['Starter'], ['Starter', 'Feeding'], ['Baking'], ['Baking', 'Steam']],
      },
    ]);
    expect(body.access).toBeNull();

    await server.db
      .update(packs)
      .set({ title: 'Bread at Home', status: 'paused' })
      .where(eq(packs.id, made.id));
    await server.settle();
    expect((await page(slug)).body.pack).toMatchObject({ title: 'Bread at Home', status: 'paused' });
    expect((await page(slug, creator)).body.access).toBe('creator');
  });

  it('says why a signed-in viewer may already read it', async () => {
    const pack = await createPack(server.db);
    const { browser: buyer, user: me } = await server.signedIn('user');
    expect((await page(pack.slug, buyer)).body.access).toBeNull();
    await server.db
      .insert(packEntitlements)
      .values({ userId: me.id, packId: pack.id, source: 'purchase', createdAt: new Date() });
    await server.settle();
    expect((await page(pack.slug, buyer)).body.access).toBe('purchase');
    const free = await createPack(server.db, { priceCents: 0, discountPriceCents: null });
    expect((await page(free.slug, buyer)).body.access).toBe('free');
  });

  it('answers 404 for a draft, a test pack or a slug nobody has', async () => {
    const draft = await createPack(server.db, { status: 'draft' });
    const test = await createPack(server.db, { kind: 'test' });
    for (const slug of [draft.slug, test.slug, 'no-such-pack']) {
      expect((await page(slug)).status, slug).toBe(404);
    }
  });

  it('counts one page view per visitor and day, and none of the creator’s own', async () => {
    const creator = server.browser();
    const pack = await createPack(server.db, { creatorId: (await creator.signInAs('creator')).id });
    const view = (browser: ReturnType<TestServer['browser']>, userAgent = 'Firefox') =>
      browser.fetch(`/api/packs/by-slug/${pack.slug}/views`, {
        method: 'POST',
        headers: { 'User-Agent': userAgent },
      });
    const views = async () =>
      (await server.db.select().from(packViews).where(eq(packViews.packId, pack.id))).length;

    const anonymous = server.browser();
    expect((await view(anonymous)).status).toBe(204);
    expect((await view(anonymous)).status).toBe(204);
    expect(await views()).toBe(1);
    // Another browser on the same address is another visitor.
    await view(server.browser(), 'Safari');
    expect(await views()).toBe(2);
    const [buyer] = await server.signedInBrowsers('user');
    await view(buyer);
    await view(buyer, 'Safari');
    expect(await views()).toBe(3);
    // The creator looking at their own page.
    await view(creator);
    expect(await views()).toBe(3);
    // Nothing stored names the visitor.
    const rows = await server.db.select().from(packViews).where(eq(packViews.packId, pack.id));
    expect(rows.every((row) => /^[\w-]{22}$/.test(row.visitor))).toBe(true);

    const unknown = await anonymous.fetch('/api/packs/by-slug/no-such-pack/views', { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});
