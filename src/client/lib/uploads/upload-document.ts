import type { UploadResponse } from '../../../common/contracts/engine';
import { API_BASE, api } from '../api';
import { uploadWithProgress, type UploadProgress } from '../upload-with-progress';

/** Sends one file to a pack (`POST /api/packs/:id/documents`); the engine then processes it in the background. */
export function uploadDocument(packId: string, file: File, onProgress: UploadProgress, signal: AbortSignal) {
  const url = API_BASE + api.packs[':id'].documents.$path({ param: { id: packId } });
  return uploadWithProgress<UploadResponse>(url, file, onProgress, signal);
}
