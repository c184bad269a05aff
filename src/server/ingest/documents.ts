import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type {
  DocumentSummary,
  EmbedRequest,
  ImportSkipReason,
  UploadResponse,
} from '../../common/contracts/engine';
import type { Database, Transaction } from '../db/client';
import { documents } from '../db/schema';
import { documentFileKey, type FileStore } from '../files';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { uploadedFromBytes, type UploadedFile } from '../http/multipart';
import { enqueueJob } from '../jobs/queue';
import { auditPackChange, packToManage, requireCreatorRights, type PackAct, type PackRow } from '../packs';
import { contentOfBytes, detectFileKind, startsWithZipMagic, type FileContent } from './file-kind';
import { MIME_BY_KIND } from './document-kind';
import { IngestError, type FileKind } from './types';
import { readZipEntryNames } from './zip-names';
import { INDEX_DOCUMENT_JOB, lockPack, recountPack } from './index-document';

export const summaryColumns = getTableColumns(documents);

/** An admin's change of the documents of someone else's pack, audited in its transaction (ADR 0037). */
export const audited = (tx: Transaction, act: PackAct, pack: PackRow, files: string[]) =>
  auditPackChange(tx, act, { before: pack, after: pack }, files);
type SummaryRow = typeof documents.$inferSelect;

/**
 * Stores an uploaded file in a pack the user manages and queues it for indexing. The file must be what its name
 * and type say (checked against its content); the same bytes twice in one pack are stored and indexed once — the
 * second upload answers with the first document. The bytes go to the file store first (an upload streamed from where
 * it was spooled on disk), then the document's row and its job in one transaction; a failure in between removes the
 * file again.
 */
export async function uploadDocument(
  db: Database,
  files: FileStore,
  user: UserRow,
  packId: string,
  file: UploadedFile,
  now: Date,
): Promise<UploadResponse> {
  requireCreatorRights(user);
  const pack = await packToManage(db, user, packId);
  const checked = await checkFile(file);
  if ('refused' in checked) throw checked.refused;
  const { filename, kind } = checked;
  const { sha256 } = file;
  const sameBytes = and(eq(documents.packId, packId), eq(documents.sha256, sha256));
  const [stored] = await db.select(summaryColumns).from(documents).where(sameBytes);
  if (stored) return { document: toSummary(stored), duplicate: true };

  const id = randomUUID();
  if ('path' in file.source) await files.putFile(documentFileKey(id), file.source.path);
  else await files.put(documentFileKey(id), file.source.bytes);
  const result = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(documents)
        .values({
          id,
          packId,
          filename,
          mimeType: MIME_BY_KIND[kind],
          language: pack.language,
          byteSize: file.byteLength,
          sha256,
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [documents.packId, documents.sha256] })
        .returning(summaryColumns);
      if (!created) {
        const [existing] = await tx.select(summaryColumns).from(documents).where(sameBytes);
        if (!existing) throw new AppError('conflict', 'The same file is being uploaded at this moment');
        return { document: toSummary(existing), duplicate: true };
      }
      await enqueueIndexing(tx, [created.id], now);
      await audited(tx, { user, change: 'document_added', now }, pack, [filename]);
      return { document: toSummary(created), duplicate: false };
    })
    .catch(async (error: unknown) => {
      await files.delete([documentFileKey(id)]);
      throw error;
    });
  if (result.duplicate) await files.delete([documentFileKey(id)]);
  return result;
}

export async function listDocuments(db: Database, user: UserRow, packId: string): Promise<DocumentSummary[]> {
  requireCreatorRights(user);
  await packToManage(db, user, packId);
  const rows = await db
    .select(summaryColumns)
    .from(documents)
    .where(eq(documents.packId, packId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(toSummary);
}

/**
 * Removes a document and its chunks; the pack's counts and index change in the same transaction. Its file goes
 * after the row (a crash between leaves a file nothing names, which the start-up sweep removes).
 */
export async function deleteDocument(
  db: Database,
  files: FileStore,
  user: UserRow,
  packId: string,
  documentId: string,
  now: Date,
) {
  await deleteDocuments(db, user, packId, [documentId], now);
  await files.delete([documentFileKey(documentId)]);
}

/**
 * Indexes a document again from its stored bytes. Its current chunks stay searchable until the new ones replace
 * them in one transaction: no moment without the document.
 */
export async function reindexDocument(
  db: Database,
  user: UserRow,
  packId: string,
  documentId: string,
  now: Date,
): Promise<DocumentSummary> {
  requireCreatorRights(user);
  const pack = await packToManage(db, user, packId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({ status: 'queued', error: null, partsDone: 0, partsTotal: 0, updatedAt: now })
      .where(and(eq(documents.id, documentId), eq(documents.packId, packId)))
      .returning(summaryColumns);
    if (!row) throw new AppError('not_found', 'No such document in this pack');
    await enqueueIndexing(tx, [row.id], now);
    await audited(tx, { user, change: 'document_reindexed', now }, pack, [row.filename]);
    return toSummary(row);
  });
}

/**
 * Queues the indexing of documents of one pack: one (an upload, a re-index) as `documentId`, several (an import's
 * slice of small documents, indexed together) as `documentIds` — ingest/index-handler.ts reads both.
 */
export function enqueueIndexing(tx: Parameters<typeof enqueueJob>[0], documentIds: string[], now: Date) {
  const [first] = documentIds;
  const job =
    documentIds.length === 1
      ? { kind: INDEX_DOCUMENT_JOB, key: `document:${first}`, payload: { documentId: first } }
      : { kind: INDEX_DOCUMENT_JOB, key: `documents:${first}`, payload: { documentIds } };
  return enqueueJob(tx, job, now);
}

export function toSummary(row: SummaryRow): DocumentSummary {
  return {
    id: row.id,
    packId: row.packId,
    filename: row.filename,
    mimeType: row.mimeType,
    byteSize: row.byteSize,
    language: row.language,
    status: row.status,
    error: row.error,
    progress: { done: row.partsDone, total: row.partsTotal },
    pageCount: row.pageCount,
    chunkCount: row.chunkCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    indexedAt: row.indexedAt?.toISOString() ?? null,
  };
}

/** What the content checks look at: an upload's first bytes, and a ZIP's entry names read from the end of its file. */
async function contentOf(file: UploadedFile): Promise<FileContent> {
  if ('bytes' in file.source) return contentOfBytes(file.source.bytes);
  const { byteLength, head } = file;
  const zipEntryNames = startsWithZipMagic(head)
    ? await readZipEntryNames(file.source.path, byteLength)
    : null;
  return { byteLength, head, zipEntryNames };
}

/** The name without any directory part a browser or tool may send, one line, at most 255 characters. */
function cleanFilename(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  if (base === '' || base === '.' || base === '..') return undefined;
  return base.slice(0, 255);
}

/**
 * An uploaded file as a document: its clean name and what it is (checked against its content), or why it is refused
 * — an import reports the refusal beside the files it took, an upload answers with it.
 */
export async function checkFile(
  file: UploadedFile,
): Promise<
  { filename: string; kind: FileKind } | { refused: AppError; reason: ImportSkipReason; filename: string }
> {
  const filename = cleanFilename(file.name);
  if (filename === undefined) {
    return {
      refused: new AppError('validation', 'The file has no name'),
      reason: 'no_name',
      filename: file.name,
    };
  }
  if (file.byteLength === 0) {
    return { refused: new AppError('validation', `"${filename}" is empty`), reason: 'empty', filename };
  }
  try {
    return {
      filename,
      kind: detectFileKind({ filename, declaredType: file.declaredType, content: await contentOf(file) }),
    };
  } catch (error) {
    if (!(error instanceof IngestError)) throw error;
    const reason = error.code === 'too_large' ? 'too_large' : 'unsupported_type';
    return { refused: new AppError('unsupported_type', error.message), reason, filename };
  }
}

/** A passage of text added to a pack (`POST /api/embed`): stored and indexed as a text file of its own. */
export async function addTextDocument(
  db: Database,
  files: FileStore,
  user: UserRow,
  request: EmbedRequest,
  now: Date,
): Promise<UploadResponse> {
  const filename = request.metadata.filename ?? `${request.chunk_id ?? 'passage'}.txt`;
  const named = /\.(txt|md)$/i.test(filename) ? filename : `${filename}.txt`;
  const declaredType = named.toLowerCase().endsWith('.md') ? 'text/markdown' : 'text/plain';
  const bytes = new TextEncoder().encode(request.text);
  return uploadDocument(db, files, user, request.pack_id, uploadedFromBytes(named, declaredType, bytes), now);
}

/** Removes several documents of one pack in one transaction: all of them, or (one unknown) none. */
export async function deleteDocuments(
  db: Database,
  user: UserRow,
  packId: string,
  documentIds: string[],
  now: Date,
) {
  requireCreatorRights(user);
  const pack = await packToManage(db, user, packId);
  const unique = [...new Set(documentIds)];
  return db.transaction(async (tx) => {
    await lockPack(tx, packId);
    const removed = await tx
      .delete(documents)
      .where(and(inArray(documents.id, unique), eq(documents.packId, packId)))
      .returning({ id: documents.id, filename: documents.filename });
    if (removed.length !== unique.length) throw new AppError('not_found', 'No such document in this pack');
    await recountPack(tx, packId, now);
    await audited(
      tx,
      { user, change: 'document_deleted', now },
      pack,
      removed.map((doc) => doc.filename),
    );
    return removed.length;
  });
}

/** The document once it is ready or failed, or as it stands after `timeoutMs`. */
export async function waitUntilProcessed(
  db: Database,
  documentId: string,
  timeoutMs: number,
): Promise<DocumentSummary> {
  // A wait on this machine, not a time Kenja stores: the monotonic clock.
  const deadline = performance.now() + timeoutMs;
  let delay = 50;
  for (;;) {
    const [row] = await db.select(summaryColumns).from(documents).where(eq(documents.id, documentId));
    if (!row) throw new AppError('not_found', 'The document was deleted while it was processed');
    if (row.status === 'ready' || row.status === 'failed' || performance.now() >= deadline)
      return toSummary(row);
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 1000);
  }
}
