import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Where the read-only hot paths load from (the marketplace catalog, sales pages, packs' search indexes): a
 * PostgreSQL read replica when DATABASE_REPLICA_URL names one, else the primary. Writes, and reads that must see a
 * write just made in the same request (sign-in, checkout, the studio, the dashboard), always use the primary: they
 * take `deps.db`, never this.
 */
export interface ReadSource {
  /**
   * A database that holds every change committed before this call: the replica once it has replayed the primary's
   * log up to now (waiting a little for it), else the primary. A cache dropped because of a change and reloaded
   * through this never reloads the state before that change.
   */
  fresh(): Promise<Database>;
}

/** Every read from the primary: the embedded database, or PostgreSQL without a replica. */
export function primaryReads(db: Database): ReadSource {
  return { fresh: () => Promise.resolve(db) };
}

/** How long a load waits for the replica to catch up before it reads the primary instead. */
const CATCH_UP_MS = 100;
const POLL_MS = 5;

/**
 * Reads from `replica` when it is caught up. The primary's current log position is read first (one tiny query),
 * then the replica's replayed position is compared with it; a replica that is not one (`pg_last_wal_replay_lsn()`
 * is null on a primary) counts as caught up, and one that fails to answer is passed over for the primary.
 */
export function replicaReads(primary: Database, replica: Database, catchUpMs = CATCH_UP_MS): ReadSource {
  const position = async (db: Database, query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { lsn: string | null }[] }).rows[0]?.lsn ?? null;
  return {
    async fresh() {
      const target = await position(primary, sql`SELECT pg_current_wal_lsn()::text AS lsn`);
      const deadline = performance.now() + catchUpMs;
      for (;;) {
        // A replica that cannot answer (down, restarting, not yet holding the database) is passed over.
        const caughtUp = await position(
          replica,
          sql`SELECT (coalesce(pg_last_wal_replay_lsn() >= ${target}::pg_lsn, true))::text AS lsn`,
        ).catch(() => 'unreachable');
        if (caughtUp === 'unreachable') return primary;
        if (caughtUp === 'true') return replica;
        if (performance.now() >= deadline) return primary;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
