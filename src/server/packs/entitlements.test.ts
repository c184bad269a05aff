import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packEntitlements, packs } from '../db/schema';
import { indexedPack, newPack, search } from '../test/engine-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, withTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let creator: TestBrowser;
let buyer: TestBrowser;
let admin: TestBrowser;
let pack: string;
let buyerId: string;

const canSearch = async (browser: TestBrowser, packId = pack) =>
  (await search(browser, { query: 'kombu', pack_ids: [packId] })).status;
const readable = async (browser: TestBrowser) =>
  ((await (await browser.fetch('/api/me/packs')).json()) as { packs: { id: string; access: string }[] })
    .packs;
const setPack = async (fields: Partial<typeof packs.$inferInsert>) => {
  await server.db.update(packs).set(fields).where(eq(packs.id, pack));
  await server.settle();
};

useTestServer(async (started) => {
  server = started;
  [creator, buyer, admin] = await server.signedInBrowsers('creator', 'user', 'admin');
  buyerId = buyer.user?.id ?? '';
  const dashi = '# Dashi\n\nSoak kombu in water for thirty minutes.';
  pack = await indexedPack(server, creator, 'Dashi', { 'dashi.md': dashi });
});

describe('who may read a pack', () => {
  it('its creator and admins; nobody else until they have a reason', async () => {
    expect(await canSearch(creator)).toBe(200);
    expect(await canSearch(admin)).toBe(200);
    expect(await canSearch(buyer)).toBe(403);
    expect(await readable(buyer)).toEqual([]);
    expect((await readable(creator)).map((p) => p.access)).toEqual(['creator']);
  });

  it('anyone signed in, once it is free and published; not while it is a draft', async () => {
    await setPack({ priceCents: 0, discountPriceCents: null, status: 'draft' });
    expect(await canSearch(buyer)).toBe(403);
    await setPack({ status: 'published' });
    expect(await canSearch(buyer)).toBe(200);
    expect((await readable(buyer)).map((p) => [p.id, p.access])).toEqual([[pack, 'free']]);
    await setPack({ priceCents: 1999 });
    expect(await canSearch(buyer)).toBe(403);
  });

  it('a person an admin granted it to, until the grant is revoked', async () => {
    const grant = await admin.fetch(`/api/admin/users/${buyerId}/entitlements`, {
      method: 'POST',
      json: { pack_id: pack },
    });
    expect(grant.status).toBe(200);
    expect(
      ((await grant.json()) as { entitlements: { pack_title: string; source: string }[] }).entitlements,
    ).toEqual([expect.objectContaining({ pack_title: 'Dashi', source: 'grant' })]);
    expect(await canSearch(buyer)).toBe(200);
    const answer = await buyer.fetch('/api/answers', {
      method: 'POST',
      json: { query: 'How long does kombu soak?', pack_ids: [pack], language: 'en' },
    });
    expect(answer.status).toBe(200);

    const revoke = await admin.fetch(`/api/admin/users/${buyerId}/entitlements/${pack}`, {
      method: 'DELETE',
    });
    expect(revoke.status).toBe(200);
    expect(await canSearch(buyer)).toBe(403);
    const again = await admin.fetch(`/api/admin/users/${buyerId}/entitlements/${pack}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('a buyer, who keeps reading a pack its creator paused', async () => {
    await server.db
      .insert(packEntitlements)
      .values({ userId: buyerId, packId: pack, source: 'purchase', createdAt: new Date() });
    await server.settle();
    await setPack({ status: 'paused' });
    expect(await canSearch(buyer)).toBe(200);
    expect((await readable(buyer)).map((p) => p.access)).toEqual(['purchase']);
    await server.db.delete(packEntitlements).where(eq(packEntitlements.userId, buyerId));
    await server.settle();
    expect(await canSearch(buyer)).toBe(403);
  });

  it('refuses a grant of a pack that does not exist, and to a person who does not exist', async () => {
    const noPack = await admin.fetch(`/api/admin/users/${buyerId}/entitlements`, {
      method: 'POST',
      json: { pack_id: crypto.randomUUID() },
    });
    expect(noPack.status).toBe(404);
    const noPerson = await admin.fetch(`/api/admin/users/${crypto.randomUUID()}/entitlements`, {
      method: 'POST',
      json: { pack_id: pack },
    });
    expect(noPerson.status).toBe(404);
  });
});

describe('packs that change while a search reads them', () => {
  it('are never called unknown: 40 searches of a held and a new pack, each beside a change to the held one', async () => {
    const other = (await newPack(creator, 'Katsuobushi')).id;
    const statuses: number[] = [];
    for (let round = 0; round < 40; round += 1) {
      // The held pack is in the instance's memory, the other not (its change dropped it) ...
      await server.db
        .update(packs)
        .set({ description: `round ${round}` })
        .where(eq(packs.id, other));
      await server.settle();
      expect(await canSearch(admin)).toBe(200);
      // ... and the held one changes while the search reads the other: its announcement drops it mid-read.
      const [res] = await Promise.all([
        search(admin, { query: 'kombu', pack_ids: [pack, other] }),
        server.db
          .update(packs)
          .set({ description: `changed ${round}` })
          .where(eq(packs.id, pack)),
      ]);
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});

describe('two instances over one database', () => {
  it('both honour a grant and its revocation at once', async () => {
    await withTestServer({ shareDatabaseWith: server }, async (second) => {
      const { browser: other, user: otherUser } = await second.signedIn('user');
      const otherId = otherUser.id;
      expect(await canSearch(other)).toBe(403);
      await admin.fetch(`/api/admin/users/${otherId}/entitlements`, {
        method: 'POST',
        json: { pack_id: pack },
      });
      await second.settle();
      expect(await canSearch(other)).toBe(200);
      await admin.fetch(`/api/admin/users/${otherId}/entitlements/${pack}`, { method: 'DELETE' });
      await second.settle();
      expect(await canSearch(other)).toBe(403);
    });
  });
});
