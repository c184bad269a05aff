import pg from 'pg';

/** One statement on the PostgreSQL server named by `serverUrl`, over a connection of its own. */
export async function adminQuery(serverUrl: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** The connection string of database `name` on the server named by `serverUrl`. */
export function postgresTarget(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * pg's pool.end() resolves before its connections have said goodbye; dropping WITH (FORCE) then would kill one
 * mid-way, and its "terminating connection" error surfaces as an uncaught exception in the test run.
 */
export async function dropDatabase(serverUrl: string, name: string) {
  await untilNoConnections(serverUrl, name);
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function untilNoConnections(serverUrl: string, database: string, timeoutMs = 2000) {
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
