import { and, desc, eq } from 'drizzle-orm';
import type { PackActivity } from '../../common/contracts/packs';
import { shortName } from './short-name';
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
 */
export function createPackActivity(db: Database, now: Clock) {
  const cache = new Map<string, { at: number; items: Promise<PackActivity[]> }>();

  async function load(packId: string): Promise<PackActivity[]> {
    const [bought, reviewed, asked] = await Promise.all([
      db
        .select({ id: orders.id, time: orders.paidAt })
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
    const items: PackActivity[] = [
      ...bought.map((row) => item(row.id, 'purchase', null, null, row.time)),
      ...reviewed.map((row) => item(row.id, 'review', row.name, row.rating, row.time)),
      ...asked.map((row) => item(row.id, 'question', null, null, row.time)),
    ];
    return items.sort((a, b) => b.time.localeCompare(a.time)).slice(0, ACTIVITY_ITEMS);
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

function item(
  id: string,
  action: PackActivity['action'],
  name: string | null,
  rating: number | null,
  time: Date | null,
): PackActivity {
  return {
    id: `${action}:${id}`,
    action,
    name: name === null ? null : shortName(name),
    rating,
    time: (time ?? new Date(0)).toISOString(),
  };
}
