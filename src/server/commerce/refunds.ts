import { REFUND_REFUSALS, type Order, type RefundQuoteResponse } from '../../common/contracts/commerce';
import { recordAudit } from '../audit';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { CommerceContext } from './commerce-context';
import {
  claimLineRefund,
  lockLine,
  markLineRefunded,
  quoteLineRefund,
  refusalOf,
  releaseLineClaim,
} from './line-refunds';

/** Refunds one order line at a time, through the provider that took the money. */
export function createRefunds({ db, now, providers, log, settled, present }: CommerceContext) {
  return {
    /**
     * What refunding one line of an order would give back now (the dialog names it before the buyer confirms): the
     * line's price for a pack, the unused part for a block of query credits. Nothing is claimed or held.
     */
    async refundQuote(user: UserRow, orderId: string, packId: string): Promise<RefundQuoteResponse> {
      return db.transaction(async (tx) => {
        const { order, line } = await lockLine(tx, user, orderId, packId);
        const refusal = refusalOf(order, line, now());
        const quote = refusal ? { amountCents: 0, credits: 0 } : await quoteLineRefund(tx, order, line);
        return {
          orderId,
          packId,
          title: line.title,
          kind: line.kind,
          currency: order.currency,
          ...quote,
          refusal: refusal ?? (line.kind === 'credits' && quote.credits === 0 ? REFUND_REFUSALS.used : null),
        };
      });
    },

    /**
     * The 30-day money-back guarantee, one line at a time: the buyer (or an admin) gets that line's money back through
     * the provider that took it — all of a pack's price, the unused part of a block of credits — and that pack's
     * access ends at once (MCP included: entitlements are checked on every call); the order's other packs stay.
     * Exactly one caller calls the provider: the line's refund is claimed first (under the order's lock, committed
     * before calling out, so no transaction waits on the provider); whoever finds it claimed is told it is under way.
     */
    async refundLine(user: UserRow, orderId: string, packId: string): Promise<Order> {
      const { order, amountCents } = await db.transaction(async (tx) => {
        const locked = await lockLine(tx, user, orderId, packId);
        if (!providers[locked.order.provider]) {
          throw new AppError('unavailable', 'The payment provider of this order is not configured');
        }
        const claim = await claimLineRefund(tx, locked.order, locked.line, now());
        return { order: locked.order, amountCents: claim.amountCents };
      });
      let refundRef: string | null = null;
      try {
        if (amountCents > 0)
          refundRef = await providers[order.provider]!.refund(order, { packId, amountCents });
      } catch (err) {
        await db.transaction((tx) => releaseLineClaim(tx, orderId, packId));
        log?.error({ err, orderId, packId }, 'refund failed at the provider');
        throw new AppError(
          'unavailable',
          'The refund could not be made right now. Nothing changed; try again.',
        );
      }
      await db.transaction(async (tx) => {
        const { order: locked, line } = await lockLine(tx, user, orderId, packId);
        const at = now();
        await markLineRefunded(tx, locked, line, { refundRef, at });
        if (user.id !== order.buyerId) {
          await recordAudit(tx, {
            actorId: user.id,
            action: 'order_refunded',
            subjectId: order.buyerId,
            orderId,
            detail: { packId, title: line.title, amountCents, currency: order.currency },
            createdAt: at,
          });
        }
      });
      await settled();
      return present(orderId);
    },
  };
}
