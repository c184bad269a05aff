import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = 'dist/client';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * What the browser downloads to show the home page: the entry chunk and everything it imports statically
 * (lazy routes such as /about are not counted), gzipped. Target: under 200 KB of JavaScript.
 */
export function measureHomeRouteSize() {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');

  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);

  const gzipped = (files: Set<string>) =>
    [...files].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file)), { level: 9 }).length,
      0,
    );
  return { jsFiles: js.size, jsGzipKb: gzipped(js) / 1024, cssGzipKb: gzipped(css) / 1024 };
}
