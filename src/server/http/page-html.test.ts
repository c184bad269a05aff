import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../common/page-rendering';
import { createPack } from '../test/factories';
import { testClock } from '../test/test-clock';
import { startTestServer, type TestServer } from '../test/test-server';
import { loadPageRenderer } from './page-renderer';

// The page renderer as the build makes it (scripts/build-lib.mjs), over a seeded server: what a visitor's browser
// or a crawler receives before any script runs (issue 53, ADR 0055). The hydrated page is the e2e suite's.

const SHELL =
  '<!doctype html><html lang="en"><head><title>Kenja</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-1.js"></script></body></html>';

let server: TestServer;
const clock = testClock();

/** The HTML's parts: the root's markup, the page's answers, its language and title. */
function partsOf(html: string) {
  return {
    root: /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1],
    state: /<script type="application\/json" id="kenja-state">([\s\S]*?)<\/script>/.exec(html)?.[1],
    lang: /<html lang="(\w+)">/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    scripts: html.match(/<script/g)?.length ?? 0,
  };
}

describe('pages the server renders', () => {
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'kenja-client-'));
    writeFileSync(join(clientDir, 'index.html'), SHELL);
    const rendererDir = mkdtempSync(join(tmpdir(), 'kenja-renderer-'));
    // A path esbuild does not follow when it bundles the server: the build script is not part of the server.
    const buildLib = new URL('../../../scripts/build-lib.mjs', import.meta.url).href;
    const { buildPageRenderer } = (await import(/* @vite-ignore */ buildLib)) as {
      buildPageRenderer(outfile: string): Promise<void>;
    };
    await buildPageRenderer(join(rendererDir, 'render-page.js'));
    const renderPage: RenderPage | undefined = await loadPageRenderer(join(rendererDir, 'render-page.js'));
    server = await startTestServer({
      clientDir,
      seed: true,
      now: clock.now,
      // Pages kept as in production: until a pack changes.
      deps: { renderPage, contactEmail: 'help@kenja.test', catalogTtlMs: 60_000 },
    });
  }, 60_000);
  afterAll(() => server.close());

  it('sends a sales page whole, in its language, with its title and the answers it was rendered with', async () => {
    const res = await server.fetch('/jp/ja/pack/advanced-react-patterns');
    expect(res.status).toBe(200);
    const page = partsOf(await res.text());
    expect(page.lang).toBe('ja');
    expect(page.title).toBe('Advanced React Patterns · Kenja');
    expect(page.root).toContain('<h1');
    expect(page.root).toContain('Advanced React Patterns');
    expect(page.root).toContain('ログイン'); // the Japanese header's Sign In
    const state = JSON.parse(page.state ?? '{}') as {
      queries: { queries: { queryKey: unknown[] }[] };
      renderedAt: number;
    };
    expect(state.queries.queries.map((query) => query.queryKey[0])).toContain('session');
    // By the app's clock, which the page's relative times ("43 seconds ago") are written against.
    expect(state.renderedAt).toBe(clock.now().getTime());
  });

  it('renders the home page with the catalog, and the legal pages with the operator’s address', async () => {
    const home = partsOf(await (await server.fetch('/us/en')).text());
    expect(home.lang).toBe('en');
    expect(home.root).toContain('Advanced React Patterns');
    const terms = partsOf(await (await server.fetch('/us/en/terms')).text());
    expect(terms.root).toContain('help@kenja.test');
  });

  it('keeps a creator’s text from ending the page’s data or adding a script', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    await createPack(server.db, { slug: 'hostile-title', title: hostile, description: hostile });
    await server.settle();
    const html = await (await server.fetch('/us/en/pack/hostile-title')).text();
    const page = partsOf(html);
    // The shell's one script and the inert data: nothing of the title runs.
    expect(page.scripts).toBe(2);
    expect(html).not.toContain('<script>alert(1)');
    expect(page.root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(page.state).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(JSON.stringify(JSON.parse(page.state ?? ''))).toContain(hostile.replace(/"/g, '\\"'));
  });

  it('renders a signed-in visitor’s page as theirs', async () => {
    const browser = server.browser();
    const user = await browser.signInAs('user');
    const page = partsOf(await (await browser.fetch('/us/en/about')).text());
    expect(page.root).not.toContain('>Sign In<');
    expect(page.state).toContain(user.email);
    // A visitor without the cookie gets the signed-out page.
    expect(partsOf(await (await server.fetch('/us/en/about')).text()).root).toContain('>Sign In<');
  });

  it('keeps a signed-out visitor’s page only until a pack changes', async () => {
    const before = await (await server.fetch('/us/en')).text();
    expect(await (await server.fetch('/us/en')).text()).toBe(before); // kept: the same render
    await createPack(server.db, { slug: 'brand-new-pack', title: 'A Brand New Pack' });
    await server.settle();
    expect(await (await server.fetch('/us/en')).text()).toContain('A Brand New Pack');
  });

  it('leaves the signed-in screens and pages of nothing to the app in the browser', async () => {
    for (const [path, status] of [
      ['/us/en/library', 200],
      ['/us/en/pack/no-such-pack', 404],
      ['/', 200],
    ] as const) {
      const res = await server.fetch(path);
      expect(res.status, path).toBe(status);
      const html = await res.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('kenja-state');
    }
  });
});
