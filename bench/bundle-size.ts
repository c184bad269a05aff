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
 * What the browser downloads to show the home page: the entry chunk and everything it imports statically
 * (lazy routes such as /about are not counted), gzipped. Target: under 200 KB of JavaScript.
 */
export function measureHomeRouteSize() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const { js, css } = staticClosure(manifest, entryKey);
  return { jsFiles: js.size, jsGzipKb: gzippedKb(js), cssGzipKb: gzippedKb(css), entryFiles: js };
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
