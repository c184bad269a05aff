import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunks, jobs } from '../db/schema';
import { newPack, searchOk, uploadOk } from '../test/engine-helpers';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';
import { createEmbedder } from './embeddings';

/**
 * A local server speaking the OpenAI embeddings API. Its "model" puts words that mean the same thing in the same
 * dimension, so it knows what BM25 cannot: that a car is an automobile.
 */
const CONCEPTS: Record<string, number> = {
  car: 0,
  automobile: 0,
  vehicle: 0,
  oil: 1,
  lubricant: 1,
  tyre: 2,
  tire: 2,
};
const DIMENSIONS = 16;

function embed(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const concept = CONCEPTS[word] ?? 3 + (word.length % (DIMENSIONS - 3));
    vector[concept] = (vector[concept] ?? 0) + 1;
  }
  return vector;
}

let embeddings: Server;
let failing = false;
let requests = 0;
let server: TestServer;
let creator: TestBrowser;

describe('hybrid search with an embeddings API', () => {
  beforeAll(async () => {
    embeddings = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        requests += 1;
        if (failing || req.url !== '/v1/embeddings') {
          res.writeHead(failing ? 503 : 404, { 'Content-Type': 'application/json' }).end('{"error":"down"}');
          return;
        }
        const { input } = JSON.parse(body) as { input: string[] };
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(
            JSON.stringify({
              data: input.map((text, index) => ({ index, embedding: embed(text) })),
              model: 'concepts',
            }),
          );
      });
    });
    await new Promise<void>((resolve) => embeddings.listen(0, '127.0.0.1', resolve));
    const { port } = embeddings.address() as AddressInfo;
    const embedder = createEmbedder({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: 'concepts',
      maxRetries: 1,
      retryBaseMs: 10,
    });
    server = await startTestServer({ deps: { embedder } });
    creator = server.browser();
    await creator.signInAs('creator');
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => embeddings.close(resolve));
  });

  it('stores a vector per chunk and finds by meaning what words alone miss', async () => {
    const pack = (await newPack(creator)).id;
    await uploadOk(creator, pack, 'garage.md', '# Garage\n\nChange the automobile lubricant every spring.');
    await uploadOk(creator, pack, 'kitchen.md', '# Kitchen\n\nBake bread in a hot oven.');
    await server.runJobs();
    const rows = await server.db.select().from(chunks).where(eq(chunks.packId, pack));
    expect(rows.every((r) => r.embedding?.length === DIMENSIONS && r.embeddingModel === 'concepts')).toBe(
      true,
    );

    const lexical = await searchOk(creator, 'car oil', [pack], { hybrid: false });
    expect(lexical).toMatchObject({ mode: 'lexical', hits: [] });
    const hybrid = await searchOk(creator, 'car oil', [pack]);
    expect(hybrid.mode).toBe('hybrid');
    expect(hybrid.hits[0]?.metadata.filename).toBe('garage.md');
  });

  it('retries indexing later when the embeddings API is down, and keeps the document unsearchable', async () => {
    const pack = (await newPack(creator)).id;
    failing = true;
    const before = requests;
    const { document } = await uploadOk(
      creator,
      pack,
      'tyres.md',
      '# Tyres\n\nCheck the tire pressure monthly.',
    );
    await server.runJobs();
    expect(requests).toBeGreaterThan(before);
    const [job] = await server.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `document:${document.id}`));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job?.lastError).toBeTruthy();
    const list = await creator.fetch(`/api/packs/${pack}/documents`);
    expect(await list.json()).toMatchObject({ documents: [{ status: 'queued' }] });
    expect((await searchOk(creator, 'tire pressure', [pack], { hybrid: false })).hits).toEqual([]);
    failing = false;
  });
});
