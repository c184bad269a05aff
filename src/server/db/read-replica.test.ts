import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packListQuerySchema } from '../../common/contracts/packs';
import { systemClock } from '../clock';
import { createCatalog } from '../packs/catalog';
import { createPack } from '../test/factories';
import { adminQuery, postgresTarget } from '../test/postgres-admin';
import { openTestDatabase } from '../test/test-database';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';
import { sql } from 'drizzle-orm';

// DATABASE_REPLICA_URL against a real streaming replica (scripts/postgres-cluster.sh start_test_replica, which CI
// starts): the read-only hot paths read the replica once it has caught up, and the primary while it lags, so a
// cache reloaded after a change never reloads the state before it.

const replicaServer =
  process.env.KENJA_TEST_DATABASE === 'postgres' ? process.env.TEST_REPLICA_URL : undefined;

describe.runIf(replicaServer)('reads from a read replica', () => {
  let test: DatabaseHandle;
  let withReplica: DatabaseHandle;
  let name = '';

  beforeAll(async () => {
    test = await openTestDatabase();
    name =
      rowsOf<{ name: string }>(await test.db.execute(sql`SELECT current_database() AS name`))[0]?.name ?? '';
    // The test's database was just made on the primary: the replica has it once it has replayed that.
    for (const deadline = Date.now() + 30_000; ;) {
      const { rows } = await adminQuery(
        replicaServer as string,
        'SELECT 1 FROM pg_database WHERE datname = $1',
        [name],
      );
      if (rows.length > 0) break;
      if (Date.now() > deadline) throw new Error(`the replica never had ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    withReplica = await openDatabase({
      url: postgresTarget(process.env.TEST_DATABASE_URL as string, name),
      replicaUrl: postgresTarget(replicaServer as string, name),
    });
  });
  afterAll(async () => {
    await adminQuery(replicaServer as string, 'SELECT pg_wal_replay_resume()');
    await withReplica?.close();
    await test?.close();
  });

  /** Whether loads go to the replica once it has caught up (it may lag a while when the machine is busy). */
  const untilServedByReplica = async () => {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
      if ((await withReplica.reads.fresh()) !== withReplica.db) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };

  const listed = async (catalog: ReturnType<typeof createCatalog>, title: string) =>
    (await catalog.list(packListQuerySchema.parse({ q: title }))).packs.map((pack) => pack.title);

  it('loads the listing from the replica when it has caught up, from the primary while it lags or is gone', async () => {
    const catalog = createCatalog(withReplica.reads, { ttlMs: 0, now: systemClock });
    await createPack(withReplica.db, { title: 'Replicated Pottery' });
    expect(await untilServedByReplica()).toBe(true); // caught up: the replica
    expect(await listed(catalog, 'Replicated Pottery')).toEqual(['Replicated Pottery']);

    await adminQuery(replicaServer as string, 'SELECT pg_wal_replay_pause()');
    await createPack(withReplica.db, { title: 'Replicated Weaving' });
    expect(await withReplica.reads.fresh()).toBe(withReplica.db); // behind: the primary
    catalog.invalidate();
    expect(await listed(catalog, 'Replicated Weaving')).toEqual(['Replicated Weaving']);

    await adminQuery(replicaServer as string, 'SELECT pg_wal_replay_resume()');
    expect(await untilServedByReplica()).toBe(true);

    // A replica that cannot answer at all (here: a database it does not hold) is passed over, not an error.
    const unreachable = await openDatabase({
      url: postgresTarget(process.env.TEST_DATABASE_URL as string, name),
      replicaUrl: postgresTarget(replicaServer as string, 'kenja_no_such_database'),
    });
    try {
      expect(await unreachable.reads.fresh()).toBe(unreachable.db);
    } finally {
      await unreachable.close();
    }
  });
});
