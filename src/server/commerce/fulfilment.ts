import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { orderLines, orders, packEntitlements, packs, teamPacks } from '../db/schema';
import { markAssistantPurchasePaid } from './assistant-orders';
import { enqueueReceiptEmail } from './receipt-job';
import { postSale } from '../selling';
import type { Transaction } from '../db/client';
import type { OrderRow } from './orders';

/**
 * What a payment does to an order, and only once however often it is reported: the provider's webhook may arrive
 * twice, late, out of order or at the same moment as the dev checkout's click. Every step runs inside the caller's
 * transaction (with the record of the event that reported it, when there is one) and takes the order's row lock
 * first, so concurrent reports queue behind each other and each sees what the one before it did. The lock is
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: recording an event references the order, which takes a key-share lock on
 * it, and `FOR UPDATE` conflicts with that — two reports for one order then deadlocked on PostgreSQL.
 */
export type Outcome = 'done' | 'already' | 'missing';

/** Why a payment was not taken for its order: a checkout replaced or expired, or a pack the buyer already holds. */
export type PaymentRefusal = 'closed' | 'owned';

/**
 * The order is paid: it becomes `paid` and its buyer gets one purchase entitlement per pack (the primary key keeps
 * it one, whatever else happened). An order already refunded stays refunded: a refund reported before its payment
 * (events out of order) must not hand the packs back. Nothing changes when the buyer already holds one of its packs
 * ('owned': paying twice for a pack is refused), nor for a checkout replaced by a newer one ('closed') unless the
 * money has already moved (`closedToo`: a provider's payment that raced the replacement is honoured).
 */
export async function fulfilOrder(
  tx: Transaction,
  orderId: string,
  payment: { paymentRef: string | null; at: Date; sendReceipt: boolean; closedToo?: boolean },
): Promise<Outcome | PaymentRefusal> {
  {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
    if (!order) return 'missing';
    if (order.status === 'paid' || order.status === 'refunded') return 'already';
    if (order.status === 'expired' && !payment.closedToo) return 'closed';
    const lines = await tx
      .select({ packId: orderLines.packId, kind: orderLines.kind, teamId: orderLines.teamId })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    if (await alreadyHeld(tx, order.buyerId, lines)) return 'owned';
    await tx
      .update(orders)
      .set({ status: 'paid', paidAt: payment.at, paymentRef: payment.paymentRef ?? order.paymentRef })
      .where(eq(orders.id, orderId));
    const packLines = lines.filter((line) => line.kind === 'pack');
    // The books first: the sale's ledger entries, and any query credits it bought (see selling/ledger.ts).
    await postSale(tx, orderId, payment.at);
    if (packLines.length > 0) {
      await tx
        .insert(packEntitlements)
        .values(
          packLines.map(({ packId }) => ({
            userId: order.buyerId,
            packId,
            source: 'purchase' as const,
            createdAt: payment.at,
          })),
        )
        .onConflictDoNothing();
      await recountBuyers(
        tx,
        packLines.map((line) => line.packId),
      );
    }
    // A team's seats: the team holds the pack, and every member of it may read it from now on.
    const seatLines = lines.flatMap((line) =>
      line.kind === 'seats' && line.teamId ? [{ ...line, teamId: line.teamId }] : [],
    );
    if (seatLines.length > 0) {
      await tx
        .insert(teamPacks)
        .values(seatLines.map(({ teamId, packId }) => ({ teamId, packId, createdAt: payment.at })))
        .onConflictDoNothing();
    }
    await markAssistantPurchasePaid(tx, orderId, payment.at);
    // The receipt e-mail, when mail is configured: queued with the payment, so it goes once and only if this commits.
    if (payment.sendReceipt) await enqueueReceiptEmail(tx, orderId, payment.at);
    return 'done';
  }
}

/**
 * Whether the order sells something already held: a pack (or credits of a pack) its buyer owns, or a pack the
 * team its seats are for already holds.
 */
async function alreadyHeld(
  tx: Transaction,
  buyerId: string,
  lines: { packId: string; kind: string; teamId: string | null }[],
): Promise<boolean> {
  const own = lines.filter((line) => line.teamId === null).map((line) => line.packId);
  const held =
    own.length === 0
      ? []
      : await tx
          .select({ packId: packEntitlements.packId })
          .from(packEntitlements)
          .where(
            and(
              eq(packEntitlements.userId, buyerId),
              inArray(packEntitlements.packId, own),
              ne(packEntitlements.source, 'credits'),
            ),
          );
  if (held.length > 0) return true;
  for (const line of lines) {
    if (!line.teamId) continue;
    const [team] = await tx
      .select({ packId: teamPacks.packId })
      .from(teamPacks)
      .where(and(eq(teamPacks.teamId, line.teamId), eq(teamPacks.packId, line.packId)));
    if (team) return true;
  }
  return false;
}

/**
 * A payment taken for an order that could not be fulfilled (its packs already the buyer's), given back in full: the
 * order is recorded as paid and refunded at once, with no sale in the books and no access given.
 */
export async function recordReturnedPayment(
  tx: Transaction,
  orderId: string,
  payment: { paymentRef: string | null; refundRef: string | null; at: Date },
) {
  const returned = await tx
    .update(orders)
    .set({
      status: 'refunded',
      paidAt: payment.at,
      refundedAt: payment.at,
      paymentRef: payment.paymentRef,
      refundRef: payment.refundRef,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'expired'])))
    .returning({ id: orders.id });
  if (returned.length === 0) return;
  // Every line went back in full with it.
  await tx
    .update(orderLines)
    .set({
      refundedAt: payment.at,
      refundCents: sql`${orderLines.priceCents} - ${orderLines.discountCents}`,
      refundCredits: 0,
      refundRef: payment.refundRef,
    })
    .where(eq(orderLines.orderId, orderId));
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
