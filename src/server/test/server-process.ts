import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENTRY_POINTS, serverBuildOptions } from '../../../scripts/build-lib.mjs';
import { PROJECT_ROOT } from '../paths';

/**
 * Kenja's server as `npm start` runs it, in processes of their own: what a load balancer, an orchestrator or a
 * `kill -9` sees. The server is bundled once per test file (esbuild, about a second) under node_modules/.cache, where
 * it finds the project and its packages as dist/server/main.js does; the client is not needed for the API.
 */
let built: Promise<string> | undefined;

export function buildServer(): Promise<string> {
  built ??= (async () => {
    const outdir = join(
      PROJECT_ROOT,
      'node_modules/.cache/kenja-server-test',
      randomBytes(6).toString('hex'),
    );
    mkdirSync(outdir, { recursive: true });
    const esbuild = await import('esbuild');
    await esbuild.build(serverBuildOptions(SERVER_ENTRY_POINTS, outdir));
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    return join(outdir, 'main.js');
  })();
  return built;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends SIGTERM and waits for the end. */
  stop(): Promise<number | null>;
}

/**
 * Starts the built server with `env` (on a data directory of its own, its embedded database already migrated; demo
 * data off unless set) and waits until it
 * is ready (`/api/ready`), or only until it listens when `until` is 'listening'.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { until = 'ready' }: { until?: 'ready' | 'listening' } = {},
): Promise<ServerProcess> {
  const main = await buildServer();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kenja-process-'));
  if (!env.DATABASE_URL) {
    // Imported here: test-database.ts reads the run's snapshot through Vitest, which benches do not run under.
    const { writeMigratedPgliteDir } = await import('./test-database');
    await writeMigratedPgliteDir(join(dataDir, 'db')); // where main.ts opens it
  }
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      KENJA_DATA_DIR: dataDir,
      KENJA_SEED_DEMO: 'false',
      KENJA_LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const res = await fetch(`${baseUrl}/api/${until === 'ready' ? 'ready' : 'health'}`).catch(
      () => undefined,
    );
    if (res?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ${until} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
