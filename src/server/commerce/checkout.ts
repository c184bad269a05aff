import { asc, eq, sql } from 'drizzle-orm';
import { PAY_REFUSALS, type Cart, type CheckoutResponse, type Order } from '../../common/contracts/commerce';
import type { Language } from '../../common/languages';
import { orderLines, orders } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { CommerceContext } from './commerce-context';
import { fulfilOrder } from './fulfilment';
import { orderLineName } from './line-name';
import { checkoutOpenUntil } from './order-times';
import { createOrder, orderFor, setCheckoutRef } from './orders';
import { receiptPath, type PaymentProvider } from './payments';

/** Checking out a cart, and the dev checkout's Pay button. */
export function createCheckout(context: CommerceContext) {
  const { db, now, checkout, providers, sendReceipts, log, settled, closeReplaced, present } = context;
  return {
    /**
     * A pending order of the cart and where to pay for it. If the provider cannot open its checkout, the order is
     * taken back: nothing is left half-made and nothing was charged.
     */
    async checkout(
      buyer: UserRow,
      cart: Cart,
      language: Language,
      { connectionId = null }: { connectionId?: string | null } = {},
    ): Promise<CheckoutResponse> {
      if (!checkout) throw new AppError('unavailable', 'Payments are not configured on this server');
      const { order, replaced } = await createOrder(
        db,
        buyer,
        cart,
        { provider: checkout.kind, language, connectionId },
        now(),
      );
      await closeReplaced(replaced);
      const lines = (
        await db
          .select({
            title: orderLines.title,
            kind: orderLines.kind,
            credits: orderLines.credits,
            priceCents: sql<number>`${orderLines.priceCents} - ${orderLines.discountCents}`,
          })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .orderBy(asc(orderLines.title))
      ).map((line) => ({ title: orderLineName(line, language), priceCents: line.priceCents }));
      if (order.totalCents === 0) {
        // Discounted to nothing: there is no payment to wait for.
        await db.transaction((tx) =>
          fulfilOrder(tx, order.id, { paymentRef: null, at: now(), sendReceipt: sendReceipts }),
        );
        await settled();
        return { order: await present(order.id), payUrl: receiptPath(order.id, language) };
      }
      let started: Awaited<ReturnType<PaymentProvider['startCheckout']>>;
      try {
        started = await checkout.startCheckout(order, lines, { email: buyer.email }, language, {
          openUntil: checkoutOpenUntil(order.createdAt),
        });
      } catch (err) {
        await db.delete(orders).where(eq(orders.id, order.id));
        log?.error({ err, orderId: order.id }, 'checkout could not be opened');
        throw new AppError(
          'unavailable',
          'The payment provider did not answer. Nothing was charged; try again.',
        );
      }
      if (started.checkoutRef) await setCheckoutRef(db, order.id, started.checkoutRef);
      return { order: await present(order.id), payUrl: started.payUrl };
    },

    /**
     * The dev checkout's Pay button: the same fulfilment a verified Stripe webhook runs. Only where the dev checkout
     * is allowed (never in production), only for its own orders, only by their buyer.
     */
    async payDev(user: UserRow, orderId: string): Promise<Order> {
      const order = await orderFor(db, user, orderId);
      if (!providers.dev || order.provider !== 'dev' || order.buyerId !== user.id) {
        throw new AppError('not_found', 'No such order');
      }
      if (order.status === 'pending' && now() > checkoutOpenUntil(order.createdAt)) {
        throw new AppError('conflict', PAY_REFUSALS.closed);
      }
      const outcome = await db.transaction((tx) =>
        fulfilOrder(tx, order.id, { paymentRef: `dev_${order.id}`, at: now(), sendReceipt: sendReceipts }),
      );
      // Refused before any money moved: the dev checkout's payment is this click.
      if (outcome === 'closed') throw new AppError('conflict', PAY_REFUSALS.closed);
      if (outcome === 'owned') throw new AppError('conflict', PAY_REFUSALS.owned);
      await settled();
      return present(order.id);
    },
  };
}
