import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSummary, ImportResponse } from '../../common/contracts/engine';
import { IMPORT_MAX_FILES, UPLOAD_MAX_BYTES } from '../../common/limits';
import { documents, jobs } from '../db/schema';
import { documentFileKey } from '../files';
import { myPack, newPack, searchOk, uploadOk } from '../test/engine-helpers';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let creator: TestBrowser;

type File = { name: string; content: string | Uint8Array; type?: string };

/** A note of a knowledge base: a heading and a line that only it holds (`term{n}`). */
const note = (n: number): File => ({
  name: `note-${n}.md`,
  content: `# Note ${n}\n\nThe word zephyr${n}q appears in this note alone, about bread and ovens.\n`,
  type: 'text/markdown',
});

function importForm(files: File[]) {
  const form = new FormData();
  for (const { name, content, type = '' } of files) {
    form.append('files', new Blob([content as BlobPart], { type }), name);
  }
  return form;
}

const importFiles = (packId: string, files: File[]) =>
  creator.fetch(`/api/packs/${packId}/documents/import`, { method: 'POST', body: importForm(files) });

async function importOk(packId: string, files: File[]) {
  const res = await importFiles(packId, files);
  expect(res.status).toBe(202);
  return (await res.json()) as ImportResponse;
}

async function documentsOf(packId: string) {
  const res = await creator.fetch(`/api/packs/${packId}/documents`);
  return ((await res.json()) as { documents: DocumentSummary[] }).documents;
}

describe('importing many documents at once', () => {
  beforeAll(async () => {
    server = await startTestServer();
    creator = server.browser();
    await creator.signInAs('creator');
  });
  afterAll(() => server.close());

  it('takes a folder of notes, reports what it left out, and indexes the small ones together', async () => {
    const pack = await newPack(creator);
    const { document: earlier } = await uploadOk(creator, pack.id, 'note-1.md', note(1).content);
    const notes = Array.from({ length: 70 }, (_, i) => note(i + 1));
    const result = await importOk(pack.id, [
      ...notes,
      { name: 'copy-of-note-2.md', content: note(2).content },
      { name: 'empty.txt', content: '' },
      { name: 'photo.png', content: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), type: 'image/png' },
    ]);

    expect(result.documents).toHaveLength(69);
    expect(result.documents.every((doc) => doc.status === 'queued')).toBe(true);
    expect(result.duplicates).toEqual([
      { filename: 'note-1.md', documentId: earlier.id },
      { filename: 'copy-of-note-2.md', documentId: result.documents[0]!.id },
    ]);
    expect(result.skipped).toEqual([
      { filename: 'empty.txt', reason: 'empty', message: '"empty.txt" is empty' },
      expect.objectContaining({ filename: 'photo.png', reason: 'unsupported_type' }),
    ]);
    // Small documents share their indexing jobs: 50, then the other 19.
    const queued = await server.db.select().from(jobs).where(like(jobs.key, 'documents:%'));
    const slices = queued.map((job) => (job.payload.documentIds as string[]).length).sort((a, b) => b - a);
    expect(slices).toEqual([50, 19]);

    await server.runJobs();
    const listed = await documentsOf(pack.id);
    expect(listed).toHaveLength(70);
    expect(listed.every((doc) => doc.status === 'ready' && doc.chunkCount === 1)).toBe(true);
    expect(await myPack(creator, pack.id)).toMatchObject({ fileCount: 70, totalChunks: 70 });
    const { hits } = await searchOk(creator, 'zephyr57q', [pack.id]);
    const note57 = listed.find((doc) => doc.filename === 'note-57.md');
    expect(hits.map((hit) => hit.document_id)).toEqual([note57?.id]);
  });

  it('fails the file that holds no text alone; the others of its job become searchable', async () => {
    const pack = await newPack(creator);
    const result = await importOk(pack.id, [note(1), { name: 'blank.md', content: '   \n\n  ' }, note(3)]);
    await server.runJobs();
    const listed = await documentsOf(pack.id);
    const byName = Object.fromEntries(listed.map((doc) => [doc.filename, doc]));
    expect(byName['blank.md']).toMatchObject({ status: 'failed', error: expect.stringMatching(/text/i) });
    expect(byName['note-1.md']?.status).toBe('ready');
    expect(byName['note-3.md']?.status).toBe('ready');
    expect(result.documents).toHaveLength(3);
    expect((await searchOk(creator, 'zephyr3q', [pack.id])).hits).toHaveLength(1);
    expect(await myPack(creator, pack.id)).toMatchObject({ fileCount: 2 });
  });

  it('reports a file over the upload limit and takes the rest', async () => {
    const pack = await newPack(creator);
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1).fill(0x61);
    const result = await importOk(pack.id, [note(1), { name: 'huge.txt', content: big, type: 'text/plain' }]);
    expect(result.documents.map((doc) => doc.filename)).toEqual(['note-1.md']);
    expect(result.skipped).toEqual([
      { filename: 'huge.txt', reason: 'too_large', message: expect.stringMatching(/Maximum size is 10MB/) },
    ]);
  });

  it('refuses an import of more files than one request carries, and keeps nothing of it', async () => {
    const pack = await newPack(creator);
    const files = Array.from({ length: IMPORT_MAX_FILES + 1 }, (_, i) => note(i + 1));
    const res = await importFiles(pack.id, files);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(`at most ${IMPORT_MAX_FILES} files`);
    expect(await server.db.select().from(documents).where(eq(documents.packId, pack.id))).toEqual([]);
  });

  it('refuses a pack the creator does not manage (403, as an upload), and takes nothing', async () => {
    const other = server.browser();
    await other.signInAs('creator');
    const theirs = await newPack(other);
    const res = await importFiles(theirs.id, [note(1)]);
    expect(res.status).toBe(403);
    expect(await server.db.select().from(documents).where(eq(documents.packId, theirs.id))).toEqual([]);
  });

  it('stores each taken file once, under its document', async () => {
    const pack = await newPack(creator);
    const { documents: taken } = await importOk(pack.id, [note(1), note(2)]);
    for (const doc of taken) expect(await server.files.get(documentFileKey(doc.id))).toBeDefined();
  });
});
