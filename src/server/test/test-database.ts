import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, in the `server-postgres` test project,
 * a new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.KENJA_TEST_DATABASE !== 'postgres') return openDatabase({ pglite: new PGlite() });
  if (!serverUrl) throw new Error('The server-postgres tests need TEST_DATABASE_URL');

  const name = `kenja_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      // pg's pool.end() resolves before its connections have said goodbye; dropping WITH (FORCE) then would kill
      // one mid-way, and its "terminating connection" error surfaces as an uncaught exception in the test run.
      await untilNoConnections(serverUrl, name);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(serverUrl: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

async function untilNoConnections(serverUrl: string, database: string, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await adminQuery(
      serverUrl,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
