import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { LibraryItem, OrderLineKind } from '../../common/contracts/commerce';
import { creatorNameSql } from '../auth';
import type { Database } from '../db/client';
import { orderLines, orders, packEntitlements, packs, queryCredits, userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { refundableUntil } from './order-times';
import { editionMailPacks } from './edition-mail';
import { latestEditions } from '../packs';

const ACCESS_RANK = { purchase: 0, grant: 1, credits: 2 } as const;

/**
 * What a buyer may read because they bought it or were given it — whatever state the pack is in now — newest first,
 * each bought pack (or block of query credits) with the paid order behind it: its receipt, and its refund while the
 * guarantee runs.
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
      creatorName: creatorNameSql,
      access: packEntitlements.source,
      acquiredAt: packEntitlements.createdAt,
      creditsLeft: queryCredits.remaining,
      creditsBought: queryCredits.purchased,
    })
    .from(packEntitlements)
    .innerJoin(packs, eq(packs.id, packEntitlements.packId))
    .innerJoin(userProfiles, eq(userProfiles.id, packs.creatorId))
    .leftJoin(
      queryCredits,
      and(eq(queryCredits.userId, packEntitlements.userId), eq(queryCredits.packId, packEntitlements.packId)),
    )
    .where(eq(packEntitlements.userId, user.id))
    .orderBy(desc(packEntitlements.createdAt));
  const bought = rows.filter((row) => row.access !== 'grant').map((row) => row.packId);
  // The newest paid line still standing behind each pack bought, or its query credits: its receipt and refund.
  const paid =
    bought.length === 0
      ? []
      : await db
          .select({
            packId: orderLines.packId,
            kind: orderLines.kind,
            orderId: orders.id,
            paidAt: orders.paidAt,
          })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .where(
            and(
              eq(orders.buyerId, user.id),
              eq(orders.status, 'paid'),
              isNull(orderLines.refundedAt),
              inArray(orderLines.packId, bought),
            ),
          )
          .orderBy(desc(orders.paidAt));
  const lineOf = new Map<string, (typeof paid)[number]>();
  const key = (kind: OrderLineKind, packId: string) => `${kind} ${packId}`;
  for (const row of paid)
    if (!lineOf.has(key(row.kind, row.packId))) lineOf.set(key(row.kind, row.packId), row);

  const held = [...new Set(rows.map((row) => row.packId))];
  const latest = await latestEditions(db, held);
  const mailed = await editionMailPacks(db, user.id);

  // A pack held more than one way is listed once, by the best: bought, given, then query credits.
  const seen = new Set<string>();
  return rows
    .sort((a, b) => ACCESS_RANK[a.access] - ACCESS_RANK[b.access])
    .filter((row) => !seen.has(row.packId) && seen.add(row.packId))
    .sort((a, b) => b.acquiredAt.getTime() - a.acquiredAt.getTime())
    .map(({ creditsLeft, creditsBought, ...row }) => {
      const order =
        row.access === 'grant'
          ? undefined
          : lineOf.get(key(row.access === 'purchase' ? 'pack' : 'credits', row.packId));
      return {
        ...row,
        credits:
          creditsLeft === null || creditsBought === null
            ? null
            : { remaining: creditsLeft, purchased: creditsBought },
        creatorName: row.creatorName ?? '',
        edition: row.edition?.toISOString() ?? null,
        latestEdition: latest.get(row.packId) ?? null,
        editionMail: mailed.has(row.packId),
        acquiredAt: row.acquiredAt.toISOString(),
        orderId: order?.orderId ?? null,
        refundableUntil: order ? (refundableUntil(order)?.toISOString() ?? null) : null,
      };
    });
}
