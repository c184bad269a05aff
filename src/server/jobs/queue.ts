import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { jobs } from '../db/schema';
import { sqlTime } from '../db/sql-time';

export type JobRow = typeof jobs.$inferSelect;
/** A transaction or the database: a job is enqueued in the same transaction as the row it is about. */
export type Executor = Pick<Database, 'insert' | 'execute'>;

export const JOBS_CHANNEL = 'kenja_jobs';

/**
 * Puts a job in the queue unless one with the same key is already queued or running (the partial unique index
 * `jobs_live_key_idx` decides, so concurrent enqueues agree), due at once (`now`) or at `runAt`. Returns whether a
 * job was added.
 *
 * Every time here is the app's clock, passed in (ADR 0036): the database's `now()` never decides when a job is due
 * or a lease has run out, so a test that moves the clock moves the queue with it.
 */
export async function enqueueJob(
  db: Executor,
  job: { kind: string; key: string; payload: Record<string, unknown>; maxAttempts?: number; runAt?: Date },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload,
      maxAttempts: job.maxAttempts ?? 5,
      runAt: job.runAt ?? now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: jobs.key, where: sql`${jobs.status} IN ('queued', 'running')` })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims the next due job for `workerId`: a queued job whose time has come, or a running one whose lease ran out
 * (its worker died). `SKIP LOCKED` lets every instance claim at once without waiting on each other.
 */
export async function claimJob(
  db: Database,
  workerId: string,
  kinds: string[],
  leaseMs: number,
  now: Date,
): Promise<JobRow | undefined> {
  const result = await db.execute<Record<string, unknown>>(sql`
    UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = ${sqlTime(later(now, leaseMs))}, updated_at = ${sqlTime(now)}
    WHERE id = (
      SELECT id FROM jobs
      WHERE kind IN (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})
        AND ((status = 'queued' AND run_at <= ${sqlTime(now)}) OR (status = 'running' AND locked_until < ${sqlTime(now)}))
      ORDER BY run_at, created_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const id = rowsOf<{ id: unknown }>(result)[0]?.id;
  if (typeof id !== 'string') return undefined;
  const [job] = await db
    .select()
    .from(jobs)
    .where(sql`${jobs.id} = ${id}`);
  return job;
}

/** Keeps a long job's lease; false when the job is no longer this worker's (its lease ran out and was taken). */
export async function extendLease(
  db: Database,
  job: JobRow,
  workerId: string,
  leaseMs: number,
  now: Date,
): Promise<boolean> {
  const result = await db.execute<Record<string, unknown>>(sql`
    UPDATE jobs SET locked_until = ${sqlTime(later(now, leaseMs))}, updated_at = ${sqlTime(now)}
    WHERE id = ${job.id} AND status = 'running' AND locked_by = ${workerId} RETURNING id`);
  return rowsOf(result).length > 0;
}

export async function completeJob(db: Executor, job: JobRow, workerId: string, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, last_error = NULL, updated_at = ${sqlTime(now)}
    WHERE id = ${job.id} AND locked_by = ${workerId}`);
}

/**
 * Gives a claimed job back: queued again at once, its attempt not counted, so another instance takes it now rather
 * than when the lease runs out. For a worker stopping (an instance shutting down) before the job's work committed.
 */
export async function releaseJob(db: Database, job: JobRow, workerId: string, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = NULL, locked_until = NULL,
      run_at = ${sqlTime(now)}, updated_at = ${sqlTime(now)}
    WHERE id = ${job.id} AND locked_by = ${workerId} AND status = 'running'`);
}

/** A failed attempt: queued again after a back-off, or failed for good once attempts are spent or it cannot help. */
export async function failJob(
  db: Database,
  job: JobRow,
  workerId: string,
  error: string,
  options: { retry: boolean; backoffMs: number },
  now: Date,
): Promise<'retrying' | 'failed'> {
  const retry = options.retry && job.attempts < job.maxAttempts;
  await db.execute(sql`
    UPDATE jobs SET status = ${retry ? 'queued' : 'failed'}, locked_by = NULL, locked_until = NULL,
      last_error = ${error.slice(0, 2000)},
      run_at = ${sqlTime(later(now, retry ? options.backoffMs : 0))}, updated_at = ${sqlTime(now)}
    WHERE id = ${job.id} AND locked_by = ${workerId}`);
  return retry ? 'retrying' : 'failed';
}

function later(now: Date, ms: number): Date {
  return new Date(now.getTime() + ms);
}
