import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from '../clock';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { type Logger, describeError } from '../log';
import { claimJob, completeJob, extendLease, failJob, JOBS_CHANNEL, releaseJob, type JobRow } from './queue';

/**
 * What a job kind does. A thrown error is retried (with back-off) when `isTransient` says it may help. A long job
 * watches `signal`: aborted when its worker stops, it throws the signal's reason before committing anything, and
 * the job goes back to the queue for another instance, its attempt not counted.
 */
export interface JobHandler {
  run(job: JobRow, context: { signal: AbortSignal }): Promise<void>;
  isTransient(error: unknown): boolean;
  /** Called once a job has failed for good, to record why where people look (a document's status). */
  onFailed?(job: JobRow, error: unknown): Promise<void>;
  /** Called when a failed attempt will be retried later. */
  onRetry?(job: JobRow, error: unknown): Promise<void>;
  describe?(error: unknown): string;
}

export interface WorkerOptions {
  db: Database;
  changes: ChangeFeed;
  handlers: Record<string, JobHandler>;
  log: Logger;
  /** The app's clock: when a job is due, and until when a lease holds (ADR 0036). */
  now: Clock;
  /** Jobs run at once in this process. Extraction runs on worker threads; indexing writes are short. */
  concurrency?: number;
  /** How long a claimed job stays this worker's without a renewal; a crashed worker's jobs return after it. */
  leaseMs?: number;
  /** Between looks at the queue when no announcement wakes the worker (announcements can be missed). */
  pollMs?: number;
  /** Back-off before attempt n+1: base × 2^(n-1), capped. */
  backoffBaseMs?: number;
}

export interface Worker {
  start(): void;
  /** Runs every due job to the end (tests, and `npm start`'s first indexing); resolves when none is left. */
  drain(): Promise<void>;
  /** Claims nothing more; jobs that watch the stop hand themselves back, the others finish. */
  stop(): Promise<void>;
}

export function createWorker(options: WorkerOptions): Worker {
  const { db, changes, handlers, log, now } = options;
  const concurrency = options.concurrency ?? 2;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const backoffBaseMs = options.backoffBaseMs ?? 2_000;
  // Which process holds a job (jobs.locked_by), for an operator looking at a stuck one: host, process, worker.
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const kinds = Object.keys(handlers);
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  async function run(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    if (!handler) return;
    const lease = setInterval(() => {
      void extendLease(db, job, workerId, leaseMs, now()).catch(() => undefined);
    }, leaseMs / 3);
    try {
      await handler.run(job, { signal: stopping.signal });
      await completeJob(db, job, workerId, now());
    } catch (error) {
      if (stopping.signal.aborted && error === stopping.signal.reason) {
        await releaseJob(db, job, workerId, now());
        log.info({ job: job.id, kind: job.kind }, 'job handed back: this instance is stopping');
        return;
      }
      const message = handler.describe?.(error) ?? (error instanceof Error ? error.message : String(error));
      const backoffMs = Math.min(backoffBaseMs * 2 ** (job.attempts - 1), 5 * 60_000);
      const outcome = await failJob(
        db,
        job,
        workerId,
        message,
        { retry: handler.isTransient(error), backoffMs },
        now(),
      );
      log.warn(
        { job: job.id, kind: job.kind, attempt: job.attempts, outcome, err: describeError(error) },
        'job failed',
      );
      if (outcome === 'failed') await handler.onFailed?.(job, error);
      else await handler.onRetry?.(job, error);
    } finally {
      clearInterval(lease);
    }
  }

  let claiming = false;
  /** Claims due jobs into free slots, one claim at a time, until the slots are full or the queue is empty. */
  function pump() {
    if (stopping.signal.aborted || claiming || running.size >= concurrency) return;
    claiming = true;
    claimJob(db, workerId, kinds, leaseMs, now())
      .then((job) => {
        claiming = false;
        if (!job) return;
        const slot: Promise<void> = run(job)
          .catch((error: unknown) => log.error({ err: describeError(error) }, 'job bookkeeping failed'))
          .finally(() => {
            running.delete(slot);
            pump();
          });
        running.add(slot);
        pump();
      })
      .catch((error: unknown) => {
        claiming = false;
        log.error({ err: describeError(error) }, 'job worker could not reach the queue');
      });
  }

  return {
    start() {
      unsubscribe = changes.subscribe(JOBS_CHANNEL, () => pump());
      const tick = () => {
        pump();
        timer = setTimeout(tick, pollMs);
        timer.unref();
      };
      tick();
    },
    async drain() {
      await Promise.all(running);
      for (;;) {
        const job = await claimJob(db, workerId, kinds, leaseMs, now());
        if (!job) break;
        await run(job);
      }
    },
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      unsubscribe?.();
      await Promise.allSettled(running);
    },
  };
}
