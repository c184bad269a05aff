import { giveAssistantBudgetBack } from './assistant-orders';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { REFUND_REFUSALS } from '../../common/contracts/commerce';
import { orderLines, orders, packEntitlements, queryCredits, teamPacks } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { postLineRefund, holdCredits, poolOf, poolRow, removeCredits } from '../selling';
import { recountBuyers } from './fulfilment';
import type { Transaction } from '../db/client';
import { refundableUntil } from './order-times';
import type { OrderRow } from './orders';
import { refundableCents } from './payments';

/**
 * Refunds are per order line (issue 20 items 1 and 4): a pack bought with others is refunded alone, and the
 * 30-day guarantee is the line's. A pack's line gives back what it cost and ends its access; a block of query credits
 * gives back the unused part of what it cost (pro rata, rounded down to what the provider can move) and removes the
 * unused credits — so nobody reads more than they paid for. Credits are spent oldest block first, so a block's
 * unused credits are what the pool holds beyond the blocks bought after it.
 */

type LineRow = typeof orderLines.$inferSelect;

/** What a line's refund gives back now, and the unused credits it takes (0 for a pack). */
export interface RefundQuote {
  amountCents: number;
  credits: number;
}

/**
 * How long a claimed refund is left to its claimant: longer than the provider's slowest answer (Stripe's client gives
 * up after 20 s and retries twice), so only a claim whose instance died is taken over.
 */
export const REFUND_CLAIM_MS = 2 * 60_000;

const charge = (line: Pick<LineRow, 'priceCents' | 'discountCents'>) => line.priceCents - line.discountCents;

/** The unused credits of a block: what its pool (the buyer's, or the team's) holds for it once the blocks bought after it have theirs. */
async function unusedCredits(tx: Transaction, order: OrderRow, line: LineRow): Promise<number> {
  const [pool] = await tx
    .select({ remaining: queryCredits.remaining, held: queryCredits.held })
    .from(queryCredits)
    .where(poolRow(poolOf(order.buyerId, line.teamId), line.packId))
    .for('update');
  if (!pool || !order.paidAt) return 0;
  const [newer] = await tx
    .select({ credits: sql<number>`coalesce(sum(${orderLines.credits}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        paidBy(order.buyerId),
        eq(orderLines.packId, line.packId),
        eq(orderLines.kind, 'credits'),
        // Blocks of the same pool: the buyer's own, or the same team's.
        line.teamId ? eq(orderLines.teamId, line.teamId) : isNull(orderLines.teamId),
        // A claimed block's unused credits are already held; its other credits were used.
        isNull(orderLines.refundClaimedAt),
        ne(orders.id, order.id),
        or(gt(orders.paidAt, order.paidAt), and(eq(orders.paidAt, order.paidAt), gt(orders.id, order.id))),
      ),
    );
  const available = pool.remaining - pool.held - Number(newer?.credits ?? 0);
  return Math.max(0, Math.min(line.credits, available));
}

/** What refunding this line gives back now, and the credits it removes. */
export async function quoteLineRefund(tx: Transaction, order: OrderRow, line: LineRow): Promise<RefundQuote> {
  if (line.kind !== 'credits') return { amountCents: charge(line), credits: 0 };
  const credits = await unusedCredits(tx, order, line);
  const amountCents = refundableCents(Math.floor((charge(line) * credits) / line.credits), order.currency);
  return { amountCents, credits };
}

/** The order and line `user` may refund (its buyer, or an admin), locked; 404 for anyone else. */
export async function lockLine(tx: Transaction, user: UserRow, orderId: string, packId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  if (!order || (order.buyerId !== user.id && user.userRole !== 'admin')) {
    throw new AppError('not_found', 'No such order');
  }
  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.packId, packId)))
    .for('update');
  if (!line) throw new AppError('not_found', 'No such pack in this order');
  return { order, line };
}

/** Why this line cannot be refunded now, if it cannot (a claim of a crashed instance does not stop it). */
export function refusalOf(order: OrderRow, line: LineRow, now: Date): string | null {
  if (line.refundedAt || order.status === 'refunded') return REFUND_REFUSALS.refunded;
  if (order.status !== 'paid') return REFUND_REFUSALS.notPaid;
  const until = refundableUntil(order);
  if (!until || now > until) return REFUND_REFUSALS.expired;
  if (line.refundClaimedAt && now.getTime() - line.refundClaimedAt.getTime() < REFUND_CLAIM_MS) {
    return REFUND_REFUSALS.underWay;
  }
  return null;
}

/**
 * Claims a line's refund (the caller commits before calling the provider, so no transaction waits on its answer):
 * the amount and the unused credits are fixed and those credits held, so they cannot be spent while the money goes
 * back. A claim left by a crashed instance is taken over as it was, so the provider is asked for the same refund.
 */
export async function claimLineRefund(tx: Transaction, order: OrderRow, line: LineRow, now: Date) {
  const refusal = refusalOf(order, line, now);
  if (refusal) throw new AppError('conflict', refusal);
  if (line.refundClaimedAt && line.refundCents !== null) {
    return { amountCents: line.refundCents, credits: line.refundCredits ?? 0 };
  }
  const quote = await quoteLineRefund(tx, order, line);
  if (line.kind === 'credits' && quote.credits === 0) throw new AppError('conflict', REFUND_REFUSALS.used);
  await holdCredits(tx, poolOf(order.buyerId, line.teamId), line.packId, quote.credits);
  await tx
    .update(orderLines)
    .set({ refundClaimedAt: now, refundCents: quote.amountCents, refundCredits: quote.credits })
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.packId, line.packId)));
  return quote;
}

/** The provider refused or did not answer: the claim is given up and its credits can be spent again. */
export async function releaseLineClaim(tx: Transaction, orderId: string, packId: string) {
  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.packId, packId)))
    .for('update');
  if (!line || line.refundedAt || !line.refundClaimedAt) return;
  const [order] = await tx.select({ buyerId: orders.buyerId }).from(orders).where(eq(orders.id, orderId));
  if (order) await holdCredits(tx, poolOf(order.buyerId, line.teamId), packId, -(line.refundCredits ?? 0));
  await tx
    .update(orderLines)
    .set({ refundClaimedAt: null, refundCents: null, refundCredits: null })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.packId, packId)));
}

/**
 * The money of one line went back: the line is marked refunded, its credits removed and its sale reversed in the
 * ledger, its purchase's access ends at once (unless another paid line of the same buyer holds the pack), and the
 * order becomes `refunded` once every line is. `whole` is for a refund the provider reports of the whole payment:
 * the line's full price went back, whatever was claimed.
 */
export async function markLineRefunded(
  tx: Transaction,
  order: OrderRow,
  line: LineRow,
  refund: { refundRef: string | null; at: Date; whole?: boolean },
) {
  if (line.refundedAt) return;
  const pool = poolOf(order.buyerId, line.teamId);
  const claimed = line.refundClaimedAt !== null && line.refundCents !== null;
  // A hold is released into the pool, then what this refund removes is taken from it.
  if (claimed) await holdCredits(tx, pool, line.packId, -(line.refundCredits ?? 0));
  let quote: RefundQuote;
  if (refund.whole)
    quote = { amountCents: charge(line), credits: (await quoteLineRefund(tx, order, line)).credits };
  else if (claimed) quote = { amountCents: line.refundCents ?? 0, credits: line.refundCredits ?? 0 };
  else quote = await quoteLineRefund(tx, order, line);
  const creditsValueCents =
    line.kind === 'credits' ? await removeCredits(tx, pool, line.packId, quote.credits, refund.at) : 0;
  await tx
    .update(orderLines)
    .set({
      refundedAt: refund.at,
      refundCents: quote.amountCents,
      refundCredits: quote.credits,
      refundRef: refund.refundRef,
    })
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.packId, line.packId)));
  await postLineRefund(tx, {
    orderId: order.id,
    packId: line.packId,
    amountCents: quote.amountCents,
    creditsValueCents,
    at: refund.at,
  });
  if (line.kind === 'pack') await endPurchase(tx, order, line.packId);
  // A team's seats go back together: the team no longer holds the pack, and its members lose it at once.
  if (line.kind === 'seats' && line.teamId) {
    await tx
      .delete(teamPacks)
      .where(and(eq(teamPacks.teamId, line.teamId), eq(teamPacks.packId, line.packId)));
  }
  // Any order may pay an assistant's purchase: one its person confirmed after disconnecting it is a web order.
  await giveAssistantBudgetBack(tx, order.id, quote.amountCents);
  const [open] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), isNull(orderLines.refundedAt)));
  if (Number(open?.count ?? 0) === 0) {
    await tx.update(orders).set({ status: 'refunded', refundedAt: refund.at }).where(eq(orders.id, order.id));
  }
}

/** Lines of the buyer's paid orders (joined with their order). */
const paidBy = (buyerId: string) => and(eq(orders.buyerId, buyerId), eq(orders.status, 'paid'));

/** The buyer's access to a refunded pack ends, unless another paid, unrefunded line of theirs holds it. */
async function endPurchase(tx: Transaction, order: OrderRow, packId: string) {
  const [stillPaid] = await tx
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        paidBy(order.buyerId),
        eq(orderLines.kind, 'pack'),
        eq(orderLines.packId, packId),
        isNull(orderLines.refundedAt),
        ne(orders.id, order.id),
      ),
    );
  if (stillPaid) return;
  await tx
    .delete(packEntitlements)
    .where(
      and(
        eq(packEntitlements.userId, order.buyerId),
        eq(packEntitlements.source, 'purchase'),
        eq(packEntitlements.packId, packId),
      ),
    );
  await recountBuyers(tx, [packId]);
}

/**
 * The provider reports the whole payment returned (a refund made in Stripe's dashboard, or the last of Kenja's line
 * refunds): every line not yet refunded is, in full. A refund reported for an order not yet marked paid (events out
 * of order) records it as paid and refunded, so the late payment report finds it settled.
 */
export async function markRefunded(
  tx: Transaction,
  orderId: string,
  refund: { refundRef: string | null; paymentRef?: string | null; at: Date },
): Promise<'done' | 'already' | 'missing'> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  if (!order) return 'missing';
  if (order.status === 'refunded') return 'already';
  const settled = {
    paidAt: order.paidAt ?? refund.at,
    refundRef: refund.refundRef ?? order.refundRef,
    paymentRef: order.paymentRef ?? refund.paymentRef ?? null,
  };
  await tx.update(orders).set(settled).where(eq(orders.id, orderId));
  const paid = { ...order, ...settled };
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.refundedAt)))
    .orderBy(orderLines.packId)
    .for('update');
  for (const line of lines) {
    await markLineRefunded(tx, paid, line, { refundRef: refund.refundRef, at: refund.at, whole: true });
  }
  // An order with no open line left (or none at all) is refunded, whatever its state was.
  await tx.update(orders).set({ status: 'refunded', refundedAt: refund.at }).where(eq(orders.id, orderId));
  return 'done';
}
