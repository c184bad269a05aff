import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSummary } from '../../common/contracts/engine';
import { myPack, newPack, upload } from '../test/engine-helpers';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';
import { makePdf } from './fixtures/pdf';
import { writeZip } from './fixtures/zip-writer';

let server: TestServer;
let creator: TestBrowser;
let packId: string;

async function statusOf(documentId: string): Promise<DocumentSummary | undefined> {
  const res = await creator.fetch(`/api/packs/${packId}/documents`);
  const { documents } = (await res.json()) as { documents: DocumentSummary[] };
  return documents.find((d) => d.id === documentId);
}

async function uploadAndProcess(name: string, bytes: Uint8Array, type = '') {
  const res = await upload(creator, packId, name, bytes, type);
  const body = (await res.json()) as {
    document?: DocumentSummary;
    error?: { code: string; message: string };
  };
  if (res.status !== 202) return { status: res.status, error: body.error };
  await server.runJobs();
  return { status: res.status, document: await statusOf(body.document?.id ?? '') };
}

describe('hostile files: each fails alone with a clear reason, and the server keeps answering', () => {
  beforeAll(async () => {
    // The default extraction deadline: each file here must fail for what it is, not for a busy machine (an 8 s
    // deadline failed the zip bomb with "took longer" while other suites ran). The deadline has its own test below.
    server = await startTestServer();
    creator = server.browser();
    await creator.signInAs('creator');
    packId = (await newPack(creator)).id;
  });
  afterAll(() => server.close());

  it('refuses a renamed executable and a ZIP posing as a PDF at the door', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    expect((await uploadAndProcess('setup.txt', exe)).status).toBe(415);
    const zip = writeZip([{ name: 'a.txt', data: new TextEncoder().encode('hello') }]);
    const posing = await uploadAndProcess('paper.pdf', zip, 'application/pdf');
    expect(posing.status).toBe(415);
    expect(posing.error?.message).toMatch(/paper\.pdf/);
  });

  it('fails a DOCX zip bomb before it is unpacked', async () => {
    const zeros = new Uint8Array(150 * 1024 * 1024);
    const bomb = writeZip([
      { name: '[Content_Types].xml', data: new TextEncoder().encode('<Types/>') },
      { name: 'word/document.xml', data: new TextEncoder().encode('<w:document/>') },
      { name: 'word/media/image1.png', data: zeros },
    ]);
    const result = await uploadAndProcess('bomb.docx', bomb);
    expect(result.status).toBe(202);
    expect(result.document).toMatchObject({ status: 'failed' });
    expect(result.document?.error).toMatch(/refused/i);
  });

  it('fails a truncated PDF', async () => {
    const pdf = await makePdf([['A page of text that will be cut short.']]);
    const result = await uploadAndProcess(
      'cut.pdf',
      pdf.slice(0, Math.floor(pdf.byteLength / 2)),
      'application/pdf',
    );
    expect(result.document?.status).toBe('failed');
    expect(result.document?.error).toBeTruthy();
  });

  it('keeps serving while a file is processed, and the pack stays as it was', async () => {
    const started = Date.now();
    const health = await server.fetch('/api/health');
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await myPack(creator, packId)).toMatchObject({ fileCount: 0, totalChunks: 0 });
  });
});

describe('a file that takes too long', () => {
  let slow: TestServer;
  beforeAll(async () => {
    // A deadline no extraction can meet stands in for a pathological PDF: what matters is what happens at it.
    slow = await startTestServer({ extraction: { timeoutMs: 50 } });
  });
  afterAll(() => slow.close());

  it('is cut off at the deadline and fails with a reason, without being retried', async () => {
    const browser = slow.browser();
    await browser.signInAs('creator');
    const pack = (await newPack(browser)).id;
    const pdf = await makePdf([['Slow page one.'], ['Slow page two.']]);
    const res = await upload(browser, pack, 'slow.pdf', pdf, 'application/pdf');
    expect(res.status).toBe(202);
    await slow.runJobs();
    const list = await browser.fetch(`/api/packs/${pack}/documents`);
    const [doc] = ((await list.json()) as { documents: DocumentSummary[] }).documents;
    expect(doc?.status).toBe('failed');
    expect(doc?.error).toMatch(/time|long/i);
    expect((await slow.fetch('/api/health')).status).toBe(200);
  });
});
