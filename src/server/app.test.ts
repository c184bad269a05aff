import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/test-server';

let server: TestServer;
let clientDir: string;

describe('the HTTP server', () => {
  beforeAll(async () => {
    // A stand-in for a built client: the real build is exercised by the end-to-end tests.
    clientDir = mkdtempSync(join(tmpdir(), 'kenja-client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>Kenja</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log("kenja")');
    // Seeded: a sales page is served for a pack that exists.
    server = await startTestServer({ clientDir, seed: true });
  });
  afterAll(() => server.close());

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.fetch('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No such endpoint: /api/no-such-thing' },
    });
  });

  it.each([
    '/',
    '/about',
    '/jp/ja/creator/edit/new',
    '/pack/advanced-react-patterns',
    '/ja/mcp',
    '/us/en/terms',
    '/jp/ja/privacy/',
  ])('serves the app for the client route %s, so deep links survive a reload', async (path) => {
    const res = await server.fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it.each([
    '/nowhere',
    '/us/en/nowhere',
    '/jp/ja/pack',
    '/ja/admin',
    '/pack/a/b',
    '/jp/ja/pack/no-such-pack',
  ])(
    'answers 404 with the app (which shows its not-found page) for %s, a path no route or pack matches',
    async (path) => {
      const res = await server.fetch(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it.each([
    ['/JA/About', '/ja/about'],
    ['/JP/JA/About?from=mail', '/jp/ja/about?from=mail'],
    ['/US/EN/Pack/Advanced-React-Patterns', '/us/en/pack/Advanced-React-Patterns'],
  ])('sends %s, a page written in other capitals, to its one address %s', async (path, canonical) => {
    const res = await server.fetch(path, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(canonical);
  });

  it("names a sales page's data and cover in its HTML, so the browser fetches them with the app's code", async () => {
    const html = await (await server.fetch('/jp/ja/pack/Advanced-React-Patterns/')).text();
    const page = (await (await server.fetch('/api/packs/by-slug/advanced-react-patterns')).json()) as {
      pack: { image: string };
    };
    // The slug as the address writes it: the page asks for exactly that, so the preload is its request.
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/packs/by-slug/Advanced-React-Patterns">',
    );
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${page.pack.image}">`);
    expect((await (await server.fetch('/about')).text()).includes('rel="preload"')).toBe(false);
    expect((await (await server.fetch('/pack/no-such-pack')).text()).includes('rel="preload"')).toBe(false);
  });

  it('keeps answering JSON 404 for unknown API paths under a page-like path', async () => {
    const res = await server.fetch('/rest/v1/about');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const res = await server.fetch('/assets/app-1234.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for a missing file rather than the app', async () => {
    const res = await server.fetch('/assets/missing-5678.js');
    expect(res.status).toBe(404);
  });

  it('sends security headers on pages, API answers and errors alike', async () => {
    for (const path of ['/api/health', '/api/no-such-endpoint', '/assets/missing-5678.js']) {
      const answer = await server.fetch(path);
      expect(answer.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(answer.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const res = await server.fetch('/about');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy');
    for (const directive of [
      "default-src 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Served over http here: HSTS would make the browser insist on https for the host's every port.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('asks browsers for https only where Kenja is served over https', async () => {
    const secure = await startTestServer({ auth: { publicUrl: new URL('https://kenja.example') } });
    try {
      const res = await secure.fetch('/api/health');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('logs a request its client aborted mid-body at info, without a stack trace', async () => {
    const { connect } = await import('node:net');
    const { port } = new URL(server.baseUrl);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/auth/dev-sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Content-Length: 1000\r\n\r\n{"email":"',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
      socket.on('error', reject);
    });
    await expect
      .poll(() => server.logs().filter((line) => line.msg === 'request aborted by the client'))
      .toHaveLength(1);
    const aborted = server.logs().find((line) => line.msg === 'request aborted by the client');
    expect(aborted).toMatchObject({ level: 'info', path: '/api/auth/dev-sign-in' });
    expect(aborted).not.toHaveProperty('err');
    expect(server.logs().filter((line) => line.msg === 'request failed')).toEqual([]);
  });

  it('hands the pages the contact address set for this deployment', async () => {
    const withContact = await startTestServer({ clientDir, deps: { contactEmail: 'help@kenja.test' } });
    try {
      expect(await (await withContact.fetch('/terms')).text()).toContain(
        '<meta name="kenja-contact" content="help@kenja.test"></head>',
      );
    } finally {
      await withContact.close();
    }
    expect(await (await server.fetch('/terms')).text()).not.toContain('kenja-contact');
  });

  it('answers a page asked with another method than GET with 405', async () => {
    const res = await server.fetch('/about', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect((await server.fetch('/nowhere', { method: 'DELETE' })).status).toBe(404);
  });

  it('marks every API answer, errors included, as not to be stored', async () => {
    for (const path of ['/api/packs', '/api/auth/session', '/api/me', '/api/nowhere']) {
      expect((await server.fetch(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    const browser = server.browser();
    await browser.signInAs('user');
    expect((await browser.fetch('/api/me')).headers.get('cache-control')).toBe('no-store');
  });

  it('reports health', async () => {
    const res = await server.api.health.$get();
    expect(await res.json()).toEqual({ ok: true });
  });
});
