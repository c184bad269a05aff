import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = 'dist/client';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
}

const readManifest = () =>
  JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** A chunk's file and the files of everything it imports statically, with their CSS. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js, css };
}

const gzippedKb = (files: Iterable<string>) =>
  [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length,
    0,
  ) / 1024;

/**
 * What the browser downloads before the visitor does anything on the home page: the entry chunk and everything it
 * imports statically, gzipped. The server sends the page's first screen as HTML, and the entry only waits for the
 * visitor's first intent (or an idle browser) to load the app (src/client/main.tsx; ADR 0055). Issue 53's target:
 * at most 80 KB of JavaScript. `appGzipKb` is what then loads to take the home page over: the app's start module
 * and its static imports (React, the router, the query cache, the shell, the home page).
 */
export function measureHomeRouteSize() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const { js, css } = staticClosure(manifest, entryKey);
  // The entry's one dynamic import is the app (vite.config.ts groups app/start.tsx and its imports as one file).
  const app = new Set(
    (manifest[entryKey]?.dynamicImports ?? []).flatMap((key) => [...staticClosure(manifest, key).js]),
  );
  return {
    jsFiles: js.size,
    jsGzipKb: gzippedKb(js),
    cssGzipKb: gzippedKb(css),
    appFiles: app.size,
    appGzipKb: gzippedKb(app),
    entryFiles: new Set([...js, ...app]),
  };
}

/**
 * What each lazily loaded page (or part of one) adds to the home route's download when it is first shown: its
 * chunk and what that chunk imports statically that the entry did not bring, gzipped. A change to the build's
 * groups that pulls a library into a page it does not need shows here (ADR 0016: Connect once loaded 37 KB of
 * Markdown parser it never used).
 */
export function measureLazyPageSizes() {
  const manifest = readManifest();
  const { entryFiles } = measureHomeRouteSize();
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key]) => {
      const added = [...staticClosure(manifest, key).js].filter((file) => !entryFiles.has(file));
      return { page: key.replace(/^features\//, ''), files: added.length, jsGzipKb: gzippedKb(added) };
    })
    .sort((a, b) => b.jsGzipKb - a.jsGzipKb);
}
