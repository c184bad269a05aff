import type { DocumentSummary } from '../../../common/contracts/engine';
import type { UploadItem } from './use-uploads';

/** What one row of the upload list shows: where the file is, from its bytes to the engine's last word. */
export type UploadView =
  | { kind: 'sending'; percent: number }
  | { kind: 'queued' }
  | { kind: 'processing'; done: number; total: number; percent: number | undefined }
  | { kind: 'ready'; chunks: number; duplicate: boolean }
  | { kind: 'failed'; reason: string | null }
  | { kind: 'refused'; error: unknown }
  | { kind: 'tooLarge' };

/** The row's state, from the item and the pack's latest document list (which the console polls). */
export function uploadView(item: UploadItem, documents: readonly DocumentSummary[] | undefined): UploadView {
  if (item.phase === 'tooLarge') return { kind: 'tooLarge' };
  if (item.phase === 'failed') return { kind: 'refused', error: item.error };
  if (item.phase === 'sending' || !item.document)
    return { kind: 'sending', percent: Math.round(item.sent * 100) };
  const id = item.document.id;
  const document = documents?.find((d) => d.id === id) ?? item.document;
  switch (document.status) {
    case 'queued':
      return { kind: 'queued' };
    case 'processing': {
      const { done, total } = document.progress;
      return {
        kind: 'processing',
        done,
        total,
        percent: total > 0 ? Math.round((done / total) * 100) : undefined,
      };
    }
    case 'ready':
      return { kind: 'ready', chunks: document.chunkCount, duplicate: item.duplicate ?? false };
    case 'failed':
      return { kind: 'failed', reason: document.error };
  }
}

/** Finished, but search will not find the file's content: it failed, or it gave no chunks at all. */
export function isIncomplete(view: UploadView): boolean {
  return view.kind === 'failed' || view.kind === 'refused' || (view.kind === 'ready' && view.chunks === 0);
}

/** Still on its way: sent bytes or the engine's work. */
export function isBusy(view: UploadView): boolean {
  return view.kind === 'sending' || view.kind === 'queued' || view.kind === 'processing';
}
