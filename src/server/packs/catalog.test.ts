import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { packs } from '../db/schema';
import { createPack } from '../test/factories';
import { openTestDatabase } from '../test/test-database';
import { systemClock } from '../clock';
import { createCatalog } from './catalog';
import { INDEX_CHANNEL } from '../db/channels';

const ALL = { q: undefined, limit: 100, offset: 0 };
let database: DatabaseHandle;

describe('the in-memory catalog', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('serves its snapshot until it is older than the TTL, then refreshes in the background', async () => {
    let now = Date.parse('2026-11-21T09:00:00Z');
    const catalog = createCatalog(database.reads, { ttlMs: 5_000, now: () => new Date(now) });
    const first = await createPack(database.db, { title: 'Catalog First' });
    expect((await catalog.list({ ...ALL, q: 'catalog' })).total).toBe(1);

    await createPack(database.db, { title: 'Catalog Second' });
    now += 4_000;
    expect((await catalog.list({ ...ALL, q: 'catalog' })).total).toBe(1); // still fresh enough

    now += 2_000;
    // The stale snapshot answers at once while a refresh starts behind it …
    expect((await catalog.list({ ...ALL, q: 'catalog' })).total).toBe(1);
    // … and the next call sees the refreshed one.
    await expect.poll(async () => (await catalog.list({ ...ALL, q: 'catalog' })).total).toBe(2);

    await database.db.update(packs).set({ status: 'paused' }).where(eq(packs.id, first.id));
    catalog.invalidate();
    expect((await catalog.list({ ...ALL, q: 'catalog' })).total).toBe(1);
  });

  it('gives concurrent first callers the same snapshot', async () => {
    const catalog = createCatalog(database.reads, { ttlMs: 60_000, now: systemClock });
    const results = await Promise.all(Array.from({ length: 20 }, () => catalog.list(ALL)));
    expect(new Set(results.map((r) => r.total)).size).toBe(1);
    await createPack(database.db, { title: 'Catalog Late' });
    expect((await catalog.list(ALL)).total).toBe(results[0]?.total);
  });

  it('drops its snapshot when the database announces a change made by any instance', async () => {
    const catalog = createCatalog(database.reads, {
      ttlMs: 60_000,
      changes: database.changes,
      now: systemClock,
    });
    const pack = await createPack(database.db, { title: 'Catalog Announced', status: 'draft' });
    expect((await catalog.list({ ...ALL, q: 'announced' })).total).toBe(0);
    // Published by another instance: nothing here calls invalidate().
    await database.db.update(packs).set({ status: 'published' }).where(eq(packs.id, pack.id));
    await database.changes.sync(INDEX_CHANNEL);
    expect((await catalog.list({ ...ALL, q: 'announced' })).total).toBe(1);
  });

  it('keeps its snapshot while a pack it does not list is indexed, and drops it when a listed one is', async () => {
    const catalog = createCatalog(database.reads, {
      ttlMs: 60_000,
      changes: database.changes,
      now: systemClock,
    });
    const draft = await createPack(database.db, { title: 'Catalog Draft Import', status: 'draft' });
    const listed = await createPack(database.db, { title: 'Catalog Listed Import' });
    await database.changes.sync(INDEX_CHANNEL); // their creation's announcements have all arrived (PostgreSQL's later)
    const before = await catalog.list({ ...ALL, q: 'import' });
    expect(before.total).toBe(1);
    // The draft's passages change (an import's commit): its counts and index version, announced as `pack:<id>`.
    await database.db
      .update(packs)
      .set({ indexVersion: sql`${packs.indexVersion} + 1`, fileCount: 3000 })
      .where(eq(packs.id, draft.id));
    await database.changes.sync(INDEX_CHANNEL);
    expect(await catalog.list({ ...ALL, q: 'import' })).toBe(before); // the same snapshot's memoized answer

    await database.db
      .update(packs)
      .set({ indexVersion: sql`${packs.indexVersion} + 1`, fileCount: 12 })
      .where(eq(packs.id, listed.id));
    await database.changes.sync(INDEX_CHANNEL);
    const after = await catalog.list({ ...ALL, q: 'import' });
    expect(after).not.toBe(before); // read again
    expect(after.packs.map((card) => card.id)).toEqual([listed.id]);
  });
});
