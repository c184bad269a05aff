// `npm start`: builds the client and server if the sources changed since the last build, then runs the server.
// The build runs in a process of its own: Vite and Rollup would otherwise stay in the serving process's memory
// (hundreds of MB), and Vite's NODE_ENV=production would leak into the server's settings.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-lib.mjs';

// In production `npm start` only serves: the build happened when the image was made (deploy/Dockerfile), whose
// runtime has neither the sources nor the build tools.
const production = process.env.NODE_ENV === 'production';
if (production && !existsSync(fileURLToPath(new URL('../dist/server/main.js', import.meta.url)))) {
  console.error('Kenja: no build in dist/ — run `npm run build` before `npm start` in production');
  process.exit(1);
}
if (!production && buildIsStale()) {
  console.log('Kenja: building the app (first start, or the sources changed)…');
  const built = spawnSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import('../dist/server/main.js');
