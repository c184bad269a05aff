import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, dropDatabase, postgresTarget } from './test/postgres-admin';
import { newPack, uploadOk } from './test/engine-helpers';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { TestBrowser } from './test/test-browser';

// The server as `npm start` runs it (bundled, test/server-process.ts), in a process of its own: what a load
// balancer and an orchestrator see of it while it starts and while it stops. On the embedded database, or in the
// server-postgres project on a new PostgreSQL database (DATABASE_URL), as an instance of several would run.

const DRAIN_MS = 1500;
let instance: ServerProcess | undefined;

const postgres = process.env.KENJA_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const postgresNames: string[] = [];

/** DATABASE_URL for a new instance: none on the embedded database. */
async function databaseUrl(): Promise<Record<string, string>> {
  if (!postgres) return {};
  const name = `kenja_lifecycle_${randomBytes(6).toString('hex')}`;
  postgresNames.push(name);
  await adminQuery(postgres, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  return { DATABASE_URL: postgresTarget(postgres, name) };
}

afterAll(async () => {
  instance?.child.kill('SIGKILL');
  if (postgres) for (const name of postgresNames) await dropDatabase(postgres, name);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

describe('an instance starting and stopping', () => {
  it('is ready once started; stopping, it says so at once, finishes a request in flight and exits cleanly', async () => {
    instance = await startServerProcess(
      { ...(await databaseUrl()), KENJA_DRAIN_MS: String(DRAIN_MS) },
      { until: 'listening' },
    );
    const base = instance.baseUrl;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answer = await status(`${base}/api/ready`);
      if (answer.status === 200) {
        expect(answer.body).toEqual({ ready: true, state: 'ready' });
        break;
      }
      expect(answer).toEqual({ status: 503, body: { ready: false, state: 'starting' } });
      if (Date.now() > deadline) throw new Error('the server did not become ready');
      await new Promise((resolve) => setTimeout(resolve, 50));
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

    const exited = instance.stop();
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

  it('takes its upload spool directory with it when it stops', async () => {
    instance = await startServerProcess(await databaseUrl());
    // Where that process spools uploads (http/multipart.ts): made by its first large upload, empty once answered.
    const spoolDir = join(tmpdir(), `kenja-uploads-${instance.child.pid}`);
    const creator = new TestBrowser(instance.baseUrl);
    await creator.signInAs('creator');
    const pack = await newPack(creator, 'Spooled');
    // Over 256 KB: a smaller file is kept in memory and never reaches the spool.
    const long = `# Notes\n\n${'A file that passes through the spool. '.repeat(8_000)}`;
    await uploadOk(creator, pack.id, 'notes.md', long);
    expect(existsSync(spoolDir)).toBe(true);

    expect(await instance.stop()).toBe(0);
    expect(existsSync(spoolDir)).toBe(false);
  });
});
