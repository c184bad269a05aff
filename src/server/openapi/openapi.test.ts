import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { REFERENCE_TEXT } from './reference-page';

let server: TestServer;

describe('the OpenAPI description', () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('describes every engine and function endpoint the app serves, and nothing it does not', async () => {
    const doc = (await (await server.fetch('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const described = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const served = server.endpoints();
    for (const endpoint of described) expect(served, endpoint).toContain(endpoint);
    const public_ = served.filter((e) =>
      /^(GET|POST|PUT|DELETE) \/(api\/(packs|studio|search|embed|answers|access-tokens|me\/packs|me\/queries|checkout|orders|library|reviews|questions)|functions\/)/.test(
        e,
      ),
    );
    expect(described.sort()).toEqual(public_.sort());
  });

  it('has request schemas with the limits the server enforces', async () => {
    const doc = (await (await server.fetch('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties: Record<string, { maximum?: number }> } }>;
            };
          }
        >
      >;
    };
    const search = doc.paths['/api/search']?.post?.requestBody?.content['application/json']?.schema;
    expect(search?.properties.k?.maximum).toBe(50);
  });

  it('renders a readable reference page in both languages', async () => {
    const en = await server.fetch('/api/docs');
    expect(en.headers.get('content-type')).toMatch(/text\/html/);
    const html = await en.text();
    expect(html).toContain('POST</span> <code>/api/search</code>');
    const ja = await (await server.fetch('/api/docs?lang=ja')).text();
    expect(ja).toContain('<html lang="ja">');
    expect(Object.keys(REFERENCE_TEXT.ja).sort()).toEqual(Object.keys(REFERENCE_TEXT.en).sort());
  });
});
