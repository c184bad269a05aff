import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createPglite } from '../db/pglite';
import { adminQuery, dropDatabase, postgresTarget } from './postgres-admin';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the run's migrated snapshot, or, in
 * the `server-postgres` test project, a new database on the PostgreSQL server named by TEST_DATABASE_URL, copied from
 * the run's migrated template (dropped again on close). Both are made once per run by `global-setup.ts`.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.KENJA_TEST_DATABASE !== 'postgres') {
    return openDatabase({ pglite: await createPglite({ loadDataDir: pgliteSnapshot() }) });
  }
  if (!serverUrl) throw new Error('The server-postgres tests need TEST_DATABASE_URL');

  const name = `kenja_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const handle = await openDatabase({ url: postgresTarget(serverUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * Fills `dataDir` with the run's migrated embedded database, for a server process of a test's own: started on it, the
 * server finds its migrations done, where a new directory would spend about 15 s in `initdb` and the migrations.
 */
export async function writeMigratedPgliteDir(dataDir: string): Promise<void> {
  const pglite = await createPglite({ dataDir, loadDataDir: pgliteSnapshot() });
  await pglite.close();
}

let snapshot: Blob | undefined;
function pgliteSnapshot(): Blob {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return snapshot;
}
