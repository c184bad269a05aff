import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, storedFiles } from '../db/schema';
import { documentFileKey, documentIdOfKey, type FileStore } from './file-store';

/**
 * Moves files kept in the database into `store`, one at a time: a database made before the embedded database kept
 * its files in a directory (migration 0025 put every document's bytes in `stored_files`). Safe to run at every
 * start; nothing to do once moved.
 */
export async function moveStoredFiles(db: Database, store: FileStore): Promise<number> {
  if (store.kind === 'database') return 0;
  const keys = await db.select({ key: storedFiles.key }).from(storedFiles);
  for (const { key } of keys) {
    const [row] = await db
      .select({ content: storedFiles.content })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    if (!row) continue;
    await store.put(key, row.content);
    await db.delete(storedFiles).where(eq(storedFiles.key, key));
  }
  return keys.length;
}

const SWEEP_BATCH = 500;
/** A file younger than this may belong to an upload whose row is being written (on this or another instance). */
const ORPHAN_AFTER_MS = 60 * 60_000;

/**
 * Deletes document files no document names: what a crash left between writing a file and its row, or between
 * deleting a row and its file (deleting a pack or an account removes its documents' rows at once).
 */
export async function sweepOrphanDocumentFiles(db: Database, store: FileStore, now: Date): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const ids = batch.map((key) => documentIdOfKey(key)!);
    const live = await db.select({ id: documents.id }).from(documents).where(inArray(documents.id, ids));
    const named = new Set(live.map((row) => documentFileKey(row.id)));
    const orphans = batch.filter((key) => !named.has(key));
    await store.delete(orphans);
    removed += orphans.length;
    batch = [];
  };
  for await (const { key, storedAt } of store.list('documents')) {
    if (documentIdOfKey(key) === undefined) continue;
    if (now.getTime() - storedAt.getTime() < ORPHAN_AFTER_MS) continue;
    batch.push(key);
    if (batch.length === SWEEP_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}
