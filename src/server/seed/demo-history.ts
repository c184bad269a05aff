import { eq } from 'drizzle-orm';
import { recountBuyers } from '../commerce';
import type { Transaction } from '../db/client';
import { recountReviews } from '../commerce';
import {
  orderLines,
  orders,
  packEntitlements,
  packViews,
  packs,
  reviewHelpful,
  reviews,
  userProfiles,
} from '../db/schema';
import { payableAt, platformFeeBps, postAll, saleEntries } from '../selling';
import { DEMO_REVIEWS } from './demo-reviews';
import type { DemoPack } from './types';

/**
 * The demo packs' history as real rows: fictional buyers, their paid orders (a few in the last 24 hours), the
 * purchases and earnings-ledger rows those give, reviews by some of them and helpful votes on those. The cards' users, "purchased today",
 * rating and review count are then computed from these rows like any pack's, and the sales pages' reviews, showcase
 * and activity feed have something true to show on a new database. Deterministic: the same rows on every machine,
 * dated relative to the moment of seeding.
 */
export async function seedDemoHistory(
  tx: Transaction,
  packsBySlug: Map<string, { id: string; pack: DemoPack }>,
  now: Date,
) {
  const poolSize = Math.max(...[...packsBySlug.values()].map(({ pack }) => pack.buyers));
  const buyers = await insertBuyers(tx, poolSize, now);
  const feeBps = await platformFeeBps(tx);
  let packIndex = 0;
  for (const { id: packId, pack } of packsBySlug.values()) {
    packIndex += 1;
    const seeding: PackSeeding = {
      tx,
      packId,
      pack,
      packIndex,
      random: seededRandom(packIndex),
      price: pack.discountPriceCents ?? pack.priceCents,
      now,
    };
    const made = await insertPaidOrders(seeding, buyers);
    await insertSalesPageVisits(seeding, made);
    await bookEarnings(seeding, made, feeBps);
    const written = await insertReviews(seeding, made);
    await insertHelpfulVotes(seeding, made, written);
    await recountReviews(tx, packId);
    await recountBuyers(tx, [packId]);
  }
}

/** One demo pack while its history is written. */
interface PackSeeding {
  tx: Transaction;
  packId: string;
  pack: DemoPack;
  /** Its place in the seeding order (from 1): picks its slice of the buyers. */
  packIndex: number;
  /** The pack's own sequence. The steps draw from it in turn, so their order is part of the data. */
  random: () => number;
  /** What each buyer paid. */
  price: number;
  now: Date;
}

type PaidOrder = { id: string; buyerId: string; paidAt: Date | null };

/** The pool of fictional buyers the packs' buyers are drawn from. */
async function insertBuyers(tx: Transaction, poolSize: number, now: Date) {
  return tx
    .insert(userProfiles)
    .values(
      Array.from({ length: poolSize }, (_, i) => ({
        email: `buyer${String(i + 1).padStart(3, '0')}@demo.kenja.dev`,
        fullName: buyerName(i),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: userProfiles.id });
}

/** A paid order of the pack by each of its buyers, with its order line and the purchase it gives. */
async function insertPaidOrders(
  { tx, packId, pack, packIndex, random, price, now }: PackSeeding,
  buyers: { id: string }[],
): Promise<PaidOrder[]> {
  // Each pack's buyers are a different slice of the pool.
  const its = Array.from({ length: pack.buyers }, (_, i) => buyers[(i + packIndex * 7) % buyers.length]!);
  const paidAt = its.map((_, i) =>
    i < pack.boughtToday
      ? new Date(now.getTime() - (1 + random() * 20) * HOUR)
      : new Date(now.getTime() - (1 + random() * 179) * DAY),
  );
  const made = await tx
    .insert(orders)
    .values(
      its.map((buyer, i) => ({
        buyerId: buyer.id,
        status: 'paid' as const,
        provider: 'dev' as const,
        currency: 'USD',
        subtotalCents: price,
        totalCents: price,
        createdAt: paidAt[i]!,
        paidAt: paidAt[i]!,
      })),
    )
    .returning({ id: orders.id, buyerId: orders.buyerId, paidAt: orders.paidAt });
  await tx.insert(orderLines).values(
    made.map((order) => ({
      orderId: order.id,
      packId,
      title: pack.title,
      listPriceCents: pack.priceCents,
      priceCents: price,
    })),
  );
  await tx.insert(packEntitlements).values(
    made.map((order) => ({
      userId: order.buyerId,
      packId,
      source: 'purchase' as const,
      createdAt: order.paidAt ?? now,
    })),
  );
  return made;
}

/** Visits to its sales page: each buyer's before buying, and five times as many who did not buy. */
async function insertSalesPageVisits({ tx, packId, random, now }: PackSeeding, made: PaidOrder[]) {
  const visits = [
    ...made.map((order, i) => ({
      visitor: `demo-buyer-${i}`,
      at: new Date(order.paidAt!.getTime() - (5 + random() * 120) * MINUTE),
    })),
    ...Array.from({ length: made.length * 5 }, (_, i) => ({
      visitor: `demo-visitor-${i}`,
      at: new Date(now.getTime() - random() * 180 * DAY),
    })),
  ];
  for (let start = 0; start < visits.length; start += 5000) {
    await tx.insert(packViews).values(
      visits.slice(start, start + 5000).map((visit) => ({
        packId,
        visitor: visit.visitor,
        day: visit.at.toISOString().slice(0, 10),
        createdAt: visit.at,
      })),
    );
  }
}

/** The creator's earnings from the orders, as checkout would have booked each payment. */
async function bookEarnings({ tx, packId, price }: PackSeeding, made: PaidOrder[], feeBps: number) {
  const [{ creatorId } = { creatorId: null }] = await tx
    .select({ creatorId: packs.creatorId })
    .from(packs)
    .where(eq(packs.id, packId));
  if (!creatorId) return;
  await postAll(
    tx,
    // In the order the payments came in, as checkout would have posted them.
    inPaymentOrder(made).map((order) =>
      saleEntries({
        orderId: order.id,
        packId,
        creatorId,
        kind: 'pack',
        grossCents: price,
        feeBps,
        currency: 'USD',
        at: order.paidAt!,
        availableAt: payableAt(order.paidAt!),
      }),
    ),
  );
}

/** The earliest buyers review it, with ratings whose average is the pack's. */
async function insertReviews({ tx, packId, pack, random, now }: PackSeeding, made: PaidOrder[]) {
  const reviewers = inPaymentOrder(made).slice(0, pack.reviews);
  const fives = Math.round((pack.rating - 4) * reviewers.length);
  // Each review in its own words (demo-reviews.ts), in the pack's language.
  const comments = DEMO_REVIEWS[pack.slug] ?? [];
  if (comments.length !== reviewers.length) {
    throw new Error(
      `Demo pack ${pack.slug} has ${reviewers.length} reviewers and ${comments.length} reviews`,
    );
  }
  return tx
    .insert(reviews)
    .values(
      reviewers.map((order, i) => {
        const at = new Date(
          Math.min(order.paidAt!.getTime() + (2 + random() * 10) * DAY, now.getTime() - HOUR),
        );
        return {
          packId,
          authorId: order.buyerId,
          rating: i < fives ? 5 : 4,
          comment: comments[i]!,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: reviews.id, authorId: reviews.authorId });
}

/** Other buyers found some of the reviews helpful. */
async function insertHelpfulVotes(
  { tx, packIndex, now }: PackSeeding,
  made: PaidOrder[],
  written: { id: string; authorId: string }[],
) {
  const votes = written.flatMap((review, i) =>
    made
      .filter((order) => order.buyerId !== review.authorId)
      .slice(i, i + ((i * 3 + packIndex) % 5))
      .map((order) => ({ reviewId: review.id, userId: order.buyerId, createdAt: now })),
  );
  if (votes.length > 0) await tx.insert(reviewHelpful).values(votes);
  for (const review of written) {
    const helpful = votes.filter((vote) => vote.reviewId === review.id).length;
    if (helpful > 0) await tx.update(reviews).set({ helpfulCount: helpful }).where(eq(reviews.id, review.id));
  }
}

/** Earliest payment first (a copy). */
function inPaymentOrder(made: readonly PaidOrder[]): PaidOrder[] {
  return [...made].sort((a, b) => a.paidAt!.getTime() - b.paidAt!.getTime());
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A small deterministic generator (mulberry32), so the demo history is the same everywhere. */
function seededRandom(seed: number): () => number {
  let state = seed * 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = [
  'Aiko',
  'Ben',
  'Chloe',
  'Daniel',
  'Elena',
  'Farah',
  'George',
  'Hiro',
  'Isabel',
  'James',
  'Keiko',
  'Liam',
  'Maya',
  'Noah',
  'Olivia',
  'Pedro',
  'Quinn',
  'Rina',
  'Sam',
  'Yuki',
];
const LAST_NAMES = ['Sato', 'Miller', 'Kim', 'Garcia', 'Nakamura'];

function buyerName(i: number): string {
  return `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}`;
}
