import type { ImportResponse } from '../../../common/contracts/engine';
import { IMPORT_MAX_BYTES, IMPORT_MAX_FILES } from '../../../common/limits';
import { API_BASE, api } from '../api';
import { sendFormWithProgress } from '../upload-with-progress';

/** Room left in each request for the multipart envelope around the files (names, boundaries). */
const ENVELOPE_PER_FILE = 512;

/**
 * The files in requests the import endpoint takes: at most `IMPORT_MAX_FILES` files and `IMPORT_MAX_BYTES` bytes
 * each, in the order given.
 */
export function importRequests(files: readonly File[]): File[][] {
  const requests: File[][] = [];
  let current: File[] = [];
  let bytes = 0;
  for (const file of files) {
    const size = file.size + ENVELOPE_PER_FILE;
    if (current.length > 0 && (current.length >= IMPORT_MAX_FILES || bytes + size > IMPORT_MAX_BYTES)) {
      requests.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += size;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}

/** How an import stands: bytes sent of all, and what the server said of the requests answered so far. */
export interface ImportProgress {
  sentBytes: number;
  totalBytes: number;
  answered: ImportResponse;
}

/**
 * Imports many files into a pack (`POST /api/packs/:id/documents/import`), one request after another, reporting
 * the bytes sent and each answer as it comes. A refused request ends the import (the requests before it stand).
 */
export async function importFiles(
  packId: string,
  files: readonly File[],
  onProgress: (progress: ImportProgress) => void,
  signal: AbortSignal,
): Promise<ImportResponse> {
  const url = API_BASE + api.packs[':id'].documents.import.$path({ param: { id: packId } });
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const answered: ImportResponse = { documents: [], duplicates: [], skipped: [] };
  let done = 0;
  for (const request of importRequests(files)) {
    const bytes = request.reduce((sum, file) => sum + file.size, 0);
    const form = new FormData();
    for (const file of request) form.append('files', file, file.webkitRelativePath || file.name);
    const answer = await sendFormWithProgress<ImportResponse>(
      url,
      form,
      (fraction) => onProgress({ sentBytes: done + bytes * fraction, totalBytes, answered }),
      signal,
    );
    answered.documents.push(...answer.documents);
    answered.duplicates.push(...answer.duplicates);
    answered.skipped.push(...answer.skipped);
    done += bytes;
    onProgress({ sentBytes: done, totalBytes, answered });
  }
  return answered;
}
