import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { TEST_CLOCK_START } from '../test/test-clock';
import { openTestDatabase } from '../test/test-database';
import { claimJob, enqueueJob, extendLease } from './queue';

// Two instances whose clocks disagree by a few seconds share one queue (ADR 0036): each stamps and compares with its
// own clock, and the database's never enters. What the skew can and cannot do, at explicit moments.

const SECOND = 1_000;
const LEASE_MS = 60 * SECOND; // KENJA_JOB_LEASE_MS's default; a worker renews it every third of it
const SKEW_MS = 4 * SECOND; // the instance "ahead" runs this far before the instance "behind"

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const at = (ms: number) => new Date(TEST_CLOCK_START.getTime() + ms);
let jobCount = 0;
async function queued(kind: string, now: Date) {
  jobCount += 1;
  const key = `clocks-${jobCount}`;
  await enqueueJob(database.db, { kind, key, payload: {} }, now);
  return key;
}
const statusOf = async (key: string) => (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0];

describe('instances whose clocks are a few seconds apart share one job queue', () => {
  it('never take a job whose lease its holder keeps renewing', async () => {
    const key = await queued('renewed', at(0));
    // "behind" claims it at its 0 s; "ahead" looks at every second of its own clock for two leases and more.
    const held = await claimJob(database.db, 'behind', ['renewed'], LEASE_MS, at(0));
    expect(held?.key).toBe(key);
    for (let t = 0; t <= 2 * LEASE_MS + 10 * SECOND; t += SECOND) {
      const behindNow = at(t);
      // The holder renews every third of the lease (jobs/worker.ts), on its own clock.
      if (t > 0 && t % (LEASE_MS / 3) === 0) {
        expect(await extendLease(database.db, held!, 'behind', LEASE_MS, behindNow)).toBe(true);
      }
      expect(await claimJob(database.db, 'ahead', ['renewed'], LEASE_MS, at(t + SKEW_MS))).toBeUndefined();
    }
    expect(await statusOf(key)).toMatchObject({ status: 'running', lockedBy: 'behind' });
  });

  it('take over a job whose holder died once the lease has run out by their own clock, the skew sooner', async () => {
    const key = await queued('orphaned', at(0));
    await claimJob(database.db, 'behind', ['orphaned'], LEASE_MS, at(0));
    // The holder dies. "ahead" sees the lease out when its clock passes the holder's 0 s + lease: 4 s sooner
    // than the holder's own clock would say, 56 s after the last renewal instead of 60.
    const justBefore = LEASE_MS - SKEW_MS - SECOND;
    expect(
      await claimJob(database.db, 'ahead', ['orphaned'], LEASE_MS, at(justBefore + SKEW_MS)),
    ).toBeUndefined();
    const taken = await claimJob(database.db, 'ahead', ['orphaned'], LEASE_MS, at(LEASE_MS + SECOND));
    expect(taken?.key).toBe(key);
  });

  it('run a job queued "due now" at once where it was queued, and at most the skew later where the clock is behind', async () => {
    const key = await queued('due-now', at(SKEW_MS)); // queued by "ahead", due at its now
    expect(await claimJob(database.db, 'behind', ['due-now'], LEASE_MS, at(0))).toBeUndefined();
    expect((await claimJob(database.db, 'behind', ['due-now'], LEASE_MS, at(SKEW_MS)))?.key).toBe(key);

    const second = await queued('due-now', at(SKEW_MS));
    expect((await claimJob(database.db, 'ahead', ['due-now'], LEASE_MS, at(SKEW_MS)))?.key).toBe(second);
  });
});
