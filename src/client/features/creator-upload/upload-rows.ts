import type { DocumentSummary } from '../../../common/contracts/engine';
import { isBusy, uploadView, type UploadView } from '../../lib/uploads/upload-view';
import type { UploadItem } from '../../lib/uploads/use-uploads';

/** One line of the page's file list: a file still on its way from this browser, or a document the pack holds. */
export interface UploadRowModel {
  key: string;
  name: string;
  size: number;
  view: UploadView;
  /** The local upload behind the row, if this browser sent it since the page opened. */
  localId?: string;
  /** The pack's document, once the server has it. */
  documentId?: string;
}

/**
 * The list is the server's: the pack's documents with their engine states, so it survives a reload. Files this
 * browser is still sending (or that were refused) come first; a sent file's row gives way to its document as soon
 * as the polled list has it.
 */
export function uploadRows(
  items: readonly UploadItem[],
  documents: readonly DocumentSummary[] | undefined,
): UploadRowModel[] {
  const listed = new Set(documents?.map((document) => document.id));
  const localOf = new Map(
    items.flatMap((item) => (item.document ? [[item.document.id, item] as const] : [])),
  );
  const pending = items
    .filter((item) => !item.document || !listed.has(item.document.id))
    .map((item) => ({
      key: item.id,
      name: item.name,
      size: item.size,
      view: uploadView(item, documents),
      localId: item.id,
      documentId: item.document?.id,
    }));
  const stored = (documents ?? []).map((document): UploadRowModel => {
    const local = localOf.get(document.id);
    const item: UploadItem = local ?? {
      id: document.id,
      packId: document.packId,
      name: document.filename,
      size: document.byteSize,
      phase: 'sent',
      sent: 1,
      document,
    };
    return {
      key: document.id,
      name: document.filename,
      size: document.byteSize,
      view: uploadView(item, documents),
      localId: local?.id,
      documentId: document.id,
    };
  });
  return [...pending, ...stored];
}

/** What the continue link may say: a file with searchable text is ready and nothing is still on its way. */
export function continueState(rows: readonly UploadRowModel[]): 'ready' | 'processing' | 'empty' {
  if (rows.some((row) => isBusy(row.view))) return 'processing';
  return rows.some((row) => row.view.kind === 'ready' && row.view.chunks > 0) ? 'ready' : 'empty';
}
