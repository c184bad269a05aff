import { and, desc, eq, inArray } from 'drizzle-orm';
import type { LibraryItem } from '../../common/contracts/commerce';
import type { Database } from '../db/client';
import { orderLines, orders, packEntitlements, packs, userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { refundableUntil } from './orders';

/**
 * What a buyer may read because they bought it or were given it — whatever state the pack is in now — newest first,
 * each bought pack with the paid order behind it (its receipt, and its refund while the guarantee runs).
 */
export async function libraryOf(db: Database, user: UserRow): Promise<LibraryItem[]> {
  const rows = await db
    .select({
      packId: packs.id,
      slug: packs.slug,
      title: packs.title,
      coverImage: packs.coverImage,
      category: packs.category,
      language: packs.language,
      packStatus: packs.status,
      edition: packs.indexedAt,
      updateNote: packs.updateNote,
      creatorName: userProfiles.fullName,
      access: packEntitlements.source,
      acquiredAt: packEntitlements.createdAt,
    })
    .from(packEntitlements)
    .innerJoin(packs, eq(packs.id, packEntitlements.packId))
    .innerJoin(userProfiles, eq(userProfiles.id, packs.creatorId))
    .where(eq(packEntitlements.userId, user.id))
    .orderBy(desc(packEntitlements.createdAt));
  const purchased = rows.filter((row) => row.access === 'purchase').map((row) => row.packId);
  const paid =
    purchased.length === 0
      ? []
      : await db
          .select({ packId: orderLines.packId, orderId: orders.id, paidAt: orders.paidAt })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(
            and(
              eq(orders.buyerId, user.id),
              eq(orders.status, 'paid'),
              inArray(orderLines.packId, purchased),
            ),
          )
          .orderBy(desc(orders.paidAt));
  const orderOf = new Map<string, (typeof paid)[number]>();
  for (const row of paid) if (!orderOf.has(row.packId)) orderOf.set(row.packId, row);

  // A pack both bought and granted is listed once, as bought.
  const seen = new Set<string>();
  return rows
    .sort((a, b) => (a.access === b.access ? 0 : a.access === 'purchase' ? -1 : 1))
    .filter((row) => !seen.has(row.packId) && seen.add(row.packId))
    .sort((a, b) => b.acquiredAt.getTime() - a.acquiredAt.getTime())
    .map((row) => {
      const order = row.access === 'purchase' ? orderOf.get(row.packId) : undefined;
      return {
        ...row,
        creatorName: row.creatorName ?? '',
        edition: row.edition?.toISOString() ?? null,
        updateNote: row.updateNote,
        acquiredAt: row.acquiredAt.toISOString(),
        orderId: order?.orderId ?? null,
        refundableUntil: order ? (refundableUntil(order)?.toISOString() ?? null) : null,
      };
    });
}
