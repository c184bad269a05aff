import type { Context } from 'hono';
import { languageOfPath } from '../../common/languages';
import { PAGE_STATE_ID, type AskApi, type RenderPage, type SiteSettings } from '../../common/page-rendering';
import { isServerRenderedPath } from '../../common/routes';
import { preloadLinks, type Preload } from './page-preloads';

/**
 * A page's HTML: the built index.html with the page's first screen in it when the server renders the page
 * (issue 53, ADR 0055), else the empty shell the app fills in the browser.
 */

/** Headers of the visitor's request that its in-process API requests carry: who they are, where from, which words. */
const VISITOR_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto'];

const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch] ?? ch);

/** JSON inside a <script>: `<` written as its escape, so neither `</script` nor `<!--` can end or change it. */
const inertJson = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The page renderer's way to ask this server's API: the app's own `fetch`, with the visitor's cookies and
 * address, so a page shows what that visitor's browser would have fetched (their session, their limits).
 */
export function askingAs(
  c: Context,
  appFetch: (request: Request, env: unknown) => Promise<Response>,
): AskApi {
  const visitor = c.req.raw.headers;
  return (request) => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    for (const name of VISITOR_HEADERS) {
      const value = visitor.get(name);
      if (value !== null) headers.set(name, value);
    }
    headers.set('accept', 'application/json');
    const asked = new Request(new URL(`${url.pathname}${url.search}`, c.req.url), {
      method: request.method,
      headers,
      signal: c.req.raw.signal,
    });
    return appFetch(asked, c.env);
  };
}

export interface PageHtmlOptions {
  /** index.html as built, with this deployment's settings in it. */
  shell: string;
  preloads: Preload[];
  renderPage?: RenderPage | undefined;
  askApi: AskApi;
  site: SiteSettings;
  /** The app's clock: a page's relative times ("43 seconds ago") are written against it. */
  now: () => Date;
  /** Prefetches of the app's files, which a rendered page loads on the visitor's first intent (app-prefetch.ts). */
  appPrefetch: string;
  log: { warn(details: object, message: string): void };
}

/**
 * The HTML of the page at the request's path, and whether the server rendered it. A page that fails to render on
 * the server is sent as the shell.
 */
export async function pageHtml(
  c: Context,
  options: PageHtmlOptions,
): Promise<{ html: string; rendered: boolean }> {
  const { shell, renderPage, preloads, askApi } = options;
  const rendered =
    renderPage && isServerRenderedPath(c.req.path)
      ? await renderPage(c.req.raw, askApi, options.site, options.now()).catch((error: unknown) => {
          options.log.warn({ err: error, path: c.req.path }, 'page not rendered on the server');
          return undefined;
        })
      : undefined;
  if (!rendered) {
    return { html: shell.replace('</head>', () => `${preloadLinks(preloads)}</head>`), rendered: false };
  }
  // The page's data is in it, and the page names its own images (`head`).
  const html = shell
    .replace(/<html[^>]*>/, () => `<html lang="${languageOfPath(c.req.path)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(rendered.title)}</title>`)
    .replace('</head>', () => `${rendered.head}${options.appPrefetch}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div>` +
        `<script type="application/json" id="${PAGE_STATE_ID}">${inertJson(rendered.state)}</script>`,
    );
  return { html, rendered: true };
}
