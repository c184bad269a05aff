import type { Page } from '@playwright/test';
import { languageOfPath } from '../../src/common/languages';
import { settle } from './axe';
import { BASE_URL } from './servers';

/** Pages showing Kenja as a visit left them: nothing opened, typed or chosen since (see `touched`). */
const asVisited = new WeakSet<Page>();

/** How long the screen that was shown may take to give way to the next after a navigation through the router. */
const HEADING_LEAVES_MS = 2_000;

/**
 * Opens `path` (below BASE_URL) on `page` and waits until it is at rest (`settle`). A page that already shows
 * Kenja, untouched since its last visit, gets there as a reader following a link does: through the router (a history
 * entry, then `popstate`, which React Router acts on), keeping the loaded app and anything put into the page —
 * axe-core — instead of loading both again (about half a second a page of the accessibility walk, ADR 0025).
 *
 * The new screen counts as shown once the old one's headings have left the document and its language is the path's;
 * then `settle` waits for its heading, nothing busy, no request in flight. Where that cannot be told — the route
 * keeps the old heading element (the same page with other parameters) or sent the reader elsewhere (a redirect, whose
 * second render the waits would race) — the path is loaded instead, as any other page's is.
 */
export async function visit(page: Page, path: string): Promise<void> {
  if (asVisited.has(page) && page.url().startsWith(BASE_URL) && (await navigateInApp(page, path))) {
    await settle(page);
    if (samePlace(page.url(), path)) return;
  }
  await page.goto(path);
  await settle(page);
  asVisited.add(page);
}

async function navigateInApp(page: Page, path: string): Promise<boolean> {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-e2e-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  const language = languageOfPath(new URL(path, BASE_URL).pathname);
  return page
    .waitForFunction(
      (lang) => !document.querySelector('h1[data-e2e-left]') && document.documentElement.lang === lang,
      language,
      { timeout: HEADING_LEAVES_MS },
    )
    .then(
      () => true,
      () => false,
    );
}

function samePlace(url: string, path: string): boolean {
  const at = new URL(url);
  const wanted = new URL(path, BASE_URL);
  return at.pathname === wanted.pathname && at.search === wanted.search;
}

/** The page's state is no longer what a visit leaves (a menu opened, a form typed in): the next visit loads. */
export function touched(page: Page): void {
  asVisited.delete(page);
}
