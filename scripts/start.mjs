// `npm start`: builds the client and server if the sources changed since the last build, then runs the server.
// The build runs in a process of its own: Vite and Rollup would otherwise stay in the serving process's memory
// (hundreds of MB), and Vite's NODE_ENV=production would leak into the server's settings.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from './build-lib.mjs';

if (buildIsStale()) {
  console.log('Kenja: building the app (first start, or the sources changed)…');
  const built = spawnSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import('../dist/server/main.js');
