import { and, asc, desc, eq } from 'drizzle-orm';
import type { CategoryId } from '../../common/categories';
import type { PackCard } from '../../common/contracts/packs';
import type { Database } from '../db/client';
import { packs, userProfiles } from '../db/schema';

/** Every published marketplace pack as a card, most purchased today first: what the marketplace lists. */
export async function loadPublishedCards(db: Database): Promise<PackCard[]> {
  const rows = await db
    .select({ pack: packs, creatorName: userProfiles.fullName })
    .from(packs)
    .innerJoin(userProfiles, eq(userProfiles.id, packs.creatorId))
    .where(and(eq(packs.status, 'published'), eq(packs.kind, 'marketplace')))
    .orderBy(desc(packs.purchasedToday), asc(packs.slug));
  return rows.map(({ pack, creatorName }) => toCard(pack, creatorName));
}

/** A pack row as the marketplace shows it on a card. */
export function toCard(pack: typeof packs.$inferSelect, creatorName: string | null): PackCard {
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
    purchasedToday: pack.purchasedToday,
    users: pack.usersCount,
    downloads: pack.downloadsCount,
    image: pack.coverImage,
  };
}
