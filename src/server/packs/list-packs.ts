import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { categoriesMatching, type CategoryId } from '../../common/categories';
import type { PackCard, PackListQuery, PackListResponse } from '../../common/contracts/packs';
import type { Database } from '../db/client';
import { packs, userProfiles } from '../db/schema';

/** Escapes LIKE wildcards so the user's text is matched literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Published marketplace packs matching the home filter (spec 01 §5): the text matches title, description,
 * creator or category name (English or Japanese), case-insensitively; the category matches exactly; both hold
 * when both are set. Most purchased today first.
 */
export async function listPublishedPacks(db: Database, query: PackListQuery): Promise<PackListResponse> {
  const conditions: SQL[] = [eq(packs.status, 'published'), eq(packs.kind, 'marketplace')];
  if (query.category) conditions.push(eq(packs.category, query.category));
  if (query.q) conditions.push(textMatches(query.q));
  const where = and(...conditions);

  const [rows, totals] = await Promise.all([
    db
      .select({ pack: packs, creatorName: userProfiles.fullName })
      .from(packs)
      .innerJoin(userProfiles, eq(userProfiles.id, packs.creatorId))
      .where(where)
      .orderBy(desc(packs.purchasedToday), asc(packs.slug))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(packs)
      .innerJoin(userProfiles, eq(userProfiles.id, packs.creatorId))
      .where(where),
  ]);

  return {
    packs: rows.map(({ pack, creatorName }) => toCard(pack, creatorName)),
    total: totals[0]?.total ?? 0,
  };
}

function textMatches(term: string): SQL {
  const pattern = likePattern(term);
  const matches: SQL[] = [
    ilike(packs.title, pattern),
    ilike(packs.description, pattern),
    ilike(userProfiles.fullName, pattern),
  ];
  const categories = categoriesMatching(term);
  if (categories.length > 0) matches.push(inArray(packs.category, categories));
  return or(...matches) as SQL;
}

function toCard(pack: typeof packs.$inferSelect, creatorName: string | null): PackCard {
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
