import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackListResponse } from '../../common/contracts/packs';
import type { StudioPack } from '../../common/contracts/studio';
import { COVER_IMAGE_MAX_BYTES } from '../../common/limits';
import { packEntitlements } from '../db/schema';
import { newPack, searchOk, uploadOk } from '../test/engine-helpers';
import { fileForm } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let creator: TestBrowser;

const details = {
  title: 'Sourdough Baking at Home',
  description: 'Starters, hydration, shaping and baking schedules for a loaf with an open crumb.',
  category: 'cooking-culinary-arts',
  price: '24.50',
  discountPrice: '',
  language: 'en',
  sampleQuestions: ['How often should I feed my starter?'],
};

const NOTES = '# Sourdough starter\n\nFeed the starter twice a day with equal weights of flour and water.';

async function studioPack(browser: TestBrowser, id: string): Promise<StudioPack> {
  const res = await browser.fetch(`/api/studio/packs/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { pack: StudioPack }).pack;
}

async function call(browser: TestBrowser, method: string, path: string, json?: unknown) {
  const res = await browser.fetch(`/api/studio/packs${path}`, { method, ...(json ? { json } : {}) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function marketplace(q: string): Promise<PackListResponse> {
  return (await (await server.fetch(`/api/packs?q=${encodeURIComponent(q)}`)).json()) as PackListResponse;
}

/** A draft with one ready document, as a creator leaves the upload page. */
async function readyDraft(browser: TestBrowser, title: string) {
  const pack = await newPack(browser, title);
  await uploadOk(browser, pack.id, 'starter.md', `${NOTES}\n\n${title}`);
  await server.runJobs();
  return pack;
}

describe('the creator studio', () => {
  beforeAll(async () => {
    server = await startTestServer({ deps: { catalogTtlMs: 60_000 } });
    creator = server.browser();
    await creator.signInAs('creator');
  });
  afterAll(() => server.close());

  it('saves a draft: details persisted, slug from the title, a cover drawn for it', async () => {
    const pack = await newPack(creator, 'Untitled');
    const before = await studioPack(creator, pack.id);
    expect(before).toMatchObject({ status: 'draft', coverUploaded: false, firstPublished: false });
    expect(before.coverImage).toMatch(/^\/media\/covers\/.+\.svg$/);

    const saved = await call(creator, 'PUT', `/${pack.id}`, { ...details, title: 'Knife Skills 101' });
    expect(saved.status).toBe(200);
    const after = await studioPack(creator, pack.id);
    expect(after).toMatchObject({
      status: 'draft',
      title: 'Knife Skills 101',
      slug: 'knife-skills-101',
      category: 'cooking-culinary-arts',
      priceCents: 2450,
      discountPriceCents: null,
      sampleQuestions: ['How often should I feed my starter?'],
    });
    // The category changed, so the drawn cover did too; the old address is gone, the new one is an image.
    expect(after.coverImage).not.toBe(before.coverImage);
    expect((await server.fetch(before.coverImage)).status).toBe(404);
    const cover = await server.fetch(after.coverImage);
    expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    expect(cover.headers.get('cache-control')).toContain('immutable');
    // A draft is not for sale.
    expect((await marketplace('Knife Skills')).total).toBe(0);
  });

  it('starts a pack in the interface language it was made in, and says which language its documents are in', async () => {
    const res = await creator.fetch('/api/packs', {
      method: 'POST',
      json: { title: '出汁の基本', language: 'ja' },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await studioPack(creator, id)).toMatchObject({ language: 'ja', documentsLanguage: null });

    await uploadOk(
      creator,
      id,
      'dashi.md',
      '# 合わせだし\n\n昆布は水から弱火で煮出し、沸騰直前に取り出します。',
    );
    await uploadOk(
      creator,
      id,
      'katsuo.md',
      '# かつお節\n\n火を止めてからかつお節を入れ、沈んだらこします。',
    );
    await uploadOk(
      creator,
      id,
      'notes.md',
      '# Notes\n\nKombu goes into cold water and comes out before the boil.',
    );
    await server.runJobs();
    expect(await studioPack(creator, id)).toMatchObject({ language: 'ja', documentsLanguage: 'ja' });

    const english = await readyDraft(creator, 'Bread notes');
    expect(await studioPack(creator, english.id)).toMatchObject({ language: 'en', documentsLanguage: 'en' });
  });

  it('refuses bad details naming the field, and changes nothing', async () => {
    const pack = await newPack(creator, 'Careful pack');
    const cases: [Record<string, unknown>, string][] = [
      [{ price: '-1' }, 'price'],
      [{ price: 'twelve' }, 'price'],
      [{ price: '' }, 'price'],
      [{ discountPrice: '30' }, 'discountPrice'],
      [{ category: 'astrology' }, 'category'],
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(1000) }, 'title'],
      [{ sampleQuestions: ['1', '2', '3', '4', '5', '6'] }, 'sampleQuestions'],
    ];
    for (const [change, field] of cases) {
      const res = await call(creator, 'PUT', `/${pack.id}`, { ...details, ...change });
      expect(res.status, field).toBe(400);
      const issues = (res.body.error as { issues: { path: string[] }[] }).issues;
      expect(
        issues.map((issue) => issue.path[0]),
        JSON.stringify(change),
      ).toContain(field);
    }
    expect(await studioPack(creator, pack.id)).toMatchObject({ title: 'Careful pack', priceCents: 0 });
  });

  it('saves the story with the details in one save, or neither when one part is refused', async () => {
    const pack = await newPack(creator, 'Story pack');
    const salesPage = {
      headline: 'Baker, Lyon',
      story: { title: 'Why I bake', paragraphs: ['Bread at four.'], quote: '', stats: [] },
      previewItems: [],
    };
    const mine = { ...details, title: 'Lyon bread' };
    const saved = await call(creator, 'PUT', `/${pack.id}`, { ...mine, price: '31.00', salesPage });
    expect(saved.status).toBe(200);
    expect(await studioPack(creator, pack.id)).toMatchObject({ priceCents: 3100 });
    const story = (await (await creator.fetch(`/api/studio/packs/${pack.id}/story`)).json()) as {
      headline: string;
      story: { title: string };
    };
    expect(story).toMatchObject({ headline: 'Baker, Lyon', story: { title: 'Why I bake' } });

    const refused = await call(creator, 'PUT', `/${pack.id}`, {
      ...mine,
      price: '45.00',
      salesPage: { ...salesPage, headline: 'x'.repeat(121) },
    });
    expect(refused.status).toBe(400);
    expect((refused.body.error as { issues: { path: string[] }[] }).issues[0]?.path).toEqual([
      'salesPage',
      'headline',
    ]);
    expect(await studioPack(creator, pack.id)).toMatchObject({ priceCents: 3100 });
  });

  it('refuses to publish without a ready document or a full description, saying why', async () => {
    const pack = await newPack(creator, 'Empty pack');
    const res = await call(creator, 'POST', `/${pack.id}/publish`, { ...details, description: 'Too short.' });
    expect(res.status).toBe(400);
    const error = res.body.error as { message: string; issues: { path: string[]; message: string }[] };
    expect(error.message).toBe('Upload at least one document and wait until it is ready before publishing');
    expect(error.issues.map((issue) => issue.path[0])).toEqual(['documents', 'description']);
    expect(await studioPack(creator, pack.id)).toMatchObject({ status: 'draft', title: 'Empty pack' });
  });

  it('publishes: on the marketplace, in its category and in search at once; the first pack is marked', async () => {
    const browser = server.browser();
    await browser.signInAs('creator');
    const first = await readyDraft(browser, 'Bread');
    const published = await call(browser, 'POST', `/${first.id}/publish`, details);
    expect(published.status).toBe(200);
    expect(published.body.pack).toMatchObject({
      status: 'published',
      slug: 'sourdough-baking-at-home',
      firstPublished: true,
    });
    const listed = await marketplace('Sourdough Baking');
    expect(listed.packs.map((card) => card.slug)).toEqual(['sourdough-baking-at-home']);
    const category = (await (
      await server.fetch('/api/packs?category=cooking-culinary-arts&limit=100')
    ).json()) as PackListResponse;
    expect(category.packs.map((card) => card.id)).toContain(first.id);

    // A second pack of the same title gets an address of its own, and no congratulation.
    const second = await readyDraft(browser, 'Bread again');
    const again = await call(browser, 'POST', `/${second.id}/publish`, details);
    expect(again.body.pack).toMatchObject({ slug: 'sourdough-baking-at-home-2', firstPublished: false });

    // Renaming a live pack keeps it live and keeps its address.
    await call(browser, 'PUT', `/${first.id}`, { ...details, title: 'Sourdough, Revised' });
    expect(await studioPack(browser, first.id)).toMatchObject({
      status: 'published',
      slug: 'sourdough-baking-at-home',
      title: 'Sourdough, Revised',
    });
    expect((await marketplace('Sourdough, Revised')).total).toBe(1);
  });

  it('pauses: gone for new buyers, kept by those who bought it; resumes; a draft has no pause', async () => {
    const pack = await readyDraft(creator, 'Pausable');
    await call(creator, 'POST', `/${pack.id}/publish`, { ...details, title: 'Pausable Pack' });
    const buyer = server.browser();
    const buyerUser = await buyer.signInAs('user');
    await server.db
      .insert(packEntitlements)
      .values({ userId: buyerUser.id, packId: pack.id, source: 'purchase', createdAt: new Date() });
    await server.settle();

    expect((await call(creator, 'POST', `/${pack.id}/pause`)).body.pack).toMatchObject({ status: 'paused' });
    expect((await marketplace('Pausable Pack')).total).toBe(0);
    expect((await searchOk(buyer, 'starter', [pack.id])).hits.length).toBeGreaterThan(0);

    expect((await call(creator, 'POST', `/${pack.id}/resume`)).body.pack).toMatchObject({
      status: 'published',
    });
    expect((await marketplace('Pausable Pack')).total).toBe(1);

    const draft = await newPack(creator, 'Never published');
    const pause = await call(creator, 'POST', `/${draft.id}/pause`);
    expect(pause.status).toBe(409);
    expect(await studioPack(creator, draft.id)).toMatchObject({ status: 'draft' });
  });

  it('deletes drafts only', async () => {
    const live = await readyDraft(creator, 'Live');
    await call(creator, 'POST', `/${live.id}/publish`, { ...details, title: 'Live Pack' });
    expect((await call(creator, 'DELETE', `/${live.id}`)).status).toBe(409);
    expect((await creator.fetch(`/api/packs/${live.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await marketplace('Live Pack')).total).toBe(1);

    const draft = await newPack(creator, 'Scrap');
    expect((await call(creator, 'DELETE', `/${draft.id}`)).status).toBe(200);
    expect((await creator.fetch(`/api/studio/packs/${draft.id}`)).status).toBe(404);
  });

  it('lets nobody but the owner (or an admin) touch a pack', async () => {
    const pack = await readyDraft(creator, 'Mine');
    const other = server.browser();
    await other.signInAs('creator');
    expect((await call(other, 'PUT', `/${pack.id}`, details)).status).toBe(403);
    expect((await call(other, 'POST', `/${pack.id}/publish`, details)).status).toBe(403);
    expect((await call(other, 'POST', `/${pack.id}/pause`)).status).toBe(403);
    expect((await call(other, 'DELETE', `/${pack.id}`)).status).toBe(403);
    expect((await call(other, 'GET', '')).body.packs).toEqual([]);
    expect(await studioPack(creator, pack.id)).toMatchObject({ status: 'draft', title: 'Mine' });

    const admin = server.browser();
    await admin.signInAs('admin');
    expect((await call(admin, 'PUT', `/${pack.id}`, { ...details, title: 'Fixed by an admin' })).status).toBe(
      200,
    );
  });

  it('takes an uploaded cover only when it is an image of at most 2 MB', async () => {
    const pack = await newPack(creator, 'Covered');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const put = (form: FormData) =>
      creator.fetch(`/api/studio/packs/${pack.id}/cover`, { method: 'PUT', body: form });

    const uploaded = await put(fileForm('cover.png', png, 'image/png'));
    expect(uploaded.status).toBe(200);
    const withCover = ((await uploaded.json()) as { pack: StudioPack }).pack;
    expect(withCover).toMatchObject({ coverUploaded: true });
    expect((await server.fetch(withCover.coverImage)).headers.get('content-type')).toBe('image/png');

    const svg = await put(
      fileForm('cover.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'),
    );
    expect(svg.status).toBe(415);
    const renamed = await put(fileForm('cover.png', 'MZ not an image', 'image/png'));
    expect(renamed.status).toBe(415);
    const huge = new Uint8Array(COVER_IMAGE_MAX_BYTES + 1);
    huge.set(png);
    const tooLarge = await put(fileForm('cover.png', huge, 'image/png'));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { message: string } }).error.message).toContain('2 MB');
    expect((await studioPack(creator, pack.id)).coverImage).toBe(withCover.coverImage);

    const generated = await call(creator, 'DELETE', `/${pack.id}/cover`);
    expect(generated.body.pack).toMatchObject({ coverUploaded: false });
    expect((generated.body.pack as StudioPack).coverImage).toMatch(/\.svg$/);
  });

  it('keeps test packs out of the studio', async () => {
    const admin = server.browser();
    await admin.signInAs('admin');
    const test = await newPack(admin, 'Console only', 'test');
    expect((await admin.fetch(`/api/studio/packs/${test.id}`)).status).toBe(404);
  });
});
