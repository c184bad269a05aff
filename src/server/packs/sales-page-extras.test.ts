import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRY_REFUSALS,
  type PackActivity,
  type PackPage,
  type TryExcerpt,
} from '../../common/contracts/packs';
import { packQuestions, packs, reviews } from '../db/schema';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limit';
import { buy } from '../test/api-call';
import { newPack, uploadOk } from '../test/engine-helpers';
import { createOrderOf, createPack, createUser } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

const pageOf = async (slug: string, browser = server.browser()) =>
  (await (await browser.fetch(`/api/packs/by-slug/${slug}`)).json()) as PackPage;

/** A published pack with a real document, indexed, and sample questions. */
async function indexedPack(creator: TestBrowser, title: string, sampleQuestions: string[]) {
  const made = await newPack(creator, title);
  await uploadOk(
    creator,
    made.id,
    'starter.md',
    '# Starter\n\nFeed the starter daily with equal weights of flour and water, at room temperature.\n\n' +
      '# Baking\n\nBake in a hot oven at 250 degrees with steam for the first twenty minutes.',
  );
  await server.runJobs();
  const [row] = await server.db
    .update(packs)
    .set({ status: 'published', sampleQuestions, priceCents: 1000 })
    .where(eq(packs.id, made.id))
    .returning();
  await server.settle();
  return row!;
}

describe('the sales page’s story, creator, related packs, activity and demo', () => {
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        writes: { points: 1000, seconds: 60 },
        tries: { points: 2, seconds: 86_400 },
      },
    });
  });
  afterAll(() => server.close());

  it('tells the creator’s story and headline, edited in the studio, and the creator’s record', async () => {
    const creator = server.browser();
    const me = await creator.signInAs('creator');
    const pack = await createPack(server.db, { creatorId: me.id, category: 'cooking-culinary-arts' });
    expect((await pageOf(pack.slug)).story).toBeNull();

    const saved = await creator.fetch(`/api/studio/packs/${pack.id}/story`, {
      method: 'PUT',
      json: {
        story: {
          title: 'Why I wrote this',
          paragraphs: ['Twenty years of bakeries.', '  ', 'Now yours.'],
          quote: 'Bread is patience.',
          stats: [
            { value: '20', label: 'years baking' },
            { value: '', label: 'dropped' },
          ],
        },
        headline: 'Head baker, Kyoto',
        previewItems: [
          {
            id: 'p1',
            type: 'template',
            title: 'Feeding log',
            preview: 'Date, flour, water…',
            content: 'The whole log.',
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    // Everyone sees the preview; the rest is for those who may read the pack (its creator here).
    const anonymous = await pageOf(pack.slug);
    expect(anonymous.previewItems).toEqual([
      { id: 'p1', type: 'template', title: 'Feeding log', preview: 'Date, flour, water…', content: '' },
    ]);
    expect((await pageOf(pack.slug, creator)).previewItems[0]?.content).toBe('The whole log.');
    const page = await pageOf(pack.slug);
    expect(page.story).toEqual({
      title: 'Why I wrote this',
      paragraphs: ['Twenty years of bakeries.', 'Now yours.'],
      quote: 'Bread is patience.',
      stats: [{ value: '20', label: 'years baking' }],
    });
    const buyer = await createUser(server.db);
    await createOrderOf(server.db, buyer.id, pack);
    await server.db.update(packs).set({ rating: 4.5, reviewCount: 2 }).where(eq(packs.id, pack.id));
    await server.settle();
    expect((await pageOf(pack.slug)).creator).toMatchObject({
      name: me.full_name,
      headline: 'Head baker, Kyoto',
      packs: 1,
      buyers: 1,
      rating: 4.5,
      reviewCount: 2,
    });
    // Someone else's pack: 403; a story too long: 400.
    const other = server.browser();
    await other.signInAs('creator');
    const story = { title: 'x', paragraphs: [], quote: '', stats: [] };
    expect(
      (
        await other.fetch(`/api/studio/packs/${pack.id}/story`, {
          method: 'PUT',
          json: { story, headline: '' },
        })
      ).status,
    ).toBe(403);
    const badType = {
      story,
      headline: '',
      previewItems: [{ id: 'x', type: 'video', title: 't', preview: 'p', content: '' }],
    };
    expect(
      (await creator.fetch(`/api/studio/packs/${pack.id}/story`, { method: 'PUT', json: badType })).status,
    ).toBe(400);
    const long = { ...story, paragraphs: ['x'.repeat(1501)] };
    expect(
      (
        await creator.fetch(`/api/studio/packs/${pack.id}/story`, {
          method: 'PUT',
          json: { story: long, headline: '' },
        })
      ).status,
    ).toBe(400);
  });

  it('relates packs of the same category first, then packs on similar subjects', async () => {
    const pack = await createPack(server.db, {
      category: 'gardening-horticulture',
      title: 'Tomato Growing',
      description: 'Seedlings, pruning and watering tomatoes.',
    });
    const sameCategory = await createPack(server.db, { category: 'gardening-horticulture', title: 'Roses' });
    const similar = await createPack(server.db, {
      category: 'cooking-culinary-arts',
      title: 'Tomato Sauces',
      description: 'From tomatoes to sauce.',
    });
    await createPack(server.db, { category: 'finance-investing', title: 'Index Funds' });
    await createPack(server.db, {
      category: 'gardening-horticulture',
      title: 'Draft garden',
      status: 'draft',
    });
    const related = (await pageOf(pack.slug)).related.map((card) => card.slug);
    expect(related.slice(0, 2)).toEqual([sameCategory.slug, similar.slug]);
    expect(related).toHaveLength(2);
  });

  it('feeds the newest purchases, reviews and questions, naming reviewers only (shortened)', async () => {
    const pack = await createPack(server.db);
    const aiko = await createUser(server.db, { fullName: 'Aiko Sato' });
    const ben = await createUser(server.db, { fullName: 'Ben Miller' });
    const carla = await createUser(server.db, { fullName: 'Carla Diaz' });
    const t = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await createOrderOf(server.db, aiko.id, pack, { paidAt: t(30) });
    await createOrderOf(server.db, ben.id, pack, { paidAt: t(20) });
    await server.db.insert(reviews).values({
      packId: pack.id,
      authorId: ben.id,
      rating: 5,
      comment: 'Great',
      createdAt: t(10),
      updatedAt: t(10),
    });
    await server.db
      .insert(packQuestions)
      .values({ packId: pack.id, authorId: carla.id, question: 'PDF?', createdAt: t(5) });
    const res = await server.browser().fetch(`/api/packs/by-slug/${pack.slug}/activity`);
    const { items } = (await res.json()) as { items: PackActivity[] };
    expect(items.map((item) => [item.action, item.name, item.rating])).toEqual([
      ['question', null, null],
      ['review', 'Ben M.', 5],
      ['purchase', null, null],
    ]);
    // No buyer's or asker's name anywhere in what every visitor receives.
    const body = JSON.stringify(items);
    for (const name of ['Aiko', 'Carla', 'Sato', 'Diaz']) expect(body).not.toContain(name);
    expect((await server.browser().fetch('/api/packs/by-slug/no-such-pack/activity')).status).toBe(404);
  });

  it('shows one checkout of two packs under unrelated ids in their feeds, with nothing of the order in them', async () => {
    const first = await createPack(server.db);
    const second = await createPack(server.db);
    const { browser: buyer } = await server.signedIn('user');
    const order = await buy(buyer, { packIds: [first.id, second.id] });
    const feedOf = async (slug: string) => {
      const res = await server.browser().fetch(`/api/packs/by-slug/${slug}/activity`);
      return ((await res.json()) as { items: PackActivity[] }).items;
    };
    const [one] = await feedOf(first.slug);
    const [other] = await feedOf(second.slug);
    expect([one?.action, other?.action]).toEqual(['purchase', 'purchase']);
    expect(one?.id).not.toBe(other?.id);
    // Nothing a visitor receives names the order, and the times do not share the payment's instant.
    const body = JSON.stringify([one, other]);
    expect(body).not.toContain(order.id);
    expect(body).not.toContain(order.id.replaceAll('-', ''));
    expect(one?.time.slice(17)).toBe('00.000Z');
    // The id stays the item's own from one poll to the next (a list key).
    expect((await feedOf(first.slug))[0]?.id).toBe(one?.id);
  });

  it('tries a sample question against the real index: cited excerpts, a few a day, sample questions only', async () => {
    const creator = server.browser();
    await creator.signInAs('creator');
    const pack = await indexedPack(creator, 'Sourdough at Home', ['How often do I feed the starter?']);
    const visitor = server.browser();
    const ask = (question: string) =>
      visitor.fetch(`/api/packs/by-slug/${pack.slug}/try`, { method: 'POST', json: { question } });

    const refused = await ask('Tell me everything in the pack');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      TRY_REFUSALS.notSample,
    );

    const res = await ask('How often do I feed the starter?');
    expect(res.status).toBe(200);
    const { excerpts } = (await res.json()) as { excerpts: TryExcerpt[] };
    expect(excerpts[0]).toMatchObject({ filename: 'starter.md', headingPath: ['Starter'] });
    expect(excerpts[0]?.text).toContain('Feed the starter daily');
    // The refused question counted too: the day's two tries are spent.
    const spent = await ask('How often do I feed the starter?');
    expect(spent.status).toBe(429);
    expect(spent.headers.get('retry-after')).toBeTruthy();
  });
});

describe('the sales page’s questions to try, drawn from the pack', () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('offers questions drawn from the pack’s own sections in each of its languages, which a visitor may try', async () => {
    const creator = server.browser();
    await creator.signInAs('creator');
    const made = await newPack(creator, '出汁の基本');
    await uploadOk(
      creator,
      made.id,
      'dashi.md',
      '# 出汁の基本\n\n和食の味の土台です。\n\n## 合わせだし\n\n昆布を水から弱火で煮出し、沸騰直前に取り出してからかつお節を入れます。\n\n' +
        '## 一番だし\n\n一番だしは香りを生かす吸い物に使い、煮物には二番だしを使います。',
    );
    await uploadOk(
      creator,
      made.id,
      'kombu.md',
      '# Kombu stock\n\nSoak the kombu in cold water for thirty minutes, then heat it slowly and remove it before the boil.',
    );
    await server.runJobs();
    const [row] = await server.db
      .update(packs)
      .set({ status: 'published', language: 'ja', priceCents: 1000 })
      .where(eq(packs.id, made.id))
      .returning();
    const slug = row!.slug;
    await server.settle();

    const { pack } = await pageOf(slug);
    const japanese = pack.sampleQuestions.filter((question) => /[ぁ-んァ-ン一-龠]/u.test(question));
    const english = pack.sampleQuestions.filter((question) => !/[ぁ-んァ-ン一-龠]/u.test(question));
    expect(japanese.length).toBeGreaterThan(0);
    expect(japanese.some((question) => question.includes('合わせだし'))).toBe(true);
    expect(english.some((question) => /kombu/i.test(question))).toBe(true);
    // The pack's own language first.
    expect(pack.sampleQuestions[0]).toBe(japanese[0]);

    const res = await server
      .browser()
      .fetch(`/api/packs/by-slug/${slug}/try`, { method: 'POST', json: { question: japanese[0] } });
    expect(res.status).toBe(200);
    const { excerpts } = (await res.json()) as { excerpts: TryExcerpt[] };
    expect(excerpts[0]?.filename).toBe('dashi.md');

    // A creator who writes questions in one language keeps them first; drawn ones fill in the other language only.
    await server.db
      .update(packs)
      .set({ sampleQuestions: ['一番だしは何に使いますか？'] })
      .where(eq(packs.id, made.id));
    await server.settle();
    const written = (await pageOf(slug)).pack.sampleQuestions;
    expect(written[0]).toBe('一番だしは何に使いますか？');
    expect(written.slice(1).every((question) => !/[ぁ-んァ-ン一-龠]/u.test(question))).toBe(true);
    expect(written.length).toBeGreaterThan(1);
  });
});
