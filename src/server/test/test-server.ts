import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { hc } from 'hono/client';
import { createApp, type AppType } from '../app';
import type { Database } from '../db/client';
import { seedDemoData } from '../seed/seed-demo';
import { openTestDatabase } from './test-database';

export interface TestServer {
  db: Database;
  baseUrl: string;
  /** The same typed client the browser uses, over real HTTP. */
  api: ReturnType<typeof hc<AppType>>;
  /** A raw request, for inputs the typed client would not let us send. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Kenja's HTTP server on 127.0.0.1 and a free port, over a fresh database. */
export async function startTestServer(
  options: { seed?: boolean; clientDir?: string } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  if (options.seed) await seedDemoData(database.db);
  // No in-memory catalog: tests write packs straight into the database and expect to see them listed at once.
  const app = createApp({
    db: database.db,
    catalogTtlMs: 0,
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    db: database.db,
    baseUrl,
    api: hc<AppType>(`${baseUrl}/api`),
    fetch: (path, init) => fetch(`${baseUrl}${path}`, init),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
