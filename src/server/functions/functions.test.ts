import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm } from '../test/factories';
import { myPack, uploadOk } from '../test/engine-helpers';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let creator: TestBrowser;

async function call(browser: TestBrowser, name: string, json: unknown) {
  const res = await browser.fetch(`/functions/v1/${name}`, { method: 'POST', json });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the spec function endpoints (02 §7)', () => {
  beforeAll(async () => {
    server = await startTestServer({
      jobs: 'background',
      worker: { pollMs: 50 },
      deps: { functionUploadWaitMs: 20_000 },
    });
    creator = server.browser();
    await creator.signInAs('creator');
  });
  afterAll(() => server.close());

  it('create a corpus, upload into it by corpus key, search it, delete documents and the pack', async () => {
    const created = await call(creator, 'vectara-packs-create', {
      name: 'Field Guide',
      userId: creator.user?.id,
    });
    expect(created.status).toBe(201);
    const corpus = created.body.corpus as { corpus_key: string; id: string; request_id: string };
    expect(created.body.success).toBe(true);
    expect(corpus.corpus_key).toMatch(/^pack_\d{13}field_guide$/);
    expect(corpus.request_id).toMatch(/.+/);

    const res = await creator.fetch('/functions/v1/vectara-file-upload', {
      method: 'POST',
      body: fileForm('birds.md', '# Birds\n\nThe robin sings at dawn in spring.', 'text/markdown', {
        corpus_key: corpus.corpus_key,
        user_id: creator.user?.id ?? '',
      }),
    });
    expect(res.status).toBe(200);
    const uploaded = (await res.json()) as {
      success: boolean;
      processed_parts: number;
      document: { id: string };
    };
    expect(uploaded.success).toBe(true);
    expect(uploaded.processed_parts).toBeGreaterThan(0);

    const found = await call(creator, 'vectara-search', {
      query: 'robin dawn',
      pack_ids: [corpus.id],
      user_id: creator.user?.id,
      request_id: 'req_1_abc',
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ success: true, request_id: 'req_1_abc' });
    expect((found.body.hits as { metadata: { filename: string } }[])[0]?.metadata.filename).toBe('birds.md');

    const docsDeleted = await call(creator, 'vectara-docs-delete', {
      corpusKey: corpus.corpus_key,
      documentIds: [uploaded.document.id],
    });
    expect(docsDeleted.body).toEqual({ success: true, deleted: 1 });
    expect(await myPack(creator, corpus.id)).toMatchObject({ fileCount: 0, totalChunks: 0 });

    const packDeleted = await call(creator, 'vectara-pack-delete', { corpusKey: corpus.corpus_key });
    expect(packDeleted.body).toEqual({ success: true });
    expect(await myPack(creator, corpus.id)).toBeUndefined();
  });

  it('adds a passage of text with vectara-embed', async () => {
    const { body } = await call(creator, 'vectara-packs-create', { name: 'Passages' });
    const packId = (body.corpus as { id: string }).id;
    const embedded = await call(creator, 'vectara-embed', {
      text: 'Granite is an igneous rock.',
      packId,
      chunkId: 'rock-1',
      metadata: { filename: 'rocks.txt' },
    });
    expect(embedded.status).toBe(202);
    expect(embedded.body).toMatchObject({ success: true, document: { filename: 'rocks.txt' } });
  });

  it('refuses a user id that is not the caller, and answers errors in the spec shape', async () => {
    const other = await call(creator, 'vectara-packs-create', { name: 'X', user_id: crypto.randomUUID() });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ success: false, code: 'forbidden' });

    const blank = await call(creator, 'vectara-packs-create', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      success: false,
      code: 'validation',
      details: { field_errors: { name: ['Name is required'] } },
    });

    const search = await call(creator, 'vectara-search', { query: '', pack_ids: [crypto.randomUUID()] });
    expect(search.status).toBe(400);
    expect(search.body.success).toBe(false);

    const missing = await call(creator, 'vectara-pack-delete', { corpusKey: 'pack_0nothing' });
    expect(missing).toMatchObject({
      status: 404,
      body: { success: false, error: 'Selected pack not found' },
    });
  });

  it('answers 401 with the spec message when nobody is signed in', async () => {
    const res = await server.fetch('/functions/v1/vectara-search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'x', pack_ids: [crypto.randomUUID()] }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, error: 'User not authenticated' });
  });

  it('reports a file that failed processing', async () => {
    const { body } = await call(creator, 'vectara-packs-create', { name: 'Broken' });
    const corpusKey = (body.corpus as { corpus_key: string }).corpus_key;
    const res = await creator.fetch('/functions/v1/vectara-file-upload', {
      method: 'POST',
      body: fileForm('blank.txt', '\n\n   \n', 'text/plain', { corpus_key: corpusKey }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ success: false, processed_parts: 0 });
  });

  it('keeps uploads of the same file in different packs apart', async () => {
    const a = await call(creator, 'vectara-packs-create', { name: 'A' });
    const b = await call(creator, 'vectara-packs-create', { name: 'B' });
    const idA = (a.body.corpus as { id: string }).id;
    const idB = (b.body.corpus as { id: string }).id;
    const first = await uploadOk(creator, idA, 'same.md', 'Identical bytes.');
    const second = await uploadOk(creator, idB, 'same.md', 'Identical bytes.');
    expect(second.duplicate).toBe(false);
    expect(second.document.id).not.toBe(first.document.id);
  });
});
