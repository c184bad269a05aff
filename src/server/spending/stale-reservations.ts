import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/client';
import { agentPurchases, orders } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { release } from './charging';

export const RELEASE_STALE_PURCHASE_JOB = 'release-stale-purchase';

/** How long a purchase may stay reserved before its amount goes back: far longer than any charge takes. */
export const STALE_RESERVATION_MS = 10 * 60_000;

/**
 * A reservation is made and charged by one call; if the instance making it stops in between, nothing else would
 * ever give its amount back. A job queued with the reservation, in its transaction, looks again after
 * STALE_RESERVATION_MS: a purchase still reserved then failed, and its amount goes back to the month. If the charge
 * was made after all, Stripe's `payment_intent.succeeded` still fulfils its order and the purchase is counted then
 * (commerce/assistant-orders.ts), so no money is ever taken without its pack.
 */
export function enqueueStaleRelease(
  tx: Transaction,
  purchase: { id: string },
  at: Date,
  attempt?: 'confirmed',
) {
  return enqueueJob(
    tx,
    {
      kind: RELEASE_STALE_PURCHASE_JOB,
      key: `stale-purchase:${purchase.id}${attempt ? `:${attempt}` : ''}`,
      payload: { purchaseId: purchase.id },
      runAt: new Date(at.getTime() + STALE_RESERVATION_MS),
    },
    at,
  );
}

export async function releaseStale(db: Database, purchaseId: string, at: Date) {
  await db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(agentPurchases)
      .where(eq(agentPurchases.id, purchaseId))
      .for('update');
    if (purchase?.status !== 'reserved') return;
    // One its person confirmed waits for them again; one the assistant made on its own failed.
    const confirmed = purchase.confirmReason !== null;
    await tx
      .update(agentPurchases)
      .set(
        confirmed
          ? { status: 'awaiting_confirmation' }
          : {
              status: 'failed',
              failure: 'The payment did not complete; nothing was charged',
              countedMonth: null,
              settledAt: at,
            },
      )
      .where(eq(agentPurchases.id, purchase.id));
    if (purchase.connectionId && purchase.countedMonth) {
      await release(tx, purchase.connectionId, purchase.countedMonth, purchase.amountCents);
    }
    if (purchase.orderId) {
      await tx
        .update(orders)
        .set({ status: 'expired' })
        .where(and(eq(orders.id, purchase.orderId), eq(orders.status, 'pending')));
    }
  });
}

export function staleReservationHandler({ db, now }: { db: Database; now: Clock }): JobHandler {
  return {
    async run(job) {
      const purchaseId = (job.payload as { purchaseId?: unknown }).purchaseId;
      if (typeof purchaseId === 'string') await releaseStale(db, purchaseId, now());
    },
    isTransient: () => true,
  };
}
