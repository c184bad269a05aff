import { and, asc, avg, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { REVIEW_REFUSALS, type Review, type ReviewsResponse } from '../../common/contracts/commerce';
import { REVIEWS_PAGE_SIZE } from '../../common/limits';
import type { Database, Queryable, Transaction } from '../db/client';
import { packEntitlements, packs, reviewHelpful, reviews, userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { canManagePack, shortName, visibleMarketplacePack } from '../packs';
import { auditReplyForCreator } from './for-creator';

type ReviewRow = typeof reviews.$inferSelect;

/** The packs among `packIds` the person holds an entitlement to (bought or given). */
async function heldBy(db: Queryable, userId: string, packId: string) {
  const rows = await db
    .select({ source: packEntitlements.source })
    .from(packEntitlements)
    .where(and(eq(packEntitlements.userId, userId), eq(packEntitlements.packId, packId)));
  return new Set(rows.map((row) => row.source));
}

/**
 * The card's rating and review count follow the reviews: recomputed from the rows in the transaction that changed
 * one, so they never drift (the catalog hears the change through the packs trigger).
 */
export async function recountReviews(tx: Transaction, packId: string) {
  const [totals] = await tx
    .select({ average: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(eq(reviews.packId, packId));
  const n = totals?.n ?? 0;
  await tx
    .update(packs)
    .set({ rating: n > 0 ? Math.round(Number(totals?.average) * 100) / 100 : null, reviewCount: n })
    .where(eq(packs.id, packId));
}

/** Writes (or rewrites) the person's review of a pack they bought: one per person and pack. */
export async function saveReview(
  db: Database,
  user: UserRow,
  packId: string,
  body: { rating: number; comment: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const pack = await visibleMarketplacePack(tx, packId);
    if (pack.creatorId === user.id) throw new AppError('forbidden', REVIEW_REFUSALS.own);
    if ((await heldBy(tx, user.id, packId)).size === 0)
      throw new AppError('forbidden', REVIEW_REFUSALS.notBuyer);
    await tx
      .insert(reviews)
      .values({
        packId,
        authorId: user.id,
        rating: body.rating,
        comment: body.comment,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [reviews.packId, reviews.authorId],
        set: { rating: body.rating, comment: body.comment, updatedAt: now },
      });
    await recountReviews(tx, packId);
  });
}

/** "Helpful": once per person and review, by people who bought the pack, never on one's own review. */
export async function markHelpful(db: Database, user: UserRow, reviewId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId));
    if (!review) throw new AppError('not_found', 'No such review');
    if (review.authorId === user.id) throw new AppError('forbidden', REVIEW_REFUSALS.ownHelpful);
    if ((await heldBy(tx, user.id, review.packId)).size === 0) {
      throw new AppError('forbidden', REVIEW_REFUSALS.notBuyerHelpful);
    }
    const voted = await tx
      .insert(reviewHelpful)
      .values({ reviewId, userId: user.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ reviewId: reviewHelpful.reviewId });
    if (voted.length === 0) return review.helpfulCount;
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpful: reviews.helpfulCount });
    return updated?.helpful ?? review.helpfulCount + 1;
  });
}

/** The creator's one reply to a review (written again, it replaces the first). Admins may reply for them, audited. */
export async function replyToReview(db: Database, user: UserRow, reviewId: string, text: string, now: Date) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ review: reviews, pack: { id: packs.id, title: packs.title, creatorId: packs.creatorId } })
      .from(reviews)
      .innerJoin(packs, eq(packs.id, reviews.packId))
      .where(eq(reviews.id, reviewId))
      .for('update', { of: reviews });
    if (!found) throw new AppError('not_found', 'No such review');
    if (!canManagePack(user, found.pack)) throw new AppError('forbidden', REVIEW_REFUSALS.notCreator);
    await tx.update(reviews).set({ creatorReply: text, creatorReplyAt: now }).where(eq(reviews.id, reviewId));
    const before = found.review.creatorReply;
    await auditReplyForCreator(tx, user, { pack: found.pack, on: 'review', before, after: text, now });
  });
}

/** A pack's reviews, most helpful (or newest) first, optionally of one star rating, with what the viewer may do. */
export async function listReviews(
  db: Database,
  viewer: UserRow | null,
  packId: string,
  query: { sort: 'helpful' | 'newest'; stars?: number | undefined; offset: number },
): Promise<ReviewsResponse> {
  const pack = await visibleMarketplacePack(db, packId);
  const filter = and(eq(reviews.packId, packId), query.stars ? eq(reviews.rating, query.stars) : undefined);
  const order =
    query.sort === 'newest'
      ? [desc(reviews.createdAt), asc(reviews.id)]
      : [desc(reviews.helpfulCount), desc(reviews.createdAt), asc(reviews.id)];
  const [rows, [filtered], stars] = await Promise.all([
    db
      .select({ review: reviews, name: userProfiles.fullName })
      .from(reviews)
      .innerJoin(userProfiles, eq(userProfiles.id, reviews.authorId))
      .where(filter)
      .orderBy(...order)
      .limit(REVIEWS_PAGE_SIZE)
      .offset(query.offset),
    db.select({ n: count() }).from(reviews).where(filter),
    db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(eq(reviews.packId, packId))
      .groupBy(reviews.rating),
  ]);
  const distribution = [1, 2, 3, 4, 5].map((r) => stars.find((s) => s.rating === r)?.n ?? 0);
  const total = distribution.reduce((sum, n) => sum + n, 0);
  const average = total > 0 ? distribution.reduce((sum, n, i) => sum + n * (i + 1), 0) / total : null;

  const authorIds = rows.map((row) => row.review.authorId);
  const [buyers, votes, mineRow, held] = await Promise.all([
    authorIds.length === 0
      ? []
      : db
          .select({ userId: packEntitlements.userId })
          .from(packEntitlements)
          .where(
            and(
              eq(packEntitlements.packId, packId),
              eq(packEntitlements.source, 'purchase'),
              inArray(packEntitlements.userId, authorIds),
            ),
          ),
    viewer && rows.length > 0
      ? db
          .select({ reviewId: reviewHelpful.reviewId })
          .from(reviewHelpful)
          .where(
            and(
              eq(reviewHelpful.userId, viewer.id),
              inArray(
                reviewHelpful.reviewId,
                rows.map((row) => row.review.id),
              ),
            ),
          )
      : [],
    viewer
      ? db
          .select({ review: reviews, name: userProfiles.fullName })
          .from(reviews)
          .innerJoin(userProfiles, eq(userProfiles.id, reviews.authorId))
          .where(and(eq(reviews.packId, packId), eq(reviews.authorId, viewer.id)))
      : [],
    viewer ? heldBy(db, viewer.id, packId) : new Set<string>(),
  ]);
  const verified = new Set(buyers.map((row) => row.userId));
  const voted = new Set(votes.map((row) => row.reviewId));
  const present = ({ review, name }: { review: ReviewRow; name: string | null }): Review => ({
    id: review.id,
    name: shortName(name),
    rating: review.rating,
    comment: review.comment,
    date: review.createdAt.toISOString(),
    verified: verified.has(review.authorId),
    helpful: review.helpfulCount,
    creatorReply:
      review.creatorReply && review.creatorReplyAt
        ? { text: review.creatorReply, date: review.creatorReplyAt.toISOString() }
        : null,
    mine: viewer?.id === review.authorId,
    votedHelpful: voted.has(review.id),
  });
  const mine = mineRow[0];
  return {
    reviews: rows.map(present),
    total: filtered?.n ?? 0,
    summary: { average: average === null ? null : Math.round(average * 10) / 10, count: total, distribution },
    viewer: {
      canReview: Boolean(viewer) && pack.creatorId !== viewer?.id && held.size > 0,
      canReply: viewer ? canManagePack(viewer, pack) : false,
      mine: mine ? { ...present(mine), verified: held.has('purchase') } : null,
    },
  };
}
