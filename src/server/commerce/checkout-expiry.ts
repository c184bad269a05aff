import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/client';
import { orders } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { checkoutOpenSince, checkoutOpenUntil } from './order-times';

export const EXPIRE_CHECKOUTS_JOB = 'expire-checkouts';

/**
 * A checkout left unpaid closes when its time is up (CHECKOUT_OPEN_MINUTES, 30, after the order was made): a job
 * queued with the order, in its transaction, runs then and marks it — and any other pending order as old, such as
 * one made before these jobs existed — `expired`. Receipts already show such an order as not paid; this makes the
 * row say so too, for everything that reads it. A payment the provider still reports for it is honoured (fulfilment's
 * `closedToo`), as for a checkout a newer one replaced.
 */
export function enqueueCheckoutExpiry(tx: Transaction, order: { id: string; createdAt: Date }) {
  return enqueueJob(
    tx,
    {
      kind: EXPIRE_CHECKOUTS_JOB,
      key: `checkout-expiry:${order.id}`,
      payload: { orderId: order.id },
      runAt: checkoutOpenUntil(order.createdAt),
    },
    order.createdAt,
  );
}

/** Marks every pending order whose checkout has closed by `now` expired; returns how many. */
export async function expireClosedCheckouts(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.status, 'pending'), lte(orders.createdAt, checkoutOpenSince(now))))
    .returning({ id: orders.id });
  return expired.length;
}

export function checkoutExpiryHandler({ db, now }: { db: Database; now: Clock }): JobHandler {
  return {
    async run() {
      await expireClosedCheckouts(db, now());
    },
    isTransient: () => true,
  };
}
