import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTarget } from '../test/postgres-admin';
import { openTestDatabase } from '../test/test-database';
import { postgresChangeFeed, type ChangeFeed } from './change-feed';
import { rowsOf, type DatabaseHandle } from './client';
import { sql } from 'drizzle-orm';

// The barrier a revocation or refund waits on before it answers: on PostgreSQL, every instance listening must have
// heard the change, not just the one that made it. Instance B's listening connection runs through a proxy the test
// can hold, so B hears late for as long as the test likes.

const serverUrl = process.env.KENJA_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** A TCP proxy to PostgreSQL whose answers to the client can be held back and let go. */
async function holdableProxy(target: URL) {
  const upstreams = new Set<net.Socket>();
  let held = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstreams.add(upstream);
    if (held) upstream.pause();
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      upstreams.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    hold() {
      held = true;
      for (const upstream of upstreams) upstream.pause();
    },
    release() {
      held = false;
      for (const upstream of upstreams) upstream.resume();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const upstream of upstreams) upstream.destroy();
        server.close(() => resolve());
      }),
  };
}

async function untilLive(feed: ChangeFeed) {
  for (const deadline = Date.now() + 10_000; !feed.live;) {
    if (Date.now() > deadline) throw new Error('the feed never connected');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(serverUrl)('the change feed’s barrier across instances (PostgreSQL)', () => {
  let test: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof holdableProxy>>;
  let pool: pg.Pool;
  let a: ChangeFeed;
  let b: ChangeFeed;
  const heardByB: string[] = [];

  beforeAll(async () => {
    test = await openTestDatabase();
    const [{ name = '' } = {}] = rowsOf<{ name: string }>(
      await test.db.execute(sql`SELECT current_database() AS name`),
    );
    const url = postgresTarget(serverUrl as string, name);
    proxy = await holdableProxy(new URL(url));
    const throughProxy = new URL(url);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    pool = new pg.Pool({ connectionString: url, max: 4 });
    a = postgresChangeFeed(url, pool);
    b = postgresChangeFeed(throughProxy.toString(), pool);
    a.subscribe('barrier_test', () => undefined);
    b.subscribe('barrier_test', (payload) => heardByB.push(payload));
    await Promise.all([untilLive(a), untilLive(b)]);
  });
  afterAll(async () => {
    proxy?.release();
    await a?.close();
    await b?.close();
    await pool?.end();
    await proxy?.close();
    await test?.close();
  });

  it('resolves only once every listening instance has heard what was announced before it', async () => {
    await a.sync('barrier_test'); // both answer while nothing is held
    proxy.hold();
    const order: string[] = [];
    await pool.query(`SELECT pg_notify('barrier_test', 'token:revoked')`);
    const synced = a.sync('barrier_test').then(() => order.push('A synced'));

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual([]); // B has not heard yet, so A does not answer its caller
    expect(heardByB).toEqual([]);

    b.subscribe('barrier_test', () => order.push('B heard'));
    proxy.release();
    await synced;
    expect(order).toEqual(['B heard', 'A synced']);
    expect(heardByB).toEqual(['token:revoked']);
  });
});
