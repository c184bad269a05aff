import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { PackActivity } from '../../common/contracts/packs';
import { shortName } from '../../common/names';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { orderLines, orders, packQuestions, reviews, userProfiles } from '../db/schema';

/** The spec's feed keeps the newest 3 (02 §9). */
export const ACTIVITY_ITEMS = 3;
/** Every visitor's page asks every 8 seconds: one read per pack in this window serves them all. */
const ACTIVITY_CACHE_MS = 4_000;

/**
 * A pack's live activity feed (spec 02 §2.5): its newest purchases, reviews and questions. Only reviewers are named
 * (by first name and initial, as their public review is): who bought a pack or asked its creator something is
 * nobody else's business, so those say "Someone". Held per pack for a few seconds, since every open sales page
 * polls it.
 *
 * Nothing in an item leads anywhere else (issue 46): its id is a keyed hash of what it records, so one checkout of two
 * packs shows two unrelated ids in their feeds (an order's id in both had let anyone link the purchases), and its
 * time is to the minute (one checkout's lines share their payment's millisecond).
 */
export function createPackActivity(db: Database, now: Clock, secret: string) {
  const cache = new Map<string, { at: number; items: Promise<PackActivity[]> }>();

  async function load(packId: string): Promise<PackActivity[]> {
    const [bought, reviewed, asked] = await Promise.all([
      db
        .select({ orderId: orders.id, time: orders.paidAt })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orderLines.packId, packId), eq(orders.status, 'paid')))
        .orderBy(desc(orders.paidAt))
        .limit(ACTIVITY_ITEMS),
      db
        .select({
          id: reviews.id,
          name: userProfiles.fullName,
          rating: reviews.rating,
          time: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(userProfiles, eq(userProfiles.id, reviews.authorId))
        .where(eq(reviews.packId, packId))
        .orderBy(desc(reviews.createdAt))
        .limit(ACTIVITY_ITEMS),
      db
        .select({ id: packQuestions.id, time: packQuestions.createdAt })
        .from(packQuestions)
        .where(eq(packQuestions.packId, packId))
        .orderBy(desc(packQuestions.createdAt))
        .limit(ACTIVITY_ITEMS),
    ]);
    const happened: Happening[] = [
      ...bought.map((row) => ({ ...row, key: `${row.orderId}\n${packId}`, action: 'purchase' as const })),
      ...reviewed.map((row) => ({ ...row, key: row.id, action: 'review' as const })),
      ...asked.map((row) => ({ ...row, key: row.id, action: 'question' as const })),
    ];
    return happened
      .sort((a, b) => (b.time?.getTime() ?? 0) - (a.time?.getTime() ?? 0))
      .slice(0, ACTIVITY_ITEMS)
      .map((happening) => present(happening, secret));
  }

  return {
    recent(packId: string): Promise<PackActivity[]> {
      const at = now().getTime();
      const cached = cache.get(packId);
      if (cached && at - cached.at < ACTIVITY_CACHE_MS) return cached.items;
      const items = load(packId);
      if (cache.size > 5_000) cache.clear();
      cache.set(packId, { at, items });
      items.catch(() => cache.delete(packId));
      return items;
    },
  };
}

export type PackActivityFeed = ReturnType<typeof createPackActivity>;

interface Happening {
  /** What the item records, unique within its action: an order's line (order and pack), a review, a question. */
  key: string;
  action: PackActivity['action'];
  /** A reviewer's name (their review is public under it). */
  name?: string | null;
  rating?: number;
  time: Date | null;
}

const MINUTE_MS = 60_000;

function present(happening: Happening, secret: string): PackActivity {
  const at = happening.time?.getTime() ?? 0;
  return {
    id: createHmac('sha256', secret)
      .update(`pack-activity\n${happening.action}\n${happening.key}`)
      .digest('base64url')
      .slice(0, 22),
    action: happening.action,
    name: happening.name ? shortName(happening.name) : null,
    rating: happening.rating ?? null,
    time: new Date(at - (at % MINUTE_MS)).toISOString(),
  };
}
