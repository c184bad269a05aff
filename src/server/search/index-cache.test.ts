import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { chunks, documents } from '../db/schema';
import { createPack, stampedNow } from '../test/factories';
import { openTestDatabase } from '../test/test-database';
import { createIndexCache } from './index-cache';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle.close());

/** A published pack with one indexed document of `passages` passages. */
async function packOf(passages: number) {
  const { db } = handle;
  const pack = await createPack(db);
  const [doc] = await db
    .insert(documents)
    .values({
      packId: pack.id,
      filename: 'notes.md',
      mimeType: 'text/markdown',
      language: 'en',
      byteSize: 1,
      sha256: randomUUID(),
      status: 'ready',
      ...stampedNow(),
    })
    .returning({ id: documents.id });
  await db.insert(chunks).values(
    Array.from({ length: passages }, (_, ordinal) => ({
      documentId: doc!.id,
      packId: pack.id,
      ordinal,
      text: `tea passage ${ordinal}`,
      charStart: ordinal * 20,
      charEnd: ordinal * 20 + 15,
      terms: ['tea', `passage${ordinal}`],
      termFreqs: [1, 1],
      termCount: 2,
    })),
  );
  return pack;
}

describe('the search index cache', () => {
  it('holds at most its bound of passages, dropping the pack searched least recently', async () => {
    const cache = createIndexCache(handle.reads, handle.changes, { maxChunks: 5 });
    await handle.changes.sync('kenja_index');
    const [a, b, c] = [await packOf(2), await packOf(2), await packOf(2)];

    const firstA = await cache.get(a);
    await cache.get(b);
    expect(cache.heldChunks()).toBe(4);
    expect(await cache.get(a)).toBe(firstA); // still held, and now the most recent
    await cache.get(c); // 6 passages: b, searched least recently, goes
    expect(cache.size()).toBe(2);
    expect(cache.heldChunks()).toBe(4);
    expect(await cache.get(a)).toBe(firstA);
    expect(await cache.get(c)).toBe(await cache.get(c));

    const big = await packOf(8); // larger than the bound on its own: kept, alone
    const bigIndex = await cache.get(big);
    expect(cache.size()).toBe(1);
    expect(cache.heldChunks()).toBe(8);
    expect(await cache.get(big)).toBe(bigIndex);
    expect(await cache.get(a)).not.toBe(firstA); // rebuilt from its rows, and the big one dropped
    expect(cache.heldChunks()).toBe(2);
  });
});
