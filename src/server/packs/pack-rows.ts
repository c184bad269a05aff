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
  // A read that started before a drop of its pack must not store what it read. Per pack: while one pack changes
  // again and again (a creator's ten uploads), reads of every other pack still fill the cache — with one counter
  // for all, none did, and every search read its pack from the database.
  let generation = 0;
  let clearedAt = 0;
  const droppedAt = new Map<string, number>();
  changes.subscribe(
    INDEX_CHANNEL,
    (payload) => {
      const id = payload.split(':')[1] ?? '';
      generation += 1;
      droppedAt.set(id, generation);
      rows.delete(id);
    },
    () => {
      generation += 1;
      clearedAt = generation;
      droppedAt.clear();
      rows.clear();
    },
  );
  const unchangedSince = (id: string, readAt: number) =>
    clearedAt <= readAt && (droppedAt.get(id) ?? 0) <= readAt;

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
      if (changes.live) {
        for (const row of loaded) if (unchangedSince(row.id, readAt)) rows.set(row.id, row);
      }
    }
    return ids.flatMap((id) => held.get(id) ?? []);
  };
}

export type PackRows = ReturnType<typeof createPackRowCache>;
