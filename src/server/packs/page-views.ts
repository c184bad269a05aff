import { createHmac } from 'node:crypto';
import type { Database } from '../db/client';
import { packViews } from '../db/schema';

/**
 * Records that someone looked at a pack's sales page today (UTC), once per visitor and day: the creator's page
 * views. No cookie is set for it: a visitor is the signed-in person, or else the address and browser of the
 * request, and what is stored is a keyed hash of that with the day — it counts people without following anyone
 * from one day to the next.
 */
export async function recordPageView(
  db: Database,
  secret: string,
  view: { packId: string; visitor: string; at: Date },
): Promise<void> {
  const day = view.at.toISOString().slice(0, 10);
  const visitor = createHmac('sha256', secret)
    .update(`${day}\n${view.visitor}`)
    .digest('base64url')
    .slice(0, 22);
  await db.insert(packViews).values({ packId: view.packId, day, visitor }).onConflictDoNothing();
}
