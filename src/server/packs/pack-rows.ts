import { inArray } from 'drizzle-orm';
import type { ChangeFeed } from '../db/change-feed';
import { INDEX_CHANNEL } from '../db/channels';
import type { Database } from '../db/client';
import { packs } from '../db/schema';
import type { PackRow } from './pack-access';

/**
 * Pack rows (owner, price, status, index version) as access checks and searches read them, held in memory and
 * dropped on every instance the moment the database announces a change to the pack. While announcements cannot be
 * heard, every read goes to the database.
 */
export function createPackRowCache(db: Database, changes: ChangeFeed) {
  const rows = new Map<string, PackRow>();
  // Moves on with every drop: a read that started before one must not store what it read.
  let generation = 0;
  changes.subscribe(
    INDEX_CHANNEL,
    (payload) => {
      generation += 1;
      rows.delete(payload.split(':')[1] ?? '');
    },
    () => {
      generation += 1;
      rows.clear();
    },
  );

  /**
   * The named packs' rows, in the order named; ids that are no pack are left out. The rows already held are taken
   * before reading the others: an announcement that drops one while the read is under way must not make it vanish
   * from this answer (it did: a search named a pack, the indexer announced a change to it meanwhile, and the search
   * answered "Unknown pack").
   */
  return async function packRows(ids: readonly string[]): Promise<PackRow[]> {
    const held = new Map<string, PackRow>();
    if (changes.live) {
      for (const id of ids) {
        const row = rows.get(id);
        if (row) held.set(id, row);
      }
    }
    const missing = ids.filter((id) => !held.has(id));
    if (missing.length > 0) {
      const readAt = generation;
      const loaded = await db
        .select()
        .from(packs)
        .where(inArray(packs.id, [...missing]));
      for (const row of loaded) held.set(row.id, row);
      if (changes.live && readAt === generation) for (const row of loaded) rows.set(row.id, row);
    }
    return ids.flatMap((id) => held.get(id) ?? []);
  };
}

export type PackRows = ReturnType<typeof createPackRowCache>;
