import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackListResponse } from '../../common/contracts/packs';
import type { ErrorBody } from '../../common/errors';
import { createOrderOf, createPack, createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

async function listPacks(query: Record<string, string>): Promise<PackListResponse> {
  const res = await server.api.packs.$get({ query });
  expect(res.status).toBe(200);
  return (await res.json()) as PackListResponse;
}

/** `count` people bought the pack, `hoursAgo` hours ago. */
async function bought(pack: Parameters<typeof createOrderOf>[2], count: number, hoursAgo = 1) {
  for (let i = 0; i < count; i += 1) {
    const buyer = await createUser(server.db);
    await createOrderOf(server.db, buyer.id, pack, { paidAt: new Date(Date.now() - hoursAgo * 3_600_000) });
  }
}

const slugs = (result: PackListResponse) => result.packs.map((p) => p.slug).sort();

describe('GET /api/packs', () => {
  beforeAll(async () => {
    server = await startTestServer();
    const mika = await createUser(server.db, { fullName: 'Mika Tanaka', userRole: 'creator' });
    const sourdough = await createPack(server.db, {
      slug: 'sourdough-basics',
      title: 'Sourdough Basics',
      description: 'Levain, hydration and a reliable weekend bake.',
      category: 'cooking-culinary-arts',
      creatorId: mika.id,
    });
    const tax = await createPack(server.db, {
      slug: 'tax-for-freelancers',
      title: 'Tax for Freelancers',
      description: 'Quarterly estimates without the panic. 100% practical.',
      category: 'finance-investing',
    });
    const kaizen = await createPack(server.db, {
      slug: 'kaizen-at-home',
      title: '家庭でできるカイゼン',
      description: '整理整頓と習慣化のための実践ガイド。',
      category: 'lifestyle-leisure',
      language: 'ja',
    });
    // "Purchased today" counts paid orders of the last 24 hours: older ones (and refunds) do not count.
    await bought(sourdough, 3);
    await bought(tax, 5);
    await bought(kaizen, 1);
    await bought(kaizen, 6, 25);
    await createPack(server.db, { slug: 'draft-pack', title: 'Sourdough Draft', status: 'draft' });
    await createPack(server.db, { slug: 'paused-pack', title: 'Sourdough Paused', status: 'paused' });
    await createPack(server.db, { slug: 'admin-test-pack', title: 'Sourdough Test', kind: 'test' });
  });
  afterAll(() => server.close());

  it('lists only published marketplace packs, most purchased today first', async () => {
    const result = await listPacks({});
    expect(result.packs.map((p) => p.slug)).toEqual([
      'tax-for-freelancers',
      'sourdough-basics',
      'kaizen-at-home',
    ]);
    expect(result.total).toBe(3);
  });

  it('returns every card field the marketplace shows', async () => {
    const { packs } = await listPacks({ q: 'sourdough' });
    expect(packs).toHaveLength(1);
    expect(packs[0]).toMatchObject({
      slug: 'sourdough-basics',
      title: 'Sourdough Basics',
      creator: { name: 'Mika Tanaka' },
      category: 'cooking-culinary-arts',
      currency: 'USD',
      priceCents: 4999,
      discountPriceCents: 2999,
      rating: null,
      purchasedToday: 3,
      users: 3,
      image: '/images/packs/sourdough-basics.svg',
    });
  });

  it('matches text case-insensitively in title, description, creator and category names', async () => {
    expect(slugs(await listPacks({ q: 'SOURDOUGH' }))).toEqual(['sourdough-basics']);
    expect(slugs(await listPacks({ q: 'quarterly estimates' }))).toEqual(['tax-for-freelancers']);
    expect(slugs(await listPacks({ q: 'mika' }))).toEqual(['sourdough-basics']);
    expect(slugs(await listPacks({ q: 'culinary' }))).toEqual(['sourdough-basics']);
    expect(slugs(await listPacks({ q: '料理' }))).toEqual(['sourdough-basics']);
    expect(slugs(await listPacks({ q: 'カイゼン' }))).toEqual(['kaizen-at-home']);
  });

  it('needs an exact category, and both the text and the category when both are set', async () => {
    expect(slugs(await listPacks({ category: 'finance-investing' }))).toEqual(['tax-for-freelancers']);
    expect(slugs(await listPacks({ category: 'finance-investing', q: 'tax' }))).toEqual([
      'tax-for-freelancers',
    ]);
    expect(slugs(await listPacks({ category: 'finance-investing', q: 'sourdough' }))).toEqual([]);
  });

  it('takes the search text literally, wildcards included', async () => {
    expect(slugs(await listPacks({ q: '100%' }))).toEqual(['tax-for-freelancers']);
    expect(slugs(await listPacks({ q: '%' }))).toEqual(['tax-for-freelancers']);
    expect(slugs(await listPacks({ q: '_' }))).toEqual([]);
  });

  it('treats blank text as no filter', async () => {
    expect((await listPacks({ q: '   ' })).total).toBe(3);
  });

  it('pages with limit and offset while reporting the total', async () => {
    const first = await listPacks({ limit: '2', offset: '0' });
    const second = await listPacks({ limit: '2', offset: '2' });
    expect(first.packs.map((p) => p.slug)).toEqual(['tax-for-freelancers', 'sourdough-basics']);
    expect(second.packs.map((p) => p.slug)).toEqual(['kaizen-at-home']);
    expect(second.total).toBe(3);
  });

  it.each([
    ['an over-long search text', `q=${'a'.repeat(201)}`],
    ['an unknown category', 'category=underwater-basket-weaving'],
    ['an unknown parameter', 'sort=price'],
    ['a limit above the maximum', 'limit=1000'],
    ['a negative offset', 'offset=-1'],
  ])('answers 400 with a validation error for %s', async (_name, query) => {
    const res = await server.fetch(`/api/packs?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('validation');
    expect(body.error.message).toEqual(expect.any(String));
    expect(body.error.issues?.length).toBeGreaterThan(0);
  });

  it('accepts a search text of exactly the maximum length', async () => {
    const res = await server.fetch(`/api/packs?q=${'a'.repeat(200)}`);
    expect(res.status).toBe(200);
  });
});
