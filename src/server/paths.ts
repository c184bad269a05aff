import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The project root, found from this file whether it runs from `src/` (tsx, vitest) or bundled in `dist/server/`. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Kenja: cannot find the project root (package.json)');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'src/server/db/migrations');
export const CLIENT_DIST_DIR = join(PROJECT_ROOT, 'dist/client');
export const PUBLIC_DIR = join(PROJECT_ROOT, 'public');

/** tsx's ESM loader as a file URL, for `--import` in a child process or thread running TypeScript source. */
export function tsxLoader(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports: Record<string, unknown> };
  const entry = typeof manifest.exports['.'] === 'string' ? manifest.exports['.'] : './dist/loader.mjs';
  return new URL(entry, pathToFileURL(manifestPath)).href;
}

/** tsx's ESM API for registering its hooks from code (`register()`), as a file URL. */
export function tsxApi(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  return new URL('./dist/esm/api/index.mjs', pathToFileURL(manifestPath)).href;
}
