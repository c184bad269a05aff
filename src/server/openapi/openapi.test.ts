import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { systemClock } from '../clock';
import { startTestServer, type TestServer } from '../test/test-server';
import { declaredOperations, type MountedRoute } from '../http/endpoint';
import { documentedOperations } from './openapi-document';
import { operationId } from '../http/endpoint';
import { REFERENCE_TEXT } from './reference-text';

let server: TestServer;
let served: string[];
/** The routes of a full app, as mounted. */
let mounted: readonly MountedRoute[];

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; parameters: { name: string; in: string }[] }>>;
};

/**
 * What the app serves that is not an API endpoint, and so is not described. Everything else under every prefix —
 * /api, /rest, /functions, /mcp, and any added later — must be.
 */
const NOT_API = new Set([
  // The single-page app: its files, and index.html for every page (http/static-client.ts).
  'GET /*',
  // Cover images: an image's address, handed out as `coverImage` in pack responses, never built by a client.
  'GET /media/covers/:file',
]);

/** Every endpoint the whole app serves, as `METHOD /path/:param`, from a full app with a client mounted. */
async function servedEndpoints(): Promise<string[]> {
  const clientDir = mkdtempSync(join(tmpdir(), 'kenja-openapi-client-'));
  const app = createApp({
    db: server.db,
    files: server.files,
    changes: server.database.changes,
    auth: {
      sessionSecret: server.sessionSecret,
      publicUrl: new URL(server.baseUrl),
      devSignIn: true,
      trustLoopbackOrigins: true,
      adminEmails: [],
    },
    clientDir,
    now: systemClock,
  });
  mounted = [...app.routes];
  // `use()` registers middleware as `ALL <prefix>/*`; those are not endpoints (an `.all()` endpoint would be kept).
  const endpoints = app.routes
    .filter((r) => !(r.method === 'ALL' && r.path.endsWith('*')))
    .map((r) => `${r.method} ${r.path}`)
    .filter((e) => !NOT_API.has(e));
  await app.close();
  rmSync(clientDir, { recursive: true });
  return [...new Set(endpoints)].sort();
}

async function documentOf(): Promise<Doc> {
  return (await (await server.fetch('/api/openapi.json')).json()) as Doc;
}

const describedEndpoints = (doc: Doc) =>
  Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    .sort();

describe('the OpenAPI description', () => {
  beforeAll(async () => {
    server = await startTestServer();
    served = await servedEndpoints();
  });
  afterAll(() => server.close());

  it('describes every endpoint the app serves, and nothing it does not', async () => {
    const doc = await documentOf();
    expect(doc.openapi).toBe('3.1.0');
    const described = describedEndpoints(doc);
    expect({
      missing: served.filter((e) => !described.includes(e)),
      notServed: described.filter((e) => !served.includes(e)),
    }).toEqual({ missing: [], notServed: [] });
  });

  it('names each path parameter as its route does', async () => {
    const doc = await documentOf();
    // The same route shape with its parameters unnamed: `/api/orders/:/lines/:/refund`.
    const shape = (endpoint: string) => endpoint.replace(/:\w+/g, ':');
    const names = (endpoint: string) => [...endpoint.matchAll(/:(\w+)/g)].map(([, name]) => name);
    const routes = new Map(served.map((e) => [shape(e), e]));
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const endpoint = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const route = routes.get(shape(endpoint));
        expect(route, `${endpoint} is served`).toBeDefined();
        expect(names(endpoint), endpoint).toEqual(names(route ?? ''));
        const inPath = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(inPath, `${endpoint}'s path parameters`).toEqual(names(endpoint));
      }
    }
  });

  it('gives every operation its own method and path, and its own operationId', async () => {
    const operations = documentedOperations(mounted);
    const endpoints = operations.map((op) => `${op.method} ${op.path}`);
    expect(endpoints.filter((e, i) => endpoints.indexOf(e) !== i)).toEqual([]);
    const ids = operations.map(operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const doc = await documentOf();
    const inDoc = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(inDoc.sort()).toEqual([...ids].sort());
  });

  it('describes a route declared with `endpoint` at the method and path it is mounted at, from its declaration', async () => {
    const declared = declaredOperations(mounted);
    // Every operation described is declared on its route: nothing is written down a second time.
    expect(declared).toHaveLength(documentedOperations(mounted).length);
    expect(declared.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'get /api/access-tokens',
        'post /api/access-tokens',
        'delete /api/access-tokens/{id}',
        'get /api/me/packs',
        'get /api/me/queries',
        'delete /api/me/queries',
        'delete /api/me/queries/{id}',
      ]),
    );
    const doc = (await documentOf()) as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    for (const op of declared) {
      const described = doc.paths[op.path]?.[op.method];
      expect(described, `${op.method} ${op.path}`).toMatchObject({
        summary: op.summary,
        'x-access': op.access,
        tags: [op.tag],
        operationId: operationId(op),
      });
    }
    const created = doc.paths['/api/access-tokens']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
      responses: Record<string, unknown>;
    };
    expect(created.requestBody.content['application/json']?.schema.required).toContain('name');
    expect(Object.keys(created.responses).sort()).toEqual(['201', '400', '401', '403', '409', '429']);
    const history = doc.paths['/api/me/queries']?.get as { parameters: { name: string; in: string }[] };
    expect(history.parameters).toContainEqual(expect.objectContaining({ name: 'before', in: 'query' }));
  });

  it('writes where each endpoint lives: docs/endpoints.md, generated from the declarations', async () => {
    const rows = declaredOperations(mounted)
      .map((op) => ({ ...op, url: `${op.method.toUpperCase()} ${op.path}` }))
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    expect(rows.every((row) => row.source.startsWith('src/server/'))).toBe(true);
    const table = [
      '# Where each endpoint lives',
      '',
      'Generated from the routes’ declarations (`endpoint({…})`, src/server/http/endpoint.ts) by',
      '`src/server/openapi/openapi.test.ts`; run `npx vitest run --project server src/server/openapi -u` after',
      'adding or moving an endpoint. The reference itself is /api/docs.',
      '',
      '| endpoint | access | declared in |',
      '| --- | --- | --- |',
      ...rows.map((row) => `| \`${row.url}\` | ${row.access} | [${row.source}](../${row.source}) |`),
      '',
    ].join('\n');
    await expect(table).toMatchFileSnapshot('../../../docs/endpoints.md');
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
    expect(html).toContain(`<h2 id="tag-Admin">${REFERENCE_TEXT.en.tags.Admin}</h2>`);
    const ja = await (await server.fetch('/api/docs?lang=ja')).text();
    expect(ja).toContain('<html lang="ja">');
    expect(ja).toContain(`<h2 id="tag-Admin">${REFERENCE_TEXT.ja.tags.Admin}</h2>`);
    expect(ja).toContain(REFERENCE_TEXT.ja.accessLevels.admin);
    // The same words in both languages, nested ones included.
    const keysOf = (text: object, prefix = ''): string[] =>
      Object.entries(text).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keysOf(REFERENCE_TEXT.ja).sort()).toEqual(keysOf(REFERENCE_TEXT.en).sort());
  });
});
