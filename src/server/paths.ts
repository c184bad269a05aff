import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
