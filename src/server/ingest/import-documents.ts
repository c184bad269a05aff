import { randomUUID } from 'node:crypto';
import { inTurns } from '../../common/in-turns';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTooLargeMessage, type ImportResponse } from '../../common/contracts/engine';
import type { Database } from '../db/client';
import { documents } from '../db/schema';
import { documentFileKey, type FileStore } from '../files';
import type { UserRow } from '../http/context';
import type { ManyFilesPart } from '../http/multipart-files';
import type { UploadedFile } from '../http/multipart';
import { packToManage, requireCreatorRights } from '../packs';
import { MIME_BY_KIND } from './document-kind';
import { audited, checkFile, enqueueIndexing, summaryColumns, toSummary } from './documents';
import type { FileKind } from './types';

/**
 * Documents one indexing job takes together: small ones share a job's claim, generation, commit and recount (what
 * made many small documents slow, issue 53), up to this many or this many bytes; a larger file has a job of its own.
 */
const SLICE_DOCUMENTS = 50;
const SLICE_BYTES = 1024 * 1024;
/** Files written to the store at once. */
const STORE_AT_ONCE = 8;

interface Taken {
  id: string;
  file: UploadedFile;
  filename: string;
  kind: FileKind;
}

/**
 * Imports many files into a pack the user manages (a folder, a knowledge base's export): each is checked as an
 * upload is, the ones that are not documents Kenja reads are reported and left out, bytes already in the pack (or
 * earlier in the import) are reported as duplicates, and the rest are stored, then recorded with their indexing jobs
 * in one transaction — all of them or, on a failure, none (their stored files removed again).
 */
export async function importDocuments(
  db: Database,
  files: FileStore,
  user: UserRow,
  packId: string,
  parts: ManyFilesPart[],
  now: Date,
): Promise<ImportResponse> {
  requireCreatorRights(user);
  const pack = await packToManage(db, user, packId);
  const result: ImportResponse = { documents: [], duplicates: [], skipped: [] };
  const candidates: Taken[] = [];
  for (const part of parts) {
    if ('tooLarge' in part) {
      const message = fileTooLargeMessage(part.tooLarge);
      result.skipped.push({ filename: part.filename, reason: 'too_large', message });
      continue;
    }
    const checked = await checkFile(part.file);
    if ('refused' in checked) {
      result.skipped.push({
        filename: checked.filename,
        reason: checked.reason,
        message: checked.refused.message,
      });
      continue;
    }
    candidates.push({ id: randomUUID(), file: part.file, ...checked });
  }
  const taken = await withoutDuplicates(db, packId, candidates, result);
  if (taken.length === 0) return result;

  await inTurns(taken, STORE_AT_ONCE, ({ id, file }) =>
    'path' in file.source
      ? files.putFile(documentFileKey(id), file.source.path)
      : files.put(documentFileKey(id), file.source.bytes),
  ).catch(async (error: unknown) => {
    await files.delete(taken.map(({ id }) => documentFileKey(id)));
    throw error;
  });
  const created = await db
    .transaction(async (tx) => {
      const rows = await tx
        .insert(documents)
        .values(
          taken.map(({ id, file, filename, kind }) => ({
            id,
            packId,
            filename,
            mimeType: MIME_BY_KIND[kind],
            language: pack.language,
            byteSize: file.byteLength,
            sha256: file.sha256,
            createdBy: user.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing({ target: [documents.packId, documents.sha256] })
        .returning(summaryColumns);
      for (const slice of slices(rows)) {
        await enqueueIndexing(
          tx,
          slice.map((row) => row.id),
          now,
        );
      }
      await audited(
        tx,
        { user, change: 'document_added', now },
        pack,
        rows.map((row) => row.filename),
      );
      return rows;
    })
    .catch(async (error: unknown) => {
      await files.delete(taken.map(({ id }) => documentFileKey(id)));
      throw error;
    });
  result.documents = created.map(toSummary);
  // The same bytes sent at this moment by another request: that one's document stands, this one's file goes.
  const lost = taken.filter(({ id }) => !created.some((row) => row.id === id));
  if (lost.length > 0) {
    await files.delete(lost.map(({ id }) => documentFileKey(id)));
    await withoutDuplicates(db, packId, lost, result);
  }
  return result;
}

/** The candidates whose bytes are neither in the pack nor earlier in the import; the others go to `duplicates`. */
async function withoutDuplicates(db: Database, packId: string, candidates: Taken[], result: ImportResponse) {
  const hashes = [...new Set(candidates.map(({ file }) => file.sha256))];
  const stored = hashes.length
    ? await db
        .select({ id: documents.id, sha256: documents.sha256 })
        .from(documents)
        .where(and(eq(documents.packId, packId), inArray(documents.sha256, hashes)))
    : [];
  const seen = new Map(stored.map((row) => [row.sha256, row.id]));
  const taken: Taken[] = [];
  for (const candidate of candidates) {
    const documentId = seen.get(candidate.file.sha256);
    if (documentId) {
      result.duplicates.push({ filename: candidate.filename, documentId });
      continue;
    }
    seen.set(candidate.file.sha256, candidate.id);
    taken.push(candidate);
  }
  return taken;
}

/** The created documents in indexing jobs: small ones together, within the slice's count and bytes. */
function* slices<T extends { byteSize: number }>(rows: T[]): Generator<T[]> {
  let slice: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    if (slice.length > 0 && (slice.length >= SLICE_DOCUMENTS || bytes + row.byteSize > SLICE_BYTES)) {
      yield slice;
      slice = [];
      bytes = 0;
    }
    slice.push(row);
    bytes += row.byteSize;
  }
  if (slice.length > 0) yield slice;
}
