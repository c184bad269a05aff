import { readFile, writeFile } from 'node:fs/promises';
import { eq, inArray, like } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';
import { assertSafeKey, type FileStore } from './file-store';

/**
 * Files as rows of `stored_files`, for PostgreSQL, where every instance must read what any one stored. A row holds
 * its file whole, so a file passes through the server's memory going in and coming out: what object storage
 * (`KENJA_STORAGE_URL`) avoids.
 */
export function databaseFileStore(db: Database, now: Clock): FileStore {
  const put = async (key: string, bytes: Uint8Array) => {
    assertSafeKey(key);
    const storedAt = now();
    await db
      .insert(storedFiles)
      .values({ key, content: bytes, storedAt })
      .onConflictDoUpdate({ target: storedFiles.key, set: { content: bytes, storedAt } });
  };
  const get = async (key: string) => {
    const [row] = await db
      .select({ content: storedFiles.content })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row?.content;
  };
  return {
    kind: 'database',
    put,
    putFile: async (key, path) => put(key, await readFile(path)),
    get,
    async download(key, path) {
      const content = await get(key);
      if (content) await writeFile(path, content);
      return content !== undefined;
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
