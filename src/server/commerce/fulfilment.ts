import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { orderLines, orders, packEntitlements, packs } from '../db/schema';
import { enqueueReceiptEmail } from '../mail/receipt-job';
import { postRefund, postSale } from '../selling/ledger';
import type { OrderRow, Transaction } from './orders';

/**
 * What a payment does to an order, and only once however often it is reported: the provider's webhook may arrive
 * twice, late, out of order or at the same moment as the dev checkout's click. Every step runs inside the caller's
 * transaction (with the record of the event that reported it, when there is one) and takes the order's row lock
 * first, so concurrent reports queue behind each other and each sees what the one before it did. The lock is
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: recording an event references the order, which takes a key-share lock on
 * it, and `FOR UPDATE` conflicts with that — two reports for one order then deadlocked on PostgreSQL.
 */
export type Outcome = 'done' | 'already' | 'missing';

/**
 * The order is paid: it becomes `paid` and its buyer gets one purchase entitlement per pack (the primary key keeps
 * it one, whatever else happened). An order already refunded stays refunded: a refund reported before its payment
 * (events out of order) must not hand the packs back.
 */
export async function fulfilOrder(
  tx: Transaction,
  orderId: string,
  payment: { paymentRef: string | null; at: Date; sendReceipt: boolean },
): Promise<Outcome> {
  {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!order) return 'missing';
    if (order.status === 'paid' || order.status === 'refunded') return 'already';
    await tx
      .update(orders)
      .set({ status: 'paid', paidAt: payment.at, paymentRef: payment.paymentRef ?? order.paymentRef })
      .where(eq(orders.id, orderId));
    const lines = await tx
      .select({ packId: orderLines.packId })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'pack')));
    // The books first: the sale's ledger entries, and any query credits it bought (see selling/ledger.ts).
    await postSale(tx, orderId, payment.at);
    if (lines.length > 0) {
      await tx
        .insert(packEntitlements)
        .values(lines.map(({ packId }) => ({ userId: order.buyerId, packId, source: 'purchase' as const })))
        .onConflictDoNothing();
      await recountBuyers(
        tx,
        lines.map((line) => line.packId),
      );
    }
    // The receipt e-mail, when mail is configured: queued with the payment, so it goes once and only if this commits.
    if (payment.sendReceipt) await enqueueReceiptEmail(tx, orderId);
    return 'done';
  }
}

/**
 * The money went back: the order becomes `refunded`, its sale is reversed in the ledger (with the query credits it
 * bought), and the purchase entitlements it gave end at once — unless
 * another paid order of the same buyer covers the same pack (two checkouts paid at the same time). A refund reported
 * for an order not yet marked paid (events out of order) records it as paid and refunded, so the late payment report
 * finds it settled.
 */
export async function markRefunded(
  tx: Transaction,
  orderId: string,
  refund: { refundRef: string | null; at: Date },
): Promise<Outcome> {
  {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!order) return 'missing';
    if (order.status === 'refunded') return 'already';
    await tx
      .update(orders)
      .set({
        status: 'refunded',
        paidAt: order.paidAt ?? refund.at,
        refundedAt: refund.at,
        refundRef: refund.refundRef ?? order.refundRef,
      })
      .where(eq(orders.id, orderId));
    await postRefund(tx, orderId, order.buyerId, refund.at);
    const lines = await tx
      .select({ packId: orderLines.packId })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'pack')));
    const packIds = lines.map((line) => line.packId);
    if (packIds.length === 0) return 'done';
    const stillPaid = await tx
      .select({ packId: orderLines.packId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.buyerId, order.buyerId),
          eq(orders.status, 'paid'),
          eq(orderLines.kind, 'pack'),
          ne(orders.id, orderId),
          inArray(orderLines.packId, packIds),
        ),
      );
    const kept = new Set(stillPaid.map((row) => row.packId));
    const ended = packIds.filter((id) => !kept.has(id));
    if (ended.length > 0) {
      await tx
        .delete(packEntitlements)
        .where(
          and(
            eq(packEntitlements.userId, order.buyerId),
            eq(packEntitlements.source, 'purchase'),
            inArray(packEntitlements.packId, ended),
          ),
        );
      await recountBuyers(tx, ended);
    }
    return 'done';
  }
}

/**
 * The cards' "users": the people holding a purchase of each pack, counted from the entitlements in the transaction
 * that changed them. One pack at a time in id order, so two orders sharing packs lock them in the same order.
 */
export async function recountBuyers(tx: Transaction, packIds: string[]) {
  for (const packId of [...new Set(packIds)].sort()) {
    await tx
      .update(packs)
      .set({
        usersCount: sql`(SELECT count(*)::int FROM ${packEntitlements} WHERE ${packEntitlements.packId} = ${packId} AND ${packEntitlements.source} = 'purchase')`,
      })
      .where(eq(packs.id, packId));
  }
}

export type { OrderRow };
