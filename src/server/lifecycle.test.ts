import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, dropDatabase, postgresTarget } from './test/postgres-admin';

// The server as `npm start` runs it (src/server/main.ts, through tsx), in a process of its own: what a load
// balancer and an orchestrator see of it while it starts and while it stops. On the embedded database, or in the
// server-postgres project on a new PostgreSQL database (DATABASE_URL), as an instance of several would run.

const DRAIN_MS = 1500;
const dataDir = mkdtempSync(join(tmpdir(), 'kenja-lifecycle-'));
let child: ChildProcess | undefined;

const postgres = process.env.KENJA_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const postgresName = `kenja_lifecycle_${randomBytes(6).toString('hex')}`;

/** DATABASE_URL for the instance: none on the embedded database. */
async function databaseUrl(): Promise<Record<string, string>> {
  if (!postgres) return {};
  await adminQuery(postgres, `CREATE DATABASE ${postgresName} TEMPLATE ${inject('postgresTemplate')}`);
  return { DATABASE_URL: postgresTarget(postgres, postgresName) };
}

afterAll(async () => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (postgres) await dropDatabase(postgres, postgresName);
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

describe('an instance starting and stopping', () => {
  it('is ready once started; stopping, it says so at once, finishes a request in flight and exits cleanly', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...(await databaseUrl()),
        PORT: String(port),
        HOST: '127.0.0.1',
        KENJA_DATA_DIR: dataDir,
        KENJA_SEED_DEMO: 'false',
        KENJA_DRAIN_MS: String(DRAIN_MS),
        KENJA_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    const deadline = Date.now() + 50_000;
    for (;;) {
      const answer = await status(`${base}/api/ready`).catch(() => undefined);
      if (answer?.status === 200) {
        expect(answer.body).toEqual({ ready: true, state: 'ready' });
        break;
      }
      if (answer) expect(answer).toEqual({ status: 503, body: { ready: false, state: 'starting' } });
      if (Date.now() > deadline) throw new Error('the server did not become ready');
      await sleep(100);
    }

    // A request whose body is still arriving when the stop comes.
    const body = JSON.stringify({ email: 'late@example.test', name: 'Late Arrival', role: 'user' });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(`${base}/api/auth/dev-sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), DRAIN_MS + 500);
    });
    await sleep(200);

    child.kill('SIGTERM');
    await sleep(100);
    expect(await status(`${base}/api/ready`)).toEqual({
      status: 503,
      body: { ready: false, state: 'draining' },
    });
    expect((await status(`${base}/api/health`)).status).toBe(200); // still answering while the balancer notices

    expect(await inFlight).toBe(200);
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow(); // gone
  });
});
