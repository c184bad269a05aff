import { CHECKOUT_OPEN_MINUTES, REFUND_WINDOW_DAYS } from '../../common/limits';

/** An order's clock: how long a checkout stays payable and a paid order refundable. */
const DAY_MS = 24 * 60 * 60 * 1000;
const CHECKOUT_OPEN_MS = CHECKOUT_OPEN_MINUTES * 60_000;

/** Until when a checkout can be paid (its Stripe session's life). */
export const checkoutOpenUntil = (createdAt: Date) => new Date(createdAt.getTime() + CHECKOUT_OPEN_MS);
/** Pending orders created after this are still open to be paid. */
export const checkoutOpenSince = (now: Date) => new Date(now.getTime() - CHECKOUT_OPEN_MS);

/** The last moment a paid order may be refunded (the spec's 30-day money-back guarantee). */
export function refundableUntil(order: { paidAt: Date | null }): Date | null {
  return order.paidAt ? new Date(order.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;
}
