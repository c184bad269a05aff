import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { CorpusPack, CreatePackInput, PackKind } from '../../common/contracts/engine';
import { recordAudit } from '../audit';
import type { Database } from '../db/client';
import { documents, packs } from '../db/schema';
import { documentFileKey, type FileStore } from '../files';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import {
  generatedCover,
  storeCover,
  provisionalSlug,
  packToManage,
  requireCreatorRights,
  type PackRow,
} from '../packs';
import { corpusKeyFor } from './corpus-key';

/** Packs as corpora: created by creators (drafts for the marketplace) and admins (test packs), listed, deleted. */
export async function createPack(
  db: Database,
  user: UserRow,
  input: CreatePackInput,
  now: Date,
): Promise<CorpusPack> {
  requireCreatorRights(user);
  if (input.kind === 'test' && user.userRole !== 'admin') {
    throw new AppError('forbidden', 'Only admins create test packs');
  }
  // Two packs of one name created in the same millisecond would share a key: the next millisecond is free.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const corpusKey = corpusKeyFor(input.title, new Date(now.getTime() + attempt));
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(packs)
        .values({
          slug: provisionalSlug(input.title),
          creatorId: user.id,
          title: input.title,
          description: input.description,
          language: input.language,
          // The studio fills the marketplace fields in before publishing; a draft or test pack has none yet.
          category: '',
          priceCents: 0,
          coverImage: '',
          status: 'draft',
          kind: input.kind,
          corpusKey,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // A marketplace pack shows a cover from the start: drawn for it until its creator uploads one.
      if (created?.kind === 'marketplace') {
        await storeCover(tx, created.id, generatedCover(created.id, ''), { uploaded: false, now });
      }
      return created;
    });
    if (row) return toCorpusPack(row);
  }
  throw new AppError('conflict', 'Failed to create corpus');
}

/** The caller's packs, newest first; an admin listing test packs sees every admin's (the console is shared). */
export async function listMyPacks(db: Database, user: UserRow, kind?: PackKind): Promise<CorpusPack[]> {
  requireCreatorRights(user);
  const conditions: SQL[] = [];
  if (kind) conditions.push(eq(packs.kind, kind));
  if (!(user.userRole === 'admin' && kind === 'test')) conditions.push(eq(packs.creatorId, user.id));
  const rows = await db
    .select()
    .from(packs)
    .where(and(...conditions))
    .orderBy(desc(packs.createdAt), desc(packs.id));
  return rows.map(toCorpusPack);
}

/**
 * Deletes a test pack or a draft with its documents, chunks and jobs' subjects (cascade), then its documents'
 * files; every instance drops its index. An admin deleting someone else's pack is audited in the same transaction.
 */
export async function deletePack(
  db: Database,
  files: FileStore,
  user: UserRow,
  packId: string,
  now: Date,
): Promise<void> {
  requireCreatorRights(user);
  const pack = await packToManage(db, user, packId);
  if (pack.kind === 'marketplace' && pack.status !== 'draft') {
    throw new AppError('conflict', 'A pack once published has buyers: pause it instead of deleting it');
  }
  const removed = await db.transaction(async (tx) => {
    const docs = await tx.select({ id: documents.id }).from(documents).where(eq(documents.packId, packId));
    await tx.delete(packs).where(eq(packs.id, packId));
    if (pack.creatorId !== user.id) {
      const { id, title, kind, status } = pack;
      const detail = { packId: id, title, kind, status };
      await recordAudit(tx, {
        action: 'pack_deleted',
        actorId: user.id,
        subjectId: pack.creatorId,
        detail,
        createdAt: now,
      });
    }
    return docs;
  });
  await files.delete(removed.map((doc) => documentFileKey(doc.id)));
}

export function toCorpusPack(row: PackRow): CorpusPack {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    status: row.status,
    corpusKey: row.corpusKey,
    fileCount: row.fileCount,
    totalChunks: row.totalChunks,
    flaggedChunks: row.flaggedChunks,
    createdBy: row.creatorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
