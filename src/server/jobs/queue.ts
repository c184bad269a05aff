import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;
/** A transaction or the database: a job is enqueued in the same transaction as the row it is about. */
export type Executor = Pick<Database, 'insert' | 'execute'>;

export const JOBS_CHANNEL = 'kenja_jobs';

/**
 * Puts a job in the queue unless one with the same key is already queued or running (the partial unique index
 * `jobs_live_key_idx` decides, so concurrent enqueues agree), due at once or at `runAt`. Returns whether a job was
 * added.
 */
export async function enqueueJob(
  db: Executor,
  job: { kind: string; key: string; payload: Record<string, unknown>; maxAttempts?: number; runAt?: Date },
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload,
      maxAttempts: job.maxAttempts ?? 5,
      ...(job.runAt ? { runAt: job.runAt } : {}),
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
): Promise<JobRow | undefined> {
  const result = await db.execute<Record<string, unknown>>(sql`
    UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
    WHERE id = (
      SELECT id FROM jobs
      WHERE kind IN (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})
        AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))
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
): Promise<boolean> {
  const result = await db.execute<Record<string, unknown>>(sql`
    UPDATE jobs SET locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id = ${job.id} AND status = 'running' AND locked_by = ${workerId} RETURNING id`);
  return rowsOf(result).length > 0;
}

export async function completeJob(db: Executor, job: JobRow, workerId: string): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, last_error = NULL, updated_at = now()
    WHERE id = ${job.id} AND locked_by = ${workerId}`);
}

/**
 * Gives a claimed job back: queued again at once, its attempt not counted, so another instance takes it now rather
 * than when the lease runs out. For a worker stopping (an instance shutting down) before the job's work committed.
 */
export async function releaseJob(db: Database, job: JobRow, workerId: string): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = NULL, locked_until = NULL,
      run_at = now(), updated_at = now()
    WHERE id = ${job.id} AND locked_by = ${workerId} AND status = 'running'`);
}

/** A failed attempt: queued again after a back-off, or failed for good once attempts are spent or it cannot help. */
export async function failJob(
  db: Database,
  job: JobRow,
  workerId: string,
  error: string,
  options: { retry: boolean; backoffMs: number },
): Promise<'retrying' | 'failed'> {
  const retry = options.retry && job.attempts < job.maxAttempts;
  await db.execute(sql`
    UPDATE jobs SET status = ${retry ? 'queued' : 'failed'}, locked_by = NULL, locked_until = NULL,
      last_error = ${error.slice(0, 2000)},
      run_at = now() + make_interval(secs => ${retry ? options.backoffMs / 1000 : 0}), updated_at = now()
    WHERE id = ${job.id} AND locked_by = ${workerId}`);
  return retry ? 'retrying' : 'failed';
}
