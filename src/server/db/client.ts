import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../log';
import { MIGRATIONS_DIR } from '../paths';
import { openPgliteThread } from './pglite-thread';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import * as schema from './schema';
import type { Database, Transaction } from './database';
import { primaryReads, replicaReads, type ReadSource } from './read-replica';

export type { Database, Schema, Transaction } from './database';
/** The database or an open transaction: for reads and writes that may join the caller's transaction. */
export type Queryable = Database | Transaction;

/** Rows of a raw `execute`: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Announcements of changes to the data caches keep (LISTEN/NOTIFY). */
  changes: ChangeFeed;
  /** Where the read-only hot paths load from: a replica when one is given, else `db` (read-replica.ts). */
  reads: ReadSource;
  close(): Promise<void>;
}

/**
 * `poolMax`: connections this instance opens at most for queries (one more listens for announcements), to the
 * primary and again to `replicaUrl`, a read replica for the read-only hot paths.
 */
export type DatabaseTarget =
  | { url: string; poolMax?: number; replicaUrl?: string | undefined }
  | { dataDir: string }
  | { pglite: PGlite };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget, log?: Logger): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax ?? 10 });
    // An idle connection that breaks (a restart, a failover) is dropped by the pool and replaced on the next query;
    // unheard, its error would end the process.
    pool.on('error', (err) => log?.warn({ err }, 'a database connection was lost'));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    const replicaPool = target.replicaUrl
      ? new pg.Pool({ connectionString: target.replicaUrl, max: target.poolMax ?? 10 })
      : undefined;
    replicaPool?.on('error', (err) => log?.warn({ err }, 'a read replica connection was lost'));
    const reads = replicaPool
      ? replicaReads(db, drizzlePg({ client: replicaPool, schema }))
      : primaryReads(db);
    return handle(db, 'postgres', postgresChangeFeed(target.url, pool), reads, async () => {
      await pool.end();
      await replicaPool?.end();
    });
  }
  // A data directory is opened on a thread of its own (pglite-thread.ts); an instance given is used where it is.
  const client = 'pglite' in target ? target.pglite : await openPgliteThread(prepared(target.dataDir));
  const db = drizzlePglite({ client: client as PGlite, schema });
  // drizzle-kit's migrate cannot run against PGlite reliably, so migrations run here, on our own instance.
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return handle(db, 'pglite', pgliteChangeFeed(client), primaryReads(db), () => client.close());
}

function handle(
  db: Database,
  kind: DatabaseHandle['kind'],
  changes: ChangeFeed,
  reads: ReadSource,
  closeClient: () => Promise<void>,
): DatabaseHandle {
  return {
    db,
    kind,
    changes,
    reads,
    // The listener first: it must not see its database go and try to reconnect.
    close: async () => {
      await changes.close();
      await closeClient();
    },
  };
}

function prepared(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
}
