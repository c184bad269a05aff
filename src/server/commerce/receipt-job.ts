import { eq } from 'drizzle-orm';
import { orderLanguage } from './line-name';
import { presentOne } from './orders';
import type { Clock } from '../clock';
import type { Database, Transaction } from '../db/client';
import { orders, userProfiles } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { isTransientMailError, type Mailer } from '../mail/mailer';
import { receiptEmail } from './receipt-email';

export const RECEIPT_EMAIL_JOB = 'receipt-email';

/**
 * Queues the receipt e-mail of an order that has just been paid, in the transaction that paid it: the e-mail goes
 * once the payment is kept, and only once (fulfilment reports a payment as new only once per order).
 */
export function enqueueReceiptEmail(tx: Transaction, orderId: string, paidAt: Date) {
  return enqueueJob(tx, { kind: RECEIPT_EMAIL_JOB, key: `receipt:${orderId}`, payload: { orderId } }, paidAt);
}

/** Sends a queued receipt: the order as its receipt page shows it, to its buyer, in the checkout's language. */
export function receiptEmailHandler({
  db,
  mailer,
  publicUrl,
  now,
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: URL;
  now: Clock;
}): JobHandler {
  return {
    async run(job) {
      const orderId = String(job.payload.orderId);
      const [found] = await db
        .select({ order: orders, email: userProfiles.email, name: userProfiles.fullName })
        .from(orders)
        .innerJoin(userProfiles, eq(userProfiles.id, orders.buyerId))
        .where(eq(orders.id, orderId));
      // Gone or refunded before the e-mail went: there is nothing to confirm any more.
      if (!found || found.order.status !== 'paid') return;
      const language = orderLanguage(found.order.language);
      const order = await presentOne(db, found.order, now());
      await mailer.send(receiptEmail(order, { email: found.email, name: found.name }, language, publicUrl));
    },
    isTransient: isTransientMailError,
    describe: (error) => (error instanceof Error ? error.message : String(error)),
  };
}
