import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { liveChunks } from '../db/schema';

export interface Passage {
  id: string;
  text: string;
  page: number | null;
  headingPath: string[];
  /** Why the injection screen flagged it; empty when it did not. */
  injectionFlags: string[];
}

/**
 * About 64 MB of text (JavaScript strings are UTF-16). Each passage kept also carries what ranking and highlighting
 * read from it once (pack-ranker's `readOnce`: a term reference and a span per word), about as much again.
 */
const MAX_CHARS = 32_000_000;

/**
 * Passages recently returned by search, kept in memory (least recently used out first). A chunk row never
 * changes — re-indexing writes new chunks with new ids — so an entry can never be stale; only the index that
 * points at it can, and that is dropped when the database announces the change.
 */
export function createPassageCache(db: Database) {
  const entries = new Map<string, Passage>();
  let chars = 0;

  function remember(passage: Passage) {
    entries.set(passage.id, passage);
    chars += passage.text.length;
    for (const [id, old] of entries) {
      if (chars <= MAX_CHARS) break;
      entries.delete(id);
      chars -= old.text.length;
    }
  }

  return {
    /** The passages that still exist, by id (a chunk replaced since the index was read is simply absent). */
    async read(ids: string[]): Promise<Map<string, Passage>> {
      const found = new Map<string, Passage>();
      const missing: string[] = [];
      for (const id of ids) {
        const passage = entries.get(id);
        if (!passage) {
          missing.push(id);
          continue;
        }
        // Touch: move to the newest end.
        entries.delete(id);
        entries.set(id, passage);
        found.set(id, passage);
      }
      if (missing.length > 0) {
        const rows = await db
          .select({
            id: liveChunks.id,
            text: liveChunks.text,
            page: liveChunks.page,
            headingPath: liveChunks.headingPath,
            injectionFlags: liveChunks.injectionFlags,
          })
          .from(liveChunks)
          .where(inArray(liveChunks.id, missing));
        for (const row of rows) {
          found.set(row.id, row);
          remember(row);
        }
      }
      return found;
    },
  };
}

export type PassageCache = ReturnType<typeof createPassageCache>;
