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
 * After a chunk failed to load: if the server now has another version, load the page anew once (`reload`, which
 * may go to the page that was being opened) and answer true.
 * False when it is the same version (a network blip: Try Again can load the chunk) or already reloaded for it.
 */
export async function reloadIfNewDeployment(reload = () => window.location.reload()): Promise<boolean> {
  let deployed: string | undefined;
  try {
    const res = await fetch('/index.html', { cache: 'no-store' });
    deployed = res.ok ? entryScript(await res.text()) : undefined;
  } catch {
    return false; // offline: not a new deployment we can get
  }
  if (!deployed || deployed === entryScript(document)) return false;
  if (window.sessionStorage.getItem(RELOADED_FOR) === deployed) return false;
  window.sessionStorage.setItem(RELOADED_FOR, deployed);
  reload();
  return true;
}
