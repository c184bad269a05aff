import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { DocumentSummary } from '../../../common/contracts/engine';
import { packDocumentsKey } from './pack-documents';
import { uploadDocument } from './upload-document';

/** One file someone chose, from the moment it is picked until they dismiss it. */
export interface UploadItem {
  id: string;
  packId: string;
  name: string;
  size: number;
  /** sending: bytes on the way; sent: the engine has the document; failed: the upload was refused; tooLarge: never sent. */
  phase: 'sending' | 'sent' | 'failed' | 'tooLarge';
  /** Share of the bytes sent, 0 to 1. */
  sent: number;
  document?: DocumentSummary;
  duplicate?: boolean;
  error?: unknown;
}

let sequence = 0;

export type Uploads = ReturnType<typeof useUploads>;

/**
 * Files being sent to packs: each on its own, with its progress, and each can be dismissed (or cancelled).
 * `onSent` runs once the engine has a file, say to refresh a pack list whose figures changed.
 */
export function useUploads({ onSent }: { onSent?: (item: UploadItem) => void } = {}) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (id: string, changes: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));

  function send(item: UploadItem, file: File) {
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    uploadDocument(item.packId, file, (sent) => update(item.id, { sent }), controller.signal)
      .then(({ document, duplicate }) => {
        update(item.id, { phase: 'sent', sent: 1, document, duplicate });
        // The pack now lists the document (and polls it while it is processed).
        void queryClient.invalidateQueries({ queryKey: packDocumentsKey(item.packId) });
        onSent?.(item);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) update(item.id, { phase: 'failed', error });
      })
      .finally(() => controllers.current.delete(item.id));
  }

  function add(packId: string, accepted: File[], tooLarge: File[]) {
    const itemFor = (file: File, phase: UploadItem['phase']): UploadItem => ({
      id: `upload-${++sequence}`,
      packId,
      name: file.name,
      size: file.size,
      phase,
      sent: 0,
    });
    const sending = accepted.map((file) => ({ file, item: itemFor(file, 'sending') }));
    const refused = tooLarge.map((file) => itemFor(file, 'tooLarge'));
    setItems((current) => [...sending.map(({ item }) => item), ...refused, ...current]);
    for (const { file, item } of sending) send(item, file);
  }

  /** Dismisses a file; one still being sent is cancelled. */
  function remove(id: string) {
    controllers.current.get(id)?.abort();
    setItems((current) => current.filter((item) => item.id !== id));
  }

  /** Forgets the files of a deleted pack. */
  function removePack(packId: string) {
    for (const item of items) if (item.packId === packId) controllers.current.get(item.id)?.abort();
    setItems((current) => current.filter((item) => item.packId !== packId));
  }

  return { items, add, remove, removePack };
}
