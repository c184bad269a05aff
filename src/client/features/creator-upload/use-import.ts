import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { DocumentSummary, ImportResponse } from '../../../common/contracts/engine';
import { importFiles, type ImportProgress } from '../../lib/uploads/import-files';
import { packDocumentsKey } from '../../lib/uploads/pack-documents';

/** Files dropped at once from this many on go as one import, not as an upload each. */
export const IMPORT_FROM_FILES = 10;

/** An import into a pack, from the moment its files are chosen until it is closed. */
export interface ImportState {
  packId: string;
  files: number;
  /** sending: requests on the way; sent: every request answered; failed: one was refused (those before stand). */
  phase: 'sending' | 'sent' | 'failed';
  progress: ImportProgress;
  error?: unknown;
}

const NOTHING: ImportResponse = { documents: [], duplicates: [], skipped: [] };

/**
 * One import at a time: its files go in as few requests as the endpoint takes, one after another; the pack's list
 * refreshes as each is answered (and is polled while its documents are indexed). `onSent` runs once every request is
 * answered.
 */
export function useImport({ onSent }: { onSent?: () => void } = {}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>();
  const controller = useRef<AbortController>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  function start(packId: string, files: File[]) {
    controller.current?.abort();
    const running = new AbortController();
    controller.current = running;
    const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
    setState({
      packId,
      files: files.length,
      phase: 'sending',
      progress: { sentBytes: 0, totalBytes, answered: NOTHING },
    });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: packDocumentsKey(packId) });
    let answeredCount = 0;
    importFiles(
      packId,
      files,
      (progress) => {
        if (running.signal.aborted) return;
        const answered = { ...progress.answered };
        setState((current) => current && { ...current, progress: { ...progress, answered } });
        const count = answered.documents.length + answered.duplicates.length + answered.skipped.length;
        if (count !== answeredCount) refresh();
        answeredCount = count;
      },
      running.signal,
    )
      .then(() => {
        setState((current) => current && { ...current, phase: 'sent' });
        onSent?.();
      })
      .catch((error: unknown) => {
        if (running.signal.aborted) return;
        setState((current) => current && { ...current, phase: 'failed', error });
        refresh();
      });
  }

  /** Stops sending (what the server has stays) and closes the view. */
  function close() {
    controller.current?.abort();
    setState(undefined);
  }

  return { state, start, close };
}

/** How many of the import's documents the engine has finished, and how many of them failed, from the pack's list. */
export function indexedCount(state: ImportState, documents: readonly DocumentSummary[] | undefined) {
  const imported = new Set(state.progress.answered.documents.map((doc) => doc.id));
  let done = 0;
  let failed = 0;
  for (const doc of documents ?? []) {
    if (!imported.has(doc.id)) continue;
    if (doc.status === 'ready') done += 1;
    if (doc.status === 'failed') {
      done += 1;
      failed += 1;
    }
  }
  return { done, failed, total: imported.size };
}
