import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmbedder, EmbeddingError, type EmbedderConfig } from './embeddings';

type Handler = (body: { model: string; input: string[] }, res: ServerResponse, req: IncomingMessage) => void;

/** A local server speaking the OpenAI embeddings wire protocol; each test scripts its answers. */
let server: Server;
let baseUrl: string;
let handlers: Handler[];
let requests: Array<{ model: string; input: string[]; authorization?: string }>;

/** Answers with a 2-d vector per text: [text length, position in the batch]. */
const answer: Handler = (body, res) => {
  const data = body.input.map((text, index) => ({
    object: 'embedding',
    embedding: [text.length, index],
    index,
  }));
  // Reversed on purpose: clients must place vectors by `index`, not by order.
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: data.reverse() }));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; input: string[] };
      requests.push({ ...body, authorization: req.headers.authorization });
      (handlers.shift() ?? answer)(body, res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  handlers = [];
  requests = [];
});

const config = (extra: Partial<EmbedderConfig> = {}): EmbedderConfig => ({
  baseUrl,
  model: 'test-embed',
  apiKey: 'sk-test',
  retryBaseMs: 5,
  ...extra,
});

describe('createEmbedder', () => {
  it('is undefined when no endpoint or model is configured', () => {
    expect(createEmbedder(undefined)).toBeUndefined();
    expect(createEmbedder({ baseUrl })).toBeUndefined();
  });

  it('embeds in batches, keeps input order and sends the model and key', async () => {
    const embedder = createEmbedder(config({ batchSize: 2 }));
    const vectors = await embedder?.embed(['a', 'bb', 'ccc', 'dddd', 'eeeee']);
    expect(vectors?.map((vector) => Array.from(vector))).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
      [4, 1],
      [5, 0],
    ]);
    expect(requests.map((r) => r.input.length)).toEqual([2, 2, 1]);
    expect(requests[0]).toMatchObject({ model: 'test-embed', authorization: 'Bearer sk-test' });
  });

  it('waits as Retry-After says after a 429, then succeeds', async () => {
    handlers.push((_body, res) => res.writeHead(429, { 'retry-after': '1' }).end('slow down'));
    const started = Date.now();
    const vectors = await createEmbedder(config())?.embed(['hello']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(vectors?.map((vector) => Array.from(vector))).toEqual([[5, 0]]);
    expect(requests).toHaveLength(2);
  });

  it('gives up on a permanent 500 with a typed error after its retries', async () => {
    for (let i = 0; i < 10; i++) handlers.push((_body, res) => res.writeHead(500).end('boom'));
    const failure = await createEmbedder(config({ maxRetries: 2 }))
      ?.embed(['x'])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmbeddingError);
    expect(failure).toMatchObject({ code: 'embedding_unavailable', status: 500, attempts: 3 });
    expect(requests).toHaveLength(3);
  });

  it('does not retry a request the server rejects', async () => {
    handlers.push((_body, res) => res.writeHead(401).end('bad key'));
    const failure = await createEmbedder(config())
      ?.embed(['x'])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'embedding_rejected', status: 401 });
    expect(requests).toHaveLength(1);
  });

  it('times out a server that never answers', async () => {
    handlers.push(() => undefined);
    const failure = await createEmbedder(config({ timeoutMs: 100, maxRetries: 0 }))
      ?.embed(['x'])
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'embedding_unavailable' });
  });
});
