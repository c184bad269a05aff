import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RenderPage } from '../../common/page-rendering';

/**
 * The page renderer the build made from the client's code (scripts/build-lib.mjs, `buildPageRenderer`), beside
 * the built server; undefined when the server runs from its sources (`npm run dev`, tests): pages are then the
 * empty shell the app fills in the browser. `path` is for tests that build one of their own.
 */
export async function loadPageRenderer(
  path = fileURLToPath(new URL('./render-page.js', import.meta.url)),
): Promise<RenderPage | undefined> {
  if (!existsSync(path)) return undefined;
  const module = (await import(/* @vite-ignore */ path)) as { renderPage: RenderPage };
  return module.renderPage;
}
