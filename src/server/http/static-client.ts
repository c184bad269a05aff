import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { canonicalPagePath, isPagePath } from '../../common/routes';
import { AppError } from './errors';
import { preloadLinks, type Preload } from './page-preloads';

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

/**
 * Serves the built single-page app: files as they are (pre-compressed .br/.gz when the browser accepts them),
 * and index.html for every client route so deep links survive a reload. A path that is no route of the app
 * (src/common/routes.ts) gets index.html too — the app shows its translated not-found page — but with status 404,
 * so search engines and link checkers see a missing page rather than a soft 404. The same goes for a page of a
 * thing that does not exist (a sales page of no pack). A page's HTML names what the page will fetch first as
 * preloads (`pageFacts`).
 */
export function clientRoutes(
  clientDir: string,
  site: { contactEmail?: string | undefined } = {},
  pageFacts: (path: string) => Promise<PageFacts> = async () => ({ found: true, preloads: [] }),
) {
  const indexPath = join(clientDir, 'index.html');
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
      const { found, preloads } = await pageFacts(c.req.path);
      return c.html(indexHtml.replace('</head>', `${preloadLinks(preloads)}</head>`), found ? 200 : 404);
    })
    .all('*', (c) => {
      // Pages are only ever read.
      if (!isPagePath(c.req.path)) throw new AppError('not_found', `No such page: ${c.req.path}`);
      c.header('Allow', 'GET, HEAD');
      throw new AppError('method_not_allowed', `${c.req.method} is not allowed here (allowed: GET, HEAD)`);
    });
}
