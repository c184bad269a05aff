import { and, asc, desc, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { Cart, Order, Quote } from '../../common/contracts/commerce';
import type { Language } from '../../common/languages';
import type { Database, Queryable, Transaction } from '../db/client';
import { accessTokens, bundles, discountCodes, orderLines, orders, packs, userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { priceCart } from './cart-pricing';
import { enqueueCheckoutExpiry } from './checkout-expiry';
import { orderLanguage, orderLineName } from './line-name';
import { checkoutOpenSince, checkoutOpenUntil, refundableUntil } from './order-times';

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** A pending order a newer checkout replaced: its provider checkout is closed after the new order commits. */
export type ReplacedOrder = Pick<OrderRow, 'id' | 'provider' | 'checkoutRef'>;

/**
 * Makes a pending order of the cart for `buyer`, in one transaction, or refuses the whole cart (see priceCart):
 * nothing is written on refusal. The buyer's open checkouts that hold a pack of this cart, or its discount code, are
 * replaced (marked expired) in the same transaction — so two pending checkouts of one pack cannot both be paid, and
 * one buyer never holds two uses of a limited code. The buyer's row is locked first: two checkouts of one buyer at
 * the same moment queue, and the second sees (and replaces) the first.
 */
export async function createOrder(
  db: Database,
  buyer: UserRow,
  cart: Cart,
  {
    provider,
    language,
    connectionId = null,
  }: {
    provider: OrderRow['provider'];
    language: Language;
    /** The assistant's connection that placed the order (issue 50); a web order has none. */
    connectionId?: string | null;
  },
  now: Date,
): Promise<{ order: OrderRow; replaced: ReplacedOrder[] }> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(eq(userProfiles.id, buyer.id))
      .for('no key update');
    // An assistant's order takes its connection before the orders it replaces, as a disconnect does
    // (oauth/connection-rows.ts): replacing the connection's earlier order first, then waiting on the connection for
    // the new order's foreign key, deadlocked with a disconnect holding the connection and waiting on that order.
    if (connectionId) {
      const [connection] = await tx
        .select({ id: accessTokens.id })
        .from(accessTokens)
        .where(eq(accessTokens.id, connectionId))
        .for('key share');
      if (!connection) throw new AppError('unauthenticated', 'This assistant was disconnected');
    }
    // The code's own pending use first, so the count that prices the cart does not hold it against the buyer.
    const replaced = cart.code ? await replaceOpenCheckouts(tx, buyer.id, now, { code: cart.code }) : [];
    const priced = await priceCart(tx, buyer, cart, now, { lock: true });
    replaced.push(
      ...(await replaceOpenCheckouts(tx, buyer.id, now, {
        packIds: priced.lines.map((line) => line.packId),
      })),
    );
    const [order] = await tx
      .insert(orders)
      .values({
        buyerId: buyer.id,
        provider,
        language,
        currency: priced.currency,
        subtotalCents: priced.subtotalCents,
        discountCents: priced.discountCents,
        totalCents: priced.totalCents,
        discountCodeId: priced.discountCodeId,
        channel: connectionId ? 'assistant' : 'web',
        connectionId,
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error('The order was not written');
    await enqueueCheckoutExpiry(tx, order);
    await tx.insert(orderLines).values(
      priced.lines.map((line) => ({
        orderId: order.id,
        packId: line.packId,
        title: line.title,
        listPriceCents: line.listPriceCents,
        priceCents: line.priceCents,
        discountCents: line.discountCents,
        bundleId: line.bundleId,
        kind: line.kind,
        credits: line.credits,
        seats: line.seats,
        teamId: line.teamId,
      })),
    );
    return { order, replaced };
  });
}

/** Marks the buyer's open checkouts holding one of `packIds`, or `code`, expired; returns them. */
async function replaceOpenCheckouts(
  tx: Transaction,
  buyerId: string,
  now: Date,
  holding: { packIds?: string[]; code?: string },
): Promise<ReplacedOrder[]> {
  const packIds = holding.packIds ?? [];
  const holds = or(
    ...(packIds.length > 0
      ? [
          inArray(
            orders.id,
            tx.select({ id: orderLines.orderId }).from(orderLines).where(inArray(orderLines.packId, packIds)),
          ),
        ]
      : []),
    ...(holding.code
      ? [
          inArray(
            orders.discountCodeId,
            tx
              .select({ id: discountCodes.id })
              .from(discountCodes)
              .where(eq(discountCodes.code, holding.code.toUpperCase())),
          ),
        ]
      : []),
  );
  if (!holds) return [];
  return tx
    .update(orders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.status, 'pending'),
        gt(orders.createdAt, checkoutOpenSince(now)),
        holds,
      ),
    )
    .returning({ id: orders.id, provider: orders.provider, checkoutRef: orders.checkoutRef });
}

/**
 * What the cart would cost now, with the code applied: the cart page's figures, and an assistant's quote. Writes
 * nothing, and reads outside a transaction (two round trips fewer on an assistant's hot path): a quote is what the
 * price is now, and checkout prices the cart again under its locks.
 */
export async function quoteCart(db: Database, buyer: UserRow, cart: Cart, now: Date): Promise<Quote> {
  const priced = await priceCart(db, buyer, cart, now, { lock: false });
  return {
    currency: priced.currency,
    lines: priced.lines.map(({ creatorId: _creator, bundleId: _bundle, teamId: _team, ...line }) => line),
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    totalCents: priced.totalCents,
    code: cart.code,
  };
}

/** Records where the provider's checkout for the order is (a Stripe Checkout Session id). */
export async function setCheckoutRef(db: Database, orderId: string, checkoutRef: string) {
  await db.update(orders).set({ checkoutRef }).where(eq(orders.id, orderId));
}

/** The order, if `user` may see it (its buyer, or an admin); 404 otherwise, so ids of others' orders say nothing. */
export async function orderFor(db: Queryable, user: UserRow, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (order.buyerId !== user.id && user.userRole !== 'admin')) {
    throw new AppError('not_found', 'No such order');
  }
  return order;
}

/** The buyer's orders, newest first, as receipts (pending ones that were never paid are left out). */
export async function listOrders(db: Database, buyerId: string, now: Date): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), ne(orders.status, 'pending'), ne(orders.status, 'expired')))
    .orderBy(desc(orders.createdAt));
  return presentOrders(db, rows, now);
}

/** Orders as receipts, their state as of `now` (an unpaid checkout past its 30 minutes shows as expired). */
export async function presentOrders(db: Queryable, rows: readonly OrderRow[], now: Date): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      packId: orderLines.packId,
      title: orderLines.title,
      listPriceCents: orderLines.listPriceCents,
      priceCents: orderLines.priceCents,
      discountCents: orderLines.discountCents,
      kind: orderLines.kind,
      credits: orderLines.credits,
      seats: orderLines.seats,
      refundedAt: orderLines.refundedAt,
      refundCents: orderLines.refundCents,
      bundleTitle: bundles.title,
      slug: packs.slug,
      coverImage: packs.coverImage,
    })
    .from(orderLines)
    .innerJoin(packs, eq(packs.id, orderLines.packId))
    .leftJoin(bundles, eq(bundles.id, orderLines.bundleId))
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.title));
  const linesOf = new Map<string, Order['lines']>();
  for (const { orderId, refundedAt, refundCents, ...line } of lines) {
    // A claimed refund's amount is not money back until the line is refunded.
    const refund = {
      refundedAt: refundedAt?.toISOString() ?? null,
      refundCents: refundedAt ? refundCents : null,
    };
    linesOf.set(orderId, [...(linesOf.get(orderId) ?? []), { ...line, ...refund }]);
  }
  return rows.map((row) => presentOrder(row, linesOf.get(row.id) ?? [], now));
}

export async function presentOne(db: Queryable, row: OrderRow, now: Date): Promise<Order> {
  const [order] = await presentOrders(db, [row], now);
  return order as Order;
}

/**
 * A checkout left unpaid for longer than it stays open (30 minutes) is shown as expired, as is one a newer checkout
 * replaced: its discount code's use is free again, and it can no longer be paid.
 */
function shownStatus(row: OrderRow, now: Date): OrderRow['status'] {
  return row.status === 'pending' && now > checkoutOpenUntil(row.createdAt) ? 'expired' : row.status;
}

function presentOrder(row: OrderRow, lines: Order['lines'], now: Date): Order {
  const language = orderLanguage(row.language);
  return {
    id: row.id,
    buyerId: row.buyerId,
    status: shownStatus(row, now),
    provider: row.provider,
    currency: row.currency,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundedCents: lines.reduce((sum, line) => sum + (line.refundCents ?? 0), 0),
    refundableUntil: row.status === 'paid' ? (refundableUntil(row)?.toISOString() ?? null) : null,
    lines: lines.map((line) => ({ ...line, title: orderLineName(line, language) })),
  };
}

export type { LineRow };
