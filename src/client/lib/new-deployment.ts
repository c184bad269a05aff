/**
 * A page's code is split into hashed chunks. When a new version is deployed, the chunks of the version this tab
 * started with are gone: loading one fails, and only a reload (which fetches the new index.html) can help.
 */

/** The messages browsers give a dynamic import or a Vite preload that could not be fetched. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Where the tab's entry script came from: it changes with every deployment (its name carries a hash). */
function entryScript(html: Document | string): string | undefined {
  const doc = typeof html === 'string' ? new DOMParser().parseFromString(html, 'text/html') : html;
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined;
}

/** Set before reloading, so a deployment that is itself broken cannot send the tab into a reload loop. */
const RELOADED_FOR = 'kenja:reloaded-for-deployment';

/**
 * After a chunk failed to load, load the page anew (`reload`, which may go to the page that was being opened) when
 * that can help, and answer true:
 * - the server has another version: once per version, so a broken deployment cannot loop;
 * - the same version, the server answers, and this chunk failed before (`failedBefore`): some browsers (Chromium
 *   150, for one) keep a failed dynamic import for the document's whole life, so a second import never fetches the
 *   chunk again and only a fresh document can.
 * False when offline, or on a first failure with the same version (a network blip: Try Again can load the chunk).
 */
export async function reloadIfItHelps(
  reload = () => window.location.reload(),
  { failedBefore = false } = {},
): Promise<boolean> {
  let deployed: string | undefined;
  try {
    const res = await fetch('/index.html', { cache: 'no-store' });
    if (!res.ok) return false;
    deployed = entryScript(await res.text());
  } catch {
    return false; // offline: a reload would only show the browser's own error
  }
  if (deployed && deployed !== entryScript(document)) {
    if (window.sessionStorage.getItem(RELOADED_FOR) === deployed) return false;
    window.sessionStorage.setItem(RELOADED_FOR, deployed);
  } else if (!failedBefore) {
    return false;
  }
  reload();
  return true;
}
