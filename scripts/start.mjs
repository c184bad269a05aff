// `npm start`: builds the client and server if the sources changed since the last build, then runs the server.
import { buildIsStale, build } from './build-lib.mjs';

if (buildIsStale()) {
  console.log('Kenja: building the app (first start, or the sources changed)…');
  // Vite sets NODE_ENV=production while it builds; the server must see what the user set, not that.
  const nodeEnv = process.env.NODE_ENV;
  await build();
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
await import('../dist/server/main.js');
