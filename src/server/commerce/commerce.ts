import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Order } from '../../common/contracts/commerce';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { recordAudit } from '../audit';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { Logger } from '../log';
import { ACCESS_CHANNEL } from '../packs';
import { createAssistantCheckout } from './assistant-checkout';
import { createCheckout } from './checkout';
import type { CommerceContext } from './commerce-context';
import { listOrders, orderFor, presentOne, type OrderRow, type ReplacedOrder } from './orders';
import type { PaymentProvider } from './payments';
import { createRefunds } from './refunds';
import { createSavedCards } from './saved-cards';
import { createStripeEvents } from './stripe-events';

export interface CommerceDeps {
  db: Database;
  changes: ChangeFeed;
  now: () => Date;
  /** The provider new checkouts use: Stripe when configured, else the dev checkout (never in production). */
  checkout: PaymentProvider | undefined;
  /** Every provider an existing order may have been paid with, for its refund. */
  providers: Partial<Record<OrderRow['provider'], PaymentProvider | undefined>>;
  /** Checks the signature of Stripe's webhook deliveries, when Stripe is configured. */
  stripeWebhooks?: { stripe: Stripe; secret: string } | undefined;
  /** Mail is configured: a paid order queues its receipt e-mail. */
  sendReceipts?: boolean;
  log?: Logger | undefined;
}

/** Buying packs: checkout of a cart, paying, refunds, receipts (issue 11). */
export function createCommerce({
  db,
  changes,
  now,
  checkout,
  providers,
  stripeWebhooks,
  sendReceipts = false,
  log,
}: CommerceDeps) {
  /** The buyer's next call sees the entitlement change, on whichever instance it lands (db/feed-barrier.ts). */
  async function settled() {
    if (changes.live) await changes.sync(ACCESS_CHANNEL);
  }

  /**
   * Closes the provider's checkouts of orders a newer checkout replaced, so they cannot be paid. Best effort: one
   * paid in the moment before is fulfilled if its packs are still the buyer's to buy, else its money goes back
   * (stripe-events.ts).
   */
  async function closeReplaced(replaced: readonly ReplacedOrder[]) {
    for (const order of replaced) {
      if (!order.checkoutRef) continue;
      try {
        await providers[order.provider]?.closeCheckout(order.checkoutRef);
      } catch (err) {
        log?.warn({ err, orderId: order.id }, 'a replaced checkout could not be closed at the provider');
      }
    }
  }

  async function present(orderId: string): Promise<Order> {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new AppError('not_found', 'No such order');
    return presentOne(db, row, now());
  }

  const context: CommerceContext = {
    db,
    now,
    checkout,
    providers,
    sendReceipts,
    log,
    settled,
    closeReplaced,
    present,
  };
  const savedCards = createSavedCards({
    db,
    now,
    provider: checkout,
    dev: providers.dev,
    stripe: stripeWebhooks?.stripe,
    log,
  });
  const checkoutFlow = createCheckout(context);
  const commerce = {
    /** The dev checkout's page and button exist only when it is the checkout in use. */
    devCheckout: checkout?.kind === 'dev',

    ...checkoutFlow,

    ...createRefunds(context),

    /** An order as its receipt: its buyer's, or any for an admin (whose reading of another's is audited). */
    async order(user: UserRow, orderId: string): Promise<Order> {
      const order = await orderFor(db, user, orderId);
      if (order.buyerId !== user.id) {
        await recordAudit(db, {
          actorId: user.id,
          action: 'order_read',
          subjectId: order.buyerId,
          orderId,
          detail: {},
          createdAt: now(),
        });
      }
      return presentOne(db, order, now());
    },
    orders: (user: UserRow) => listOrders(db, user.id, now()),

    /** The card a person saved for their assistants' purchases, and charging it (issue 50). */
    savedCards,

    /** Orders for what connected assistants buy: off-session on the saved card, or through the usual checkout. */
    assistantCheckout: createAssistantCheckout(context, savedCards, checkoutFlow.checkout),

    /** Stripe's webhook deliveries: verified, then acted on once. */
    stripeEvents: createStripeEvents({
      db,
      now,
      stripe: providers.stripe,
      stripeWebhooks,
      sendReceipts,
      log,
      settled,
      savedCards,
    }),
  };

  return commerce;
}

export type Commerce = ReturnType<typeof createCommerce>;
