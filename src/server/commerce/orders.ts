import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { CHECKOUT_REFUSALS, type CheckoutRefusal, type Order } from '../../common/contracts/commerce';
import type { ValidationIssue } from '../../common/errors';
import { REFUND_WINDOW_DAYS } from '../../common/limits';
import type { Database } from '../db/client';
import { orderLines, orders, packEntitlements, packs } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a paid order may be refunded (the spec's 30-day money-back guarantee). */
export function refundableUntil(order: Pick<OrderRow, 'paidAt'>): Date | null {
  return order.paidAt ? new Date(order.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;
}

/** What a pack sells for: its discount price when it has one (the schema keeps it at or below the price). */
const salePrice = (pack: Pick<typeof packs.$inferSelect, 'priceCents' | 'discountPriceCents'>) =>
  pack.discountPriceCents ?? pack.priceCents;

/**
 * Makes a pending order of the cart for `buyer`, in one transaction, or refuses the whole cart naming every pack
 * that cannot be bought and why (404 when one is no marketplace pack, else 409). Nothing is written on refusal.
 */
export async function createOrder(
  db: Database,
  buyer: UserRow,
  packIds: readonly string[],
  provider: OrderRow['provider'],
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(packs)
      .where(and(inArray(packs.id, [...packIds]), eq(packs.kind, 'marketplace')));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const owned = new Set(
      (
        await tx
          .select({ packId: packEntitlements.packId })
          .from(packEntitlements)
          .where(and(eq(packEntitlements.userId, buyer.id), inArray(packEntitlements.packId, [...packIds])))
      ).map((row) => row.packId),
    );

    const refusals: { index: number; reason: CheckoutRefusal }[] = [];
    packIds.forEach((id, index) => {
      const pack = byId.get(id);
      const reason: CheckoutRefusal | null =
        !pack || pack.status === 'draft'
          ? 'unknown'
          : pack.status === 'paused'
            ? 'paused'
            : pack.creatorId === buyer.id
              ? 'own'
              : owned.has(id)
                ? 'owned'
                : pack.priceCents === 0
                  ? 'free'
                  : null;
      if (reason) refusals.push({ index, reason });
    });
    const currencies = new Set(rows.map((row) => row.currency));
    if (refusals.length === 0 && currencies.size > 1) {
      throw new AppError('validation', CHECKOUT_REFUSALS.currency, [
        { path: ['packIds'], message: CHECKOUT_REFUSALS.currency },
      ]);
    }
    if (refusals.length > 0) {
      const issues: ValidationIssue[] = refusals.map(({ index, reason }) => ({
        path: ['packIds', index],
        message: CHECKOUT_REFUSALS[reason],
      }));
      const unknown = refusals.some((refusal) => refusal.reason === 'unknown');
      throw new AppError(unknown ? 'not_found' : 'conflict', issues[0]?.message ?? '', issues);
    }

    const lines = packIds.map((id) => byId.get(id) as (typeof rows)[number]);
    const subtotalCents = lines.reduce((sum, pack) => sum + salePrice(pack), 0);
    const [order] = await tx
      .insert(orders)
      .values({
        buyerId: buyer.id,
        provider,
        currency: lines[0]?.currency ?? 'USD',
        subtotalCents,
        totalCents: subtotalCents,
      })
      .returning();
    if (!order) throw new Error('The order was not written');
    await tx.insert(orderLines).values(
      lines.map((pack) => ({
        orderId: order.id,
        packId: pack.id,
        title: pack.title,
        listPriceCents: pack.priceCents,
        priceCents: salePrice(pack),
      })),
    );
    return order;
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
      slug: packs.slug,
      coverImage: packs.coverImage,
    })
    .from(orderLines)
    .innerJoin(packs, eq(packs.id, orderLines.packId))
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

function presentOrder(row: OrderRow, lines: Order['lines']): Order {
  return {
    id: row.id,
    status: row.status,
    provider: row.provider,
    currency: row.currency,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundableUntil: row.status === 'paid' ? (refundableUntil(row)?.toISOString() ?? null) : null,
    lines,
  };
}

export type { LineRow };
