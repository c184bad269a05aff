import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createLogger } from '../log';
import { openTestDatabase } from '../test/test-database';
import { enqueueJob } from './queue';
import { createWorker, type JobHandler } from './worker';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = createLogger({ level: 'silent' });

/** A long job that watches its signal, as indexing does between batches; `started` resolves once it runs. */
function longJob() {
  let began: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (began = resolve));
  const runs: string[] = [];
  const handler: JobHandler = {
    async run(job, { signal }) {
      runs.push(job.id);
      began();
      await new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        if (runs.length > 1) resolve(undefined); // a second run (on the other instance) finishes
      });
    },
    isTransient: () => true,
  };
  return { handler, started, runs };
}

const jobRow = async (key: string) => {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.key, key));
  return row;
};

describe('a stopping instance hands its jobs back', () => {
  it('queues a job it was running again at once, its attempt not counted, and another worker finishes it', async () => {
    const key = `long-${Date.now()}`;
    await enqueueJob(database.db, { kind: 'long', key, payload: {} }, systemClock());
    const { handler, started, runs } = longJob();
    const stopping = createWorker({
      db: database.db,
      changes: database.changes,
      handlers: { long: handler },
      log,
      now: systemClock,
      leaseMs: 600_000, // a lease far longer than the test: only handing back can free the job
      pollMs: 20,
    });
    stopping.start();
    await started;
    expect(await jobRow(key)).toMatchObject({ status: 'running', attempts: 1 });

    await stopping.stop();
    expect(await jobRow(key)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
    });

    const other = createWorker({
      db: database.db,
      changes: database.changes,
      handlers: { long: handler },
      log,
      now: systemClock,
    });
    await other.drain();
    expect(runs).toHaveLength(2);
    expect(await jobRow(key)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
