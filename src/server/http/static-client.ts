import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { AskApi, RenderPage, SiteSettings } from '../../common/page-rendering';
import { canonicalPagePath, isPagePath } from '../../common/routes';
import { AppError } from './errors';
import { appPrefetchLinks } from './app-prefetch';
import type { PageCache } from './page-cache';
import { pageHtml } from './page-html';
import type { Preload } from './page-preloads';

const escapeAttribute = (text: string) =>
  text.replace(/[&"<>]/g, (ch) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[ch] ?? ch);

/** Settings of this deployment the pages show, as <meta> tags: no request, no script (the CSP stays strict). */
function withSiteSettings(html: string, { contactEmail }: { contactEmail?: string | undefined }): string {
  if (!contactEmail) return html;
  return html.replace(
    '</head>',
    `<meta name="kenja-contact" content="${escapeAttribute(contactEmail)}"></head>`,
  );
}

const refuse: AskApi = async () => new Response(null, { status: 503 });

function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable'; // names carry a content hash
  if (path.endsWith('index.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** What the server knows of a page before the app runs: whether its thing exists, and what it will fetch. */
export interface PageFacts {
  /** False for a page of a thing that does not exist (a sales page of no pack): status 404. */
  found: boolean;
  /** What the page fetches first: its own data and its largest image. */
  preloads: Preload[];
}

export interface ClientRouteOptions {
  site?: SiteSettings;
  pageFacts?: (path: string) => Promise<PageFacts>;
  /** The page renderer built from the client (dist/server/render-page.js); without it every page is the shell. */
  renderPage?: RenderPage | undefined;
  /** How the renderer asks this server's API as the visitor of `c` (page-html.ts, `askingAs`). */
  askApi?: (c: Context) => AskApi;
  log?: { warn(details: object, message: string): void };
  /** The app's clock. */
  now: () => Date;
  /** Pages rendered for signed-out visitors, kept a moment (page-cache.ts). */
  cache?: PageCache | undefined;
}

/**
 * Serves the built single-page app: files as they are (pre-compressed .br/.gz when the browser accepts them),
 * and index.html for every client route so deep links survive a reload — with the page's first screen rendered
 * in it for the public pages (page-html.ts). A path that is no route of the app (src/common/routes.ts) gets
 * index.html too — the app shows its translated not-found page — but with status 404, so search engines and link
 * checkers see a missing page rather than a soft 404. The same goes for a page of a thing that does not exist (a
 * sales page of no pack). A page's HTML names what the page will fetch first as preloads (`pageFacts`).
 */
export function clientRoutes(clientDir: string, options: ClientRouteOptions) {
  const { site = {}, pageFacts = async () => ({ found: true, preloads: [] }), renderPage } = options;
  const log = options.log ?? console;
  const indexPath = join(clientDir, 'index.html');
  const appPrefetch = appPrefetchLinks(clientDir);
  const indexHtml = existsSync(indexPath)
    ? withSiteSettings(readFileSync(indexPath, 'utf8'), site)
    : undefined;

  return new Hono()
    .use(
      '*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (path, c) => c.header('Cache-Control', cacheControlFor(path)),
      }),
    )
    .get('*', async (c) => {
      const page = isPagePath(c.req.path);
      const lastSegment = c.req.path.split('/').pop() ?? '';
      // A missing file (anything with an extension) is a plain 404, not a page of the app.
      if ((!page && lastSegment.includes('.')) || !indexHtml) return c.text('Not found', 404);
      c.header('Cache-Control', 'no-cache');
      if (!page) return c.html(indexHtml, 404);
      // '/JA/About' is the Japanese about page written in capitals: to its one address, where the path's language
      // is read as written. Only the route's own words change case, so the raw (still encoded) path is used.
      const raw = new URL(c.req.url).pathname;
      const canonical = canonicalPagePath(raw);
      if (canonical && canonical !== raw) return c.redirect(`${canonical}${new URL(c.req.url).search}`, 301);
      // A signed-out visitor's page depends on its address alone: kept a moment (page-cache.ts).
      const address = `${raw}${new URL(c.req.url).search}`;
      const cacheable = options.cache !== undefined && !c.req.header('cookie');
      const kept = cacheable ? options.cache?.get(address) : undefined;
      if (kept) return c.html(kept.html, kept.status);
      const { found, preloads } = await pageFacts(c.req.path);
      // A page of nothing is the app's not-found page, rendered in the browser.
      const { html, rendered } = await pageHtml(c, {
        shell: indexHtml,
        preloads,
        renderPage: found ? renderPage : undefined,
        askApi: options.askApi?.(c) ?? refuse,
        site,
        now: options.now,
        appPrefetch,
        log,
      });
      const status = found ? 200 : 404;
      if (cacheable && rendered) options.cache?.set(address, { html, status });
      return c.html(html, status);
    })
    .all('*', (c) => {
      // Pages are only ever read.
      if (!isPagePath(c.req.path)) throw new AppError('not_found', `No such page: ${c.req.path}`);
      c.header('Allow', 'GET, HEAD');
      throw new AppError('method_not_allowed', `${c.req.method} is not allowed here (allowed: GET, HEAD)`);
    });
}
