import { eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';
import { assertSafeKey, type FileStore } from './file-store';

/** Files as rows of `stored_files`, for PostgreSQL, where every instance must read what any one stored. */
export function databaseFileStore(db: Database): FileStore {
  return {
    kind: 'database',
    async put(key, bytes) {
      assertSafeKey(key);
      await db
        .insert(storedFiles)
        .values({ key, content: bytes })
        .onConflictDoUpdate({ target: storedFiles.key, set: { content: bytes, storedAt: new Date() } });
    },
    async get(key) {
      const [row] = await db
        .select({ content: storedFiles.content })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row?.content;
    },
    async delete(keys) {
      if (keys.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
    },
    async *list(prefix) {
      assertSafeKey(prefix);
      const rows = await db
        .select({ key: storedFiles.key, storedAt: storedFiles.storedAt })
        .from(storedFiles)
        .where(like(storedFiles.key, `${prefix}/%`));
      yield* rows;
    },
  };
}
