import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSummary } from '../../common/contracts/engine';
import { UPLOAD_MAX_BYTES } from '../../common/limits';
import { chunks } from '../db/schema';
import { documentFileKey } from '../files';
import { stageChunks } from './index-document';
import { myPack, newPack, searchOk, upload, uploadOk } from '../test/engine-helpers';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let creator: TestBrowser;

const GUIDE = `# Sourdough guide

## Starter

A starter is a culture of wild yeast and lactic acid bacteria. Feed it flour and water every day.

## Baking

Bake the loaf in a preheated Dutch oven at 250 degrees for twenty minutes, then uncover it.
`;

async function documentsOf(browser: TestBrowser, packId: string) {
  const res = await browser.fetch(`/api/packs/${packId}/documents`);
  return ((await res.json()) as { documents: DocumentSummary[] }).documents;
}

describe('documents: upload, process, list, delete', () => {
  beforeAll(async () => {
    server = await startTestServer();
    creator = server.browser();
    await creator.signInAs('creator');
  });
  afterAll(() => server.close());

  it('gives a new pack a corpus key by the spec rule', async () => {
    const pack = await newPack(creator, 'My Great Pack! 2024 edition');
    expect(pack.corpusKey).toMatch(/^pack_\d{13}my_great_pack__2024_$/);
    expect(pack).toMatchObject({ fileCount: 0, totalChunks: 0, kind: 'marketplace', status: 'draft' });
  });

  it('answers an upload at once with the document queued, then indexes it and keeps the counts', async () => {
    const pack = await newPack(creator);
    const res = await upload(creator, pack.id, 'guide.md', GUIDE, 'text/markdown');
    expect(res.status).toBe(202);
    const { document, duplicate } = (await res.json()) as { document: DocumentSummary; duplicate: boolean };
    expect(duplicate).toBe(false);
    expect(document).toMatchObject({ filename: 'guide.md', status: 'queued', mimeType: 'text/markdown' });
    // Not searchable before it is ready.
    expect((await searchOk(creator, 'starter yeast', [pack.id])).hits).toEqual([]);

    await server.runJobs();
    const [ready] = await documentsOf(creator, pack.id);
    expect(ready).toMatchObject({ status: 'ready', error: null });
    expect(ready?.chunkCount).toBeGreaterThan(0);
    expect(ready?.progress.done).toBe(ready?.progress.total);
    expect(await myPack(creator, pack.id)).toMatchObject({ fileCount: 1, totalChunks: ready?.chunkCount });

    const { hits } = await searchOk(creator, 'wild yeast starter', [pack.id]);
    expect(hits[0]).toMatchObject({
      metadata: { filename: 'guide.md' },
      heading_path: ['Sourdough guide', 'Starter'],
    });
    expect(hits[0]?.text).toContain('wild yeast');
  });

  it('stores and indexes the same bytes once per pack', async () => {
    const pack = await newPack(creator);
    const first = await uploadOk(creator, pack.id, 'a.md', GUIDE);
    const second = await upload(creator, pack.id, 'copy-of-a.md', GUIDE);
    expect(second.status).toBe(200);
    const body = (await second.json()) as { document: DocumentSummary; duplicate: boolean };
    expect(body).toMatchObject({ duplicate: true, document: { id: first.document.id, filename: 'a.md' } });
    await server.runJobs();
    expect(await documentsOf(creator, pack.id)).toHaveLength(1);
    expect((await myPack(creator, pack.id))?.fileCount).toBe(1);
  });

  it('refuses a file that is not what its name says, and a file over 10 MB, and keeps serving', async () => {
    const pack = await newPack(creator);
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]);
    const renamed = await upload(creator, pack.id, 'report.pdf', elf, 'application/pdf');
    expect(renamed.status).toBe(415);
    expect(((await renamed.json()) as { error: { code: string } }).error.code).toBe('unsupported_type');

    const big = await upload(creator, pack.id, 'big.txt', new Uint8Array(UPLOAD_MAX_BYTES + 1).fill(0x61));
    expect(big.status).toBe(413);
    const { error } = (await big.json()) as { error: { message: string } };
    expect(error.message).toBe(
      'File too large (10.0 MB). Maximum size is 10MB per file. Please split the file and upload in parts.',
    );
    expect((await server.fetch('/api/health')).status).toBe(200);
    expect(await documentsOf(creator, pack.id)).toEqual([]);
  });

  it('records a failure a creator can act on, and keeps the pack as it was', async () => {
    const pack = await newPack(creator);
    await uploadOk(creator, pack.id, 'empty.md', '   \n\n  ');
    await server.runJobs();
    const [failed] = await documentsOf(creator, pack.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/text/i);
    expect(await myPack(creator, pack.id)).toMatchObject({ fileCount: 0, totalChunks: 0 });
  });

  it('deletes a document with its chunks, and the counts follow', async () => {
    const pack = await newPack(creator);
    const { document } = await uploadOk(creator, pack.id, 'guide.md', GUIDE);
    await uploadOk(creator, pack.id, 'other.txt', 'Compost needs greens and browns in balance.');
    await server.runJobs();
    expect(await server.files.get(documentFileKey(document.id))).toBeDefined();
    const res = await creator.fetch(`/api/packs/${pack.id}/documents/${document.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await myPack(creator, pack.id)).toMatchObject({ fileCount: 1 });
    expect((await searchOk(creator, 'wild yeast starter', [pack.id])).hits).toEqual([]);
    expect(await server.db.select().from(chunks).where(eq(chunks.documentId, document.id))).toEqual([]);
    expect(await server.files.get(documentFileKey(document.id))).toBeUndefined();
  });

  it('re-indexes a document while its old chunks stay searchable', async () => {
    const pack = await newPack(creator);
    const { document } = await uploadOk(creator, pack.id, 'guide.md', GUIDE);
    await server.runJobs();
    const res = await creator.fetch(`/api/packs/${pack.id}/documents/${document.id}/reindex`, {
      method: 'POST',
    });
    expect(res.status).toBe(202);
    expect((await searchOk(creator, 'Dutch oven', [pack.id])).hits).not.toEqual([]);
    await server.runJobs();
    const [again] = await documentsOf(creator, pack.id);
    expect(again?.status).toBe('ready');
    expect((await searchOk(creator, 'Dutch oven', [pack.id])).hits).toHaveLength(1);
  });

  it('keeps what a crashed indexing wrote unseen, and clears it away with the next indexing', async () => {
    const pack = await newPack(creator);
    const { document } = await uploadOk(creator, pack.id, 'guide.md', GUIDE);
    await server.runJobs();
    const before = await myPack(creator, pack.id);
    // An attempt that wrote its passages and died before making them live.
    await stageChunks(
      server.db,
      { packId: pack.id, generation: 1e12, model: null },
      JSON.stringify([
        {
          document: document.id,
          rows: [
            {
              ordinal: 0,
              text: 'Zanzibar cloves are dried in the sun.',
              page: null,
              heading_path: [],
              char_start: 0,
              char_end: 37,
              terms: ['zanzibar', 'clove', 'dri', 'sun'],
              term_freqs: [1, 1, 1, 1],
              term_count: 4,
              embedding: null,
              injection_flags: [],
            },
          ],
        },
      ]),
    );
    expect((await searchOk(creator, 'zanzibar cloves', [pack.id])).hits).toEqual([]);
    expect((await searchOk(creator, 'Dutch oven', [pack.id])).hits).toHaveLength(1);

    await creator.fetch(`/api/packs/${pack.id}/documents/${document.id}/reindex`, { method: 'POST' });
    await server.runJobs();
    const [again] = await documentsOf(creator, pack.id);
    const rows = await server.db.select().from(chunks).where(eq(chunks.documentId, document.id));
    expect(rows).toHaveLength(again!.chunkCount);
    expect(rows.map((r) => r.text).join(' ')).not.toContain('Zanzibar');
    expect(new Set(rows.map((r) => r.generation)).size).toBe(1);
    expect(await myPack(creator, pack.id)).toMatchObject({
      fileCount: before?.fileCount,
      totalChunks: before?.totalChunks,
    });
  });

  it('ends ten concurrent uploads into one pack with every chunk present exactly once', async () => {
    const pack = await newPack(creator);
    const texts = Array.from(
      { length: 10 },
      (_, i) => `# Part ${i}\n\n${`Paragraph ${i} about topic number ${i}. `.repeat(60)}`,
    );
    const results = await Promise.all(
      texts.map((text, i) => uploadOk(creator, pack.id, `part-${i}.md`, text)),
    );
    expect(new Set(results.map((r) => r.document.id)).size).toBe(10);
    await server.runJobs();
    const docs = await documentsOf(creator, pack.id);
    expect(docs.every((d) => d.status === 'ready')).toBe(true);
    const rows = await server.db.select().from(chunks).where(eq(chunks.packId, pack.id));
    const keys = rows.map((r) => `${r.documentId}:${r.ordinal}`);
    expect(new Set(keys).size).toBe(keys.length);
    const expected = docs.reduce((sum, d) => sum + d.chunkCount, 0);
    expect(rows).toHaveLength(expected);
    expect(await myPack(creator, pack.id)).toMatchObject({ fileCount: 10, totalChunks: expected });
  });
});
