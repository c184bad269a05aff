import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Cart, Order, Quote } from '../../common/contracts/commerce';
import type { Language } from '../../common/languages';
import { PENDING_ORDER_HOLD_HOURS, REFUND_WINDOW_DAYS } from '../../common/limits';
import type { Database } from '../db/client';
import { bundles, orderLines, orders, packs } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { priceCart } from './cart-pricing';
import { orderLanguage, orderLineName } from './line-name';

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a paid order may be refunded (the spec's 30-day money-back guarantee). */
export function refundableUntil(order: Pick<OrderRow, 'paidAt'>): Date | null {
  return order.paidAt ? new Date(order.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;
}

/**
 * Makes a pending order of the cart for `buyer`, in one transaction, or refuses the whole cart (see priceCart):
 * nothing is written on refusal.
 */
export async function createOrder(
  db: Database,
  buyer: UserRow,
  cart: Cart,
  { provider, language }: { provider: OrderRow['provider']; language: Language },
  now: Date,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const priced = await priceCart(tx, buyer, cart, now, { lock: true });
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
      })
      .returning();
    if (!order) throw new Error('The order was not written');
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
      })),
    );
    return order;
  });
}

/** What the cart would cost now, with the code applied: the cart page's figures. Writes nothing. */
export async function quoteCart(db: Database, buyer: UserRow, cart: Cart, now: Date): Promise<Quote> {
  return db.transaction(async (tx) => {
    const priced = await priceCart(tx, buyer, cart, now, { lock: false });
    return {
      currency: priced.currency,
      lines: priced.lines.map(({ creatorId: _creator, bundleId: _bundle, ...line }) => line),
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      totalCents: priced.totalCents,
      code: cart.code,
    };
  });
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
export async function listOrders(db: Database, buyerId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), ne(orders.status, 'pending'), ne(orders.status, 'expired')))
    .orderBy(desc(orders.createdAt));
  return presentOrders(db, rows);
}

export async function presentOrders(db: Queryable, rows: readonly OrderRow[]): Promise<Order[]> {
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
  for (const { orderId, ...line } of lines) linesOf.set(orderId, [...(linesOf.get(orderId) ?? []), line]);
  return rows.map((row) => presentOrder(row, linesOf.get(row.id) ?? []));
}

export async function presentOne(db: Queryable, row: OrderRow): Promise<Order> {
  const [order] = await presentOrders(db, [row]);
  return order as Order;
}

/**
 * A checkout left unpaid for longer than a provider keeps one open (Stripe: 24 hours) is shown as expired: its
 * discount code's use is free again, and a payment reported late still fulfils it.
 */
function shownStatus(row: OrderRow): OrderRow['status'] {
  const openUntil = row.createdAt.getTime() + PENDING_ORDER_HOLD_HOURS * 3_600_000;
  return row.status === 'pending' && Date.now() > openUntil ? 'expired' : row.status;
}

function presentOrder(row: OrderRow, lines: Order['lines']): Order {
  const language = orderLanguage(row.language);
  return {
    id: row.id,
    status: shownStatus(row),
    provider: row.provider,
    currency: row.currency,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundableUntil: row.status === 'paid' ? (refundableUntil(row)?.toISOString() ?? null) : null,
    lines: lines.map((line) => ({ ...line, title: orderLineName(line, language) })),
  };
}

export type { LineRow };
