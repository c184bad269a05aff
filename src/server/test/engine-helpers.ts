import type {
  CorpusPack,
  DocumentSummary,
  SearchResponse,
  UploadResponse,
} from '../../common/contracts/engine';
import { fileForm } from './factories';
import type { TestBrowser } from './test-browser';
import type { TestServer } from './test-server';

/** What tests do again and again with the engine, through HTTP as a client would. */
export async function newPack(browser: TestBrowser, title = 'Test pack', kind?: 'test'): Promise<CorpusPack> {
  const res = await browser.fetch('/api/packs', {
    method: 'POST',
    json: { title, ...(kind ? { kind } : {}) },
  });
  if (res.status !== 201) throw new Error(`create pack: ${res.status} ${await res.text()}`);
  return (await res.json()) as CorpusPack;
}

/** A pack of `browser`'s made through the API, with `files` (name → text) uploaded in order and indexed: its id. */
export async function indexedPack(
  server: Pick<TestServer, 'runJobs'>,
  browser: TestBrowser,
  title: string,
  files: Record<string, string>,
): Promise<string> {
  const { id } = await newPack(browser, title);
  for (const [name, content] of Object.entries(files)) await uploadOk(browser, id, name, content);
  await server.runJobs();
  return id;
}

export async function upload(
  browser: TestBrowser,
  packId: string,
  name: string,
  content: string | Uint8Array,
  type = '',
): Promise<Response> {
  return browser.fetch(`/api/packs/${packId}/documents`, {
    method: 'POST',
    body: fileForm(name, content, type),
  });
}

export async function uploadOk(
  browser: TestBrowser,
  packId: string,
  name: string,
  content: string | Uint8Array,
) {
  const res = await upload(browser, packId, name, content);
  if (res.status !== 202 && res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as UploadResponse;
}

export async function search(browser: TestBrowser, body: Record<string, unknown>): Promise<Response> {
  return browser.fetch('/api/search', { method: 'POST', json: body });
}

export async function searchOk(browser: TestBrowser, query: string, packIds: string[], extra = {}) {
  const res = await search(browser, { query, pack_ids: packIds, ...extra });
  if (res.status !== 200) throw new Error(`search: ${res.status} ${await res.text()}`);
  return (await res.json()) as SearchResponse;
}

export async function myPack(browser: TestBrowser, packId: string): Promise<CorpusPack | undefined> {
  const res = await browser.fetch('/api/packs/mine');
  const { packs } = (await res.json()) as { packs: CorpusPack[] };
  return packs.find((p) => p.id === packId);
}

/** Waits until every document of the pack is indexed (by a worker in the background): the documents. */
export async function untilReady(browser: TestBrowser, packId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await browser.fetch(`/api/packs/${packId}/documents`);
    const { documents } = (await res.json()) as { documents: DocumentSummary[] };
    if (documents.length > 0 && documents.every((doc) => doc.status === 'ready')) return documents;
    if (Date.now() > deadline) throw new Error(`not indexed: ${JSON.stringify(documents)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Publishes the creator's pack from the studio with details that pass its rules (a price of $9.00). */
export async function publishOk(browser: TestBrowser, packId: string, title: string, language = 'en') {
  const res = await browser.fetch(`/api/studio/packs/${packId}/publish`, {
    method: 'POST',
    json: {
      title,
      description: `${title}: a short guide written for the tests, long enough to be published.`,
      category: 'cooking-culinary-arts',
      price: '9.00',
      discountPrice: '',
      queryPrice: '',
      language,
      sampleQuestions: [],
    },
  });
  if (res.status !== 200) throw new Error(`publishing ${packId}: ${res.status} ${await res.text()}`);
}
