import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import { hc } from 'hono/client';
import { afterAll, beforeAll } from 'vitest';
import type { UserProfile } from '../../common/contracts/auth';
import type { Role } from '../../common/roles';
import { systemClock, type Clock } from '../clock';
import { createApp, type AppType } from '../app';
import type { AuthConfig } from '../auth/config';
import { AUTH_CHANNEL } from '../auth/session-cache';
import { randomToken } from '../auth/tokens';
import type { DatabaseHandle, Database } from '../db/client';
import type { AppDeps } from '../deps';
import { fileStoreFor, type FileStore, type StorageSetting } from '../files';
import { declaredOperations, type Operation } from '../http/endpoint';
import { RATE_LIMIT_NAMES, type RateLimitSettings, type RatePolicy } from '../http/rate-limit';
import { createLogger } from '../log';
import { createJobWorker } from '../workers';
import { seedDemoData } from '../seed/seed-demo';
import { openTestDatabase } from './test-database';
import { TestBrowser } from './test-browser';

export interface TestServer {
  db: Database;
  database: DatabaseHandle;
  /** Where documents' files are kept: a directory of this test's own on PGlite, the database on PostgreSQL. */
  files: FileStore;
  baseUrl: string;
  /** Keys this server's session hashes; a second instance over the same database needs the same one. */
  sessionSecret: string;
  /** The same typed client the browser uses, over real HTTP, without cookies. */
  api: ReturnType<typeof hc<AppType>>;
  /** A raw request without cookies, for inputs the typed client would not let us send. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A cookie-keeping client: one browser. */
  browser(): TestBrowser;
  /** A new browser, signed in through the development sign-in as a new person with `role` (or as `email`). */
  signedIn(role: Role, email?: string): Promise<{ browser: TestBrowser; user: UserProfile }>;
  /** One new browser a role, signed in one after another as new people with them (each knows its `user`). */
  signedInBrowsers<R extends Role[]>(...roles: R): Promise<{ [K in keyof R]: TestBrowser }>;
  /** Every endpoint the app serves under /api and /rest, as `METHOD /path/:param`. */
  endpoints(): string[];
  /** The operations its routes declare (`endpoint`, http/endpoint.ts), at the method and path they are served at. */
  declaredOperations(): Operation[];
  /** Every log line written so far, parsed. */
  logs(): Record<string, unknown>[];
  /**
   * Waits until the database's announcements of earlier changes have reached this server's caches. A test that
   * writes auth state straight into the database (not through the app) calls it before the next request; on
   * PostgreSQL announcements arrive over a connection of their own, a moment after the commit.
   */
  settle(): Promise<void>;
  /** Runs every due background job (document indexing) to the end. */
  runJobs(): Promise<void>;
  close(): Promise<void>;
}

/** Every named rate limit at `every`, but for those `except` sets otherwise. */
export function rateLimitsOf(every: RatePolicy, except: Partial<RateLimitSettings> = {}): RateLimitSettings {
  const all = Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, every])) as RateLimitSettings;
  return { ...all, ...except };
}

/** Generous enough that no test meets a limit unless it sets its own. */
const UNLIMITED = rateLimitsOf({ points: 1_000_000, seconds: 60 });

export interface TestServerOptions {
  seed?: boolean;
  clientDir?: string;
  auth?: Partial<AuthConfig>;
  /** The app's clock; the machine's unless a test moves its own. */
  now?: Clock;
  rateLimits?: RateLimitSettings;
  /** Another server over this one's database: a second instance. */
  shareDatabaseWith?: TestServer;
  /** Where documents' files go, as KENJA_STORAGE_URL would say (e.g. a test S3 store's bucket). */
  storage?: StorageSetting;
  deps?: Partial<
    Pick<
      AppDeps,
      | 'rateLimitStore'
      | 'trustProxy'
      | 'logRequests'
      | 'contactEmail'
      | 'embedder'
      | 'functionUploadWaitMs'
      | 'languageModel'
      | 'answerModels'
      | 'mcpResultTokens'
      | 'mcpAllowedOrigins'
      | 'oauthRegistration'
      | 'mcpRegistryPublicKey'
      | 'catalogTtlMs'
      | 'renderPage'
      | 'payments'
      | 'mailer'
    >
  >;
  /**
   * `manual` (the default): jobs run when the test calls `runJobs()`. `background`: a worker claims them as they
   * come, as in production.
   */
  jobs?: 'manual' | 'background';
  worker?: Parameters<typeof createJobWorker>[0]['options'];
  extraction?: Parameters<typeof createJobWorker>[0]['extraction'];
}

/** Kenja's HTTP server on 127.0.0.1 and a free port, over a fresh database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const now = options.now ?? systemClock;
  const shared = options.shareDatabaseWith?.database;
  const database = shared ?? (await openTestDatabase());
  const filesDir = mkdtempSync(join(tmpdir(), 'kenja-test-files-'));
  // A second instance reads the first one's files: its own client of the same storage, or the first one's store.
  const files =
    options.storage || !options.shareDatabaseWith
      ? fileStoreFor(database, filesDir, options.storage, now)
      : options.shareDatabaseWith.files;
  if (options.seed) await seedDemoData(database.db, files, now());

  const lines: string[] = [];
  const log = createLogger({
    level: 'debug',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    }),
  });

  // Listen first, so the app can be told the address people (and the sign-in provider) reach it at.
  const late: { app?: ReturnType<typeof createApp> } = {};
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        fetch: (request, env) => (late.app as NonNullable<typeof late.app>).fetch(request, env),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const sessionSecret = options.shareDatabaseWith?.sessionSecret ?? randomToken();
  const app = createApp({
    db: database.db,
    files,
    changes: database.changes,
    log,
    auth: {
      sessionSecret,
      publicUrl: new URL(baseUrl),
      devSignIn: true,
      trustLoopbackOrigins: true,
      adminEmails: [],
      ...options.auth,
    },
    rateLimits: options.rateLimits ?? UNLIMITED,
    rateLimitStore: database.kind === 'postgres' ? 'database' : 'memory',
    // No in-memory catalog: tests write packs straight into the database and expect to see them listed at once.
    catalogTtlMs: 0,
    // Tests that want the spec's upload to wait for processing run a worker and set their own wait.
    functionUploadWaitMs: 0,
    // The dev checkout, as on a developer's machine; tests of Stripe pass their own.
    payments: { devCheckout: true },
    ...options.deps,
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    now,
  });
  late.app = app;
  const worker = createJobWorker({
    db: database.db,
    files,
    changes: database.changes,
    log,
    embedder: options.deps?.embedder,
    ranker: app.ranker,
    mail: options.deps?.mailer ? { mailer: options.deps.mailer, publicUrl: new URL(baseUrl) } : undefined,
    ...(options.extraction ? { extraction: options.extraction } : {}),
    ...(options.worker ? { options: options.worker } : {}),
    now,
  });
  if (options.jobs === 'background') worker.start();

  return {
    db: database.db,
    database,
    files,
    baseUrl,
    sessionSecret,
    api: hc<AppType>(`${baseUrl}/api`),
    fetch: (path, init) => fetch(`${baseUrl}${path}`, init),
    browser: () => new TestBrowser(baseUrl),
    signedIn: async (role, email) => {
      const browser = new TestBrowser(baseUrl);
      return { browser, user: await browser.signInAs(role, email) };
    },
    signedInBrowsers: async <R extends Role[]>(...roles: R) => {
      const browsers: TestBrowser[] = [];
      for (const role of roles) {
        const browser = new TestBrowser(baseUrl);
        await browser.signInAs(role);
        browsers.push(browser);
      }
      return browsers as { [K in keyof R]: TestBrowser };
    },
    endpoints: () =>
      [
        ...new Set(
          app.routes
            .filter((r) => r.method !== 'ALL' && /^\/(api|rest|functions)\//.test(r.path))
            .map((r) => `${r.method} ${r.path}`),
        ),
      ].sort(),
    declaredOperations: () => declaredOperations(app.routes),
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    settle: () => database.changes.sync(AUTH_CHANNEL),
    runJobs: () => worker.drain(),
    close: async () => {
      await worker.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      if (!shared) await database.close();
      if (files !== options.shareDatabaseWith?.files) files.close?.();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * What `start` makes, for the enclosing suite (the file, or a `describe`): made before its first test and handed to
 * `set` (which keeps it in the test file's own variables, and may go on to set up what the suite's tests share),
 * then `stop`ped after its last test. Suites using several stop them in the reverse of the order they started.
 */
export function useForSuite<T>(
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
  set: (started: T) => unknown,
): void {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    await set(started);
  });
  afterAll(async () => {
    if (started !== undefined) await stop(started);
  });
}

/** A server for the enclosing suite (see `useForSuite`); `options` may be a function, read when it starts. */
export function useTestServer(
  set: (server: TestServer) => unknown,
  options: TestServerOptions | (() => TestServerOptions) = {},
): void {
  useForSuite(
    () => startTestServer(typeof options === 'function' ? options() : options),
    (server) => server.close(),
    set,
  );
}

/**
 * A local stand-in for an outside service (`start`ed, and `stop`ped last), and a server configured for it by
 * `options`, for the enclosing suite (see `useForSuite`): both handed to `set` once they listen.
 */
export function useServerWith<T>(
  start: () => Promise<T>,
  stop: (service: T) => Promise<void>,
  options: (service: T) => TestServerOptions,
  set: (service: T, server: TestServer) => unknown,
): void {
  let service: T;
  useForSuite(start, stop, (started) => (service = started));
  useTestServer(
    (server) => set(service, server),
    () => options(service),
  );
}

/** Runs `use` against a server of its own, started for it and closed after it, however it ends. */
export async function withTestServer<T>(
  options: TestServerOptions,
  use: (server: TestServer) => Promise<T>,
): Promise<T> {
  const server = await startTestServer(options);
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}
