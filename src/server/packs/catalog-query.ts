import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { CategoryId } from '../../common/categories';
import type { PackCard } from '../../common/contracts/packs';
import { creatorNameSql } from '../auth';
import type { Database } from '../db/client';
import { orderLines, orders, packs, userProfiles } from '../db/schema';
import { sqlTime } from '../db/sql-time';

/**
 * How many of the pack were bought in the last 24 hours (paid orders, refunds left out): the card's "purchased
 * today". A rolling day rather than a calendar one, so it means the same in every time zone. Counted when a card is
 * read, since it changes with the clock; the catalog holding cards refreshes itself every few seconds.
 */
export function purchasedToday(now: Date) {
  return sql<number>`(
    SELECT count(*)::int FROM order_lines
    JOIN orders ON orders.id = order_lines.order_id
    WHERE order_lines.pack_id = ${packs.id} AND orders.status = 'paid' AND orders.paid_at > ${sqlTime(dayBefore(now))}
  )`;
}

const dayBefore = (now: Date) => new Date(now.getTime() - 24 * 60 * 60 * 1000);

/**
 * Every published marketplace pack as a card, most purchased today first: what the marketplace lists. The day's
 * purchases are one grouped read of the recent paid orders (index orders_paid_idx), joined to the packs — not a
 * count per pack.
 */
export async function loadPublishedCards(db: Database, now: Date): Promise<PackCard[]> {
  const bought = db.$with('bought').as(
    db
      .select({ packId: orderLines.packId, n: sql<number>`count(*)::int`.as('n') })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(eq(orders.status, 'paid'), gt(orders.paidAt, dayBefore(now))))
      .groupBy(orderLines.packId),
  );
  const today = sql<number>`coalesce(${bought.n}, 0)`;
  const rows = await db
    .with(bought)
    .select({ pack: packs, creatorName: creatorNameSql, purchasedToday: today })
    .from(packs)
    .innerJoin(userProfiles, eq(userProfiles.id, packs.creatorId))
    .leftJoin(bought, eq(bought.packId, packs.id))
    .where(and(eq(packs.status, 'published'), eq(packs.kind, 'marketplace')))
    .orderBy(desc(today), asc(packs.slug));
  return rows.map(({ pack, creatorName, purchasedToday }) => toCard(pack, creatorName, purchasedToday));
}

/** A pack row as the marketplace shows it on a card. */
export function toCard(
  pack: typeof packs.$inferSelect,
  creatorName: string | null,
  purchasedToday: number,
): PackCard {
  return {
    id: pack.id,
    slug: pack.slug,
    title: pack.title,
    description: pack.description,
    creator: { id: pack.creatorId, name: creatorName ?? '' },
    category: pack.category as CategoryId,
    language: pack.language,
    currency: pack.currency,
    priceCents: pack.priceCents,
    discountPriceCents: pack.discountPriceCents,
    rating: pack.rating,
    reviewCount: pack.reviewCount,
    purchasedToday,
    users: pack.usersCount,
    image: pack.coverImage,
  };
}
