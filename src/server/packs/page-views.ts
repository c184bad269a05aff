import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { PAGE_VIEW_NEW_VISITORS_PER_ADDRESS } from '../../common/limits';
import type { Database } from '../db/client';
import { packViews, rateLimits } from '../db/schema';

/**
 * Records that someone looked at a pack's sales page today (UTC), once per visitor and day: the creator's page
 * views. A visitor is the signed-in person, or else the random id of an anonymous browser's visitor cookie
 * (visitor-cookie.ts); what is stored is a keyed hash of that with the day, so rows cannot follow anyone from one
 * day to the next. An anonymous visitor new today also spends one of its address's few new visitors for the pack
 * and day (`PAGE_VIEW_NEW_VISITORS_PER_ADDRESS`): a script that drops the cookie is a new visitor every time.
 *
 * Each address's new visitors are counted in the rate limits' table, so every instance on one database shares the
 * count (the key holds the day; a row lives a day and the limiter clears it); should the database fail to count,
 * this process still does.
 */
export function createPageViews(db: Database, secret: string) {
  const policy = {
    keyPrefix: 'pageViewVisitors',
    points: PAGE_VIEW_NEW_VISITORS_PER_ADDRESS,
    duration: 86_400,
  };
  const budget = new RateLimiterDrizzle({
    ...policy,
    storeClient: db,
    schema: rateLimits,
    inMemoryBlockOnConsumed: policy.points + 1,
    insuranceLimiter: new RateLimiterMemory(policy),
  });

  async function admitNewVisitor(key: string): Promise<boolean> {
    try {
      await budget.consume(key);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }

  return {
    async record(view: { packId: string; visitor: string; at: Date; anonymousFrom?: string }): Promise<void> {
      const day = view.at.toISOString().slice(0, 10);
      const keyed = (text: string) =>
        createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);
      const visitor = keyed(`${day}\n${view.visitor}`);
      if (view.anonymousFrom !== undefined) {
        const [seen] = await db
          .select({ one: sql`1` })
          .from(packViews)
          .where(
            and(eq(packViews.packId, view.packId), eq(packViews.day, day), eq(packViews.visitor, visitor)),
          )
          .limit(1);
        if (seen) return;
        if (!(await admitNewVisitor(keyed(`${day}\n${view.packId}\n${view.anonymousFrom}`)))) return;
      }
      await db
        .insert(packViews)
        .values({ packId: view.packId, day, visitor, createdAt: view.at })
        .onConflictDoNothing();
    },
  };
}

export type PageViews = ReturnType<typeof createPageViews>;
