import type { Server } from 'node:http';
import { createAnthropicModel } from './answer';
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApp } from './app';
import { authConfigFromEnv, listenAddress } from './auth';
import { openDatabase } from './db/client';
import { fileStoreFor, moveStoredFiles, sweepOrphanDocumentFiles } from './files';
import { publicUrlOf, readEnv, type Env } from './env';
import type { DatabaseHandle } from './db/client';
import type { FileStore } from './files';
import { createReadiness, type Readiness } from './http/readiness';
import { createLogger, type Logger } from './log';
import { CLIENT_DIST_DIR } from './paths';
import { loadPageRenderer } from './http/page-renderer';
import { closeExtractionPools, enqueueWaitingDocuments } from './ingest';
import { enqueueQualityMeasurements } from './quality';
import { recordFirstEditions } from './packs';
import { createJobWorker } from './workers';
import { createEmbedder } from './search';
import { createSmtpMailer } from './mail/mailer';
import { seedDemoData } from './seed/seed-demo';
import { systemClock, type Clock } from './clock';
import { loadMallocTrim, releaseMemoryWhenQuiet } from './memory';

/**
 * Where original files go (KENJA_STORAGE_URL, else with the database). Files an older setup kept in the database
 * move there first (one at a time; safe on several instances starting at once: a move is put, then delete), and
 * files no document names any more are swept.
 */
async function openFileStore(
  env: Env,
  database: DatabaseHandle,
  log: Logger,
  now: Clock,
): Promise<FileStore> {
  const files = fileStoreFor(database, resolve(env.KENJA_DATA_DIR, 'files'), env.storage, now);
  const moved = await moveStoredFiles(database.db, files);
  if (moved > 0) log.info({ files: moved, store: files.kind }, 'files moved out of the database');
  const orphans = await sweepOrphanDocumentFiles(database.db, files, now());
  if (orphans > 0) log.info({ files: orphans }, 'files no document names were removed');
  return files;
}

/** Start-up: environment → database (migrations, demo seed) → app → listen → first catalog → ready. */
async function main() {
  const env = readEnv();
  const log = createLogger({ level: env.KENJA_LOG_LEVEL });
  // The one clock everything reads (ADR 0036).
  const now = systemClock;
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolMax: env.KENJA_DB_POOL_MAX, replicaUrl: env.DATABASE_REPLICA_URL }
      : { dataDir: resolve(env.KENJA_DATA_DIR, 'db') },
    log,
  );
  const files = await openFileStore(env, database, log, now);
  if (env.KENJA_SEED_DEMO) {
    const { seeded } = await seedDemoData(database.db, files, now());
    if (seeded) log.info('demo packs added to the new database');
  }

  // Packs indexed before editions were kept get their first one, before any document is queued again.
  await recordFirstEditions(database.db, now());
  // Documents waiting to be indexed (the demo packs' on a new database) are picked up by the worker below.
  const waiting = await enqueueWaitingDocuments(database.db, now());
  await enqueueQualityMeasurements(database.db, now());
  if (waiting > 0) log.info({ documents: waiting }, 'documents queued for indexing');
  const embedder = createEmbedder({
    baseUrl: env.KENJA_EMBEDDINGS_URL,
    model: env.KENJA_EMBEDDINGS_MODEL,
    apiKey: env.KENJA_EMBEDDINGS_API_KEY,
  });
  const mailer =
    env.SMTP_URL && env.MAIL_FROM ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }) : undefined;
  const publicUrl = publicUrlOf(env);

  const languageModel = env.ANTHROPIC_API_KEY
    ? createAnthropicModel({
        apiKey: env.ANTHROPIC_API_KEY,
        baseUrl: env.ANTHROPIC_BASE_URL,
        models: env.KENJA_ANSWER_MODELS,
        timeoutMs: env.KENJA_ANSWER_TIMEOUT_MS,
        idleTimeoutMs: Math.min(30_000, env.KENJA_ANSWER_TIMEOUT_MS),
        maxRetries: 2,
      })
    : undefined;

  const auth = authConfigFromEnv(env);
  const readiness = createReadiness();
  const app = createApp({
    now,
    readiness,
    embedder,
    languageModel,
    answerModels: env.KENJA_ANSWER_MODELS,
    db: database.db,
    reads: database.reads,
    files,
    changes: database.changes,
    log,
    logRequests: env.KENJA_LOG_REQUESTS,
    rateLimits: {
      signIn: env.KENJA_RATE_LIMIT_SIGN_IN,
      writes: env.KENJA_RATE_LIMIT_WRITES,
      search: env.KENJA_RATE_LIMIT_SEARCH,
      answers: env.KENJA_RATE_LIMIT_ANSWERS,
      mcp: env.KENJA_RATE_LIMIT_MCP,
      webhooks: env.KENJA_RATE_LIMIT_WEBHOOKS,
      tries: env.KENJA_RATE_LIMIT_TRIES,
      registrations: env.KENJA_RATE_LIMIT_REGISTRATIONS,
      oauth: env.KENJA_RATE_LIMIT_OAUTH,
    },
    mcpResultTokens: env.KENJA_MCP_RESULT_TOKENS,
    mcpAllowedOrigins: env.KENJA_MCP_ALLOWED_ORIGINS,
    oauthRegistration: env.KENJA_OAUTH_REGISTRATION,
    mcpRegistryPublicKey: env.KENJA_MCP_REGISTRY_PUBLIC_KEY,
    // On PostgreSQL every instance counts in the database; the embedded one only ever has one process.
    rateLimitStore: database.kind === 'postgres' ? 'database' : 'memory',
    trustProxy: env.KENJA_TRUST_PROXY,
    auth,
    clientDir: CLIENT_DIST_DIR,
    renderPage: await loadPageRenderer(),
    ...(env.KENJA_CONTACT_EMAIL ? { contactEmail: env.KENJA_CONTACT_EMAIL } : {}),
    catalogTtlMs: env.KENJA_CATALOG_TTL_MS,
    mailer,
    payments: {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiUrl: env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined,
            }
          : undefined,
      // Never in production: there a purchase needs a real payment.
      devCheckout: env.NODE_ENV !== 'production',
    },
  });
  const worker = createJobWorker({
    now,
    db: database.db,
    files,
    changes: database.changes,
    log,
    embedder,
    ranker: app.ranker,
    mail: mailer ? { mailer, publicUrl } : undefined,
    options: { concurrency: env.KENJA_INDEX_CONCURRENCY, leaseMs: env.KENJA_JOB_LEASE_MS },
  });
  worker.start();
  const { hostname, warning } = listenAddress(env, auth);
  if (warning) log.warn(warning);
  const server = serve({ fetch: app.fetch, port: env.PORT, ...(hostname ? { hostname } : {}) }, (info) => {
    const where = database.kind === 'pglite' ? `embedded database in ${env.KENJA_DATA_DIR}` : 'PostgreSQL';
    log.info(
      { port: info.port, database: database.kind },
      `Kenja is running at http://localhost:${info.port} (${where})`,
    );
  });
  // A request must arrive whole within two minutes (a 10 MB upload at 1 Mbit/s takes 80 s): a body trickled in
  // slowly cannot hold a connection and its buffers for Node's default five.
  (server as Server).requestTimeout = 120_000;
  // An idle keep-alive connection is closed after 65 s, not Node's 5 s. A client that sends its next request on a
  // connection at the moment the server closes it sees ECONNRESET: with 5 s that happened to clients pausing a few
  // seconds between requests (seen in the buying journey's API calls), and more while the event loop was busy. A
  // proxy in front keeps its own idle timeout below this one (deploy guidance: 60 s). Headers must come sooner.
  (server as Server).keepAliveTimeout = 65_000;
  (server as Server).headersTimeout = 66_000;

  await app.warm();
  readiness.ready();
  // What start-up and each burst of work freed goes back to the system once the process is quiet (ADR 0035).
  const trim = await loadMallocTrim();
  if (trim) releaseMemoryWhenQuiet({ release: trim, log });

  stopOnSignals({ env, log, readiness, server: server as Server, worker, app, mailer, files, database });
}

interface Running {
  env: Env;
  log: Logger;
  readiness: Readiness;
  server: Server;
  worker: { stop(): Promise<void> };
  app: { close(): Promise<void> };
  mailer: { close(): void } | undefined;
  files: FileStore;
  database: DatabaseHandle;
}

/**
 * Stopping (SIGTERM from an orchestrator, Ctrl-C): say "not ready" at once, keep serving while the load balancer
 * notices (KENJA_DRAIN_MS), then take no new connections, finish the requests in flight, hand running jobs back to
 * the queue, and close the database.
 */
function stopOnSignals({ env, log, readiness, server, worker, app, mailer, files, database }: Running) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    readiness.drain();
    log.info({ drainMs: env.KENJA_DRAIN_MS }, 'stopping: draining');
    setTimeout(() => {
      server.close(() => {
        void worker
          .stop()
          .then(() => closeExtractionPools())
          .then(() => app.close())
          .then(() => mailer?.close())
          .then(() => files.close?.())
          .then(() => database.close())
          .then(() => log.flush(() => process.exit(0)));
      });
      // Idle keep-alive connections would hold close() open until they time out; requests in flight finish.
      server.closeIdleConnections();
      // Whatever is still running after the grace period is cut off: a job not handed back returns to the queue
      // when its lease runs out.
      setTimeout(() => process.exit(0), env.KENJA_SHUTDOWN_GRACE_MS).unref();
    }, env.KENJA_DRAIN_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
