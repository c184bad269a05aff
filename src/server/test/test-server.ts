import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { hc } from 'hono/client';
import { createApp, type AppType } from '../app';
import type { AuthConfig } from '../auth/config';
import { randomToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { seedDemoData } from '../seed/seed-demo';
import { openTestDatabase } from './test-database';
import { TestBrowser } from './test-browser';

export interface TestServer {
  db: Database;
  baseUrl: string;
  /** The same typed client the browser uses, over real HTTP, without cookies. */
  api: ReturnType<typeof hc<AppType>>;
  /** A raw request without cookies, for inputs the typed client would not let us send. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A cookie-keeping client: one browser. */
  browser(): TestBrowser;
  /** Every endpoint the app serves under /api and /rest, as `METHOD /path/:param`. */
  endpoints(): string[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  seed?: boolean;
  clientDir?: string;
  auth?: Partial<AuthConfig>;
  now?: () => Date;
}

/** Kenja's HTTP server on 127.0.0.1 and a free port, over a fresh database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  if (options.seed) await seedDemoData(database.db);

  // Listen first, so the app can be told the address people (and the sign-in provider) reach it at.
  const late: { app?: ReturnType<typeof createApp> } = {};
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        fetch: (request) => (late.app as NonNullable<typeof late.app>).fetch(request),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = createApp({
    db: database.db,
    auth: {
      sessionSecret: randomToken(),
      publicUrl: new URL(baseUrl),
      devSignIn: true,
      trustLoopbackOrigins: true,
      adminEmails: [],
      ...options.auth,
    },
    // No in-memory catalog: tests write packs straight into the database and expect to see them listed at once.
    catalogTtlMs: 0,
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  late.app = app;

  return {
    db: database.db,
    baseUrl,
    api: hc<AppType>(`${baseUrl}/api`),
    fetch: (path, init) => fetch(`${baseUrl}${path}`, init),
    browser: () => new TestBrowser(baseUrl),
    endpoints: () =>
      [
        ...new Set(
          app.routes
            .filter((r) => r.method !== 'ALL' && /^\/(api|rest)\//.test(r.path))
            .map((r) => `${r.method} ${r.path}`),
        ),
      ].sort(),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
