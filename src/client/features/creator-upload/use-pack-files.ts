import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { apiErrorText } from '../../lib/api-error-text';
import { CREATOR_FILE_KINDS, megabytes, sortFiles } from '../../lib/uploads/accept-files';
import { usePackDocuments } from '../../lib/uploads/pack-documents';
import { useUploads } from '../../lib/uploads/use-uploads';
import { IMPORT_FROM_FILES, useImport } from './use-import';
import { useDeleteDocument } from './api/delete-document';
import { MY_PACKS_KEY } from './api/get-my-packs';
import { useReindexDocument } from './api/reindex-document';
import { uploadRows, type UploadRowModel } from './upload-rows';

/**
 * The selected pack's files: those this browser is sending and the documents the pack holds, as one list of rows;
 * adding, removing and re-indexing them; and what went wrong, said in the page's alert until dismissed.
 */
export function usePackFiles(selected: CorpusPack | undefined) {
  const { t } = useTranslation('creatorUpload');
  const queryClient = useQueryClient();
  const refreshPacks = () => void queryClient.invalidateQueries({ queryKey: MY_PACKS_KEY });
  const uploads = useUploads({ onSent: refreshPacks });
  const importer = useImport({ onSent: refreshPacks });
  const documents = usePackDocuments(selected?.id);
  const remove = useDeleteDocument();
  const reindex = useReindexDocument();
  const [alerts, setAlerts] = useState<string[]>([]);

  const rows = uploadRows(
    uploads.items.filter((item) => item.packId === selected?.id),
    documents.data,
  );
  // Each file the engine finishes changes the pack's chunk and file counts.
  const finished = rows.filter((row) => row.view.kind === 'ready' || row.view.kind === 'failed').length;
  useEffect(() => {
    if (finished > 0) void queryClient.invalidateQueries({ queryKey: MY_PACKS_KEY });
  }, [finished, queryClient]);

  /**
   * A few files are uploaded each on its own row; many at once (or a folder) go as one import with one progress
   * view. Files of other kinds are left out without a word, as the drop zone's picker would not offer them.
   */
  const add = (files: File[], { asImport = false } = {}) => {
    if (!selected) return;
    const { accepted, tooLarge } = sortFiles(files, CREATOR_FILE_KINDS);
    setAlerts(tooLarge.map((file) => t('upload.tooLarge', { name: file.name, size: megabytes(file.size) })));
    if (accepted.length === 0) return;
    if (asImport || accepted.length >= IMPORT_FROM_FILES) importer.start(selected.id, accepted);
    else uploads.add(selected.id, accepted, []);
  };

  const removeRow = (row: UploadRowModel) => {
    if (row.documentId === undefined || !selected) {
      if (row.localId) uploads.remove(row.localId);
      return;
    }
    remove.mutate(
      { packId: selected.id, documentId: row.documentId },
      {
        onSuccess: () => {
          if (row.localId) uploads.remove(row.localId);
        },
        onError: (error) =>
          setAlerts([t('upload.removeFailed', { name: row.name, reason: apiErrorText(error, t) })]),
      },
    );
  };

  const reindexRow = (row: UploadRowModel) => {
    if (row.documentId === undefined || !selected) return;
    reindex.mutate(
      { packId: selected.id, documentId: row.documentId },
      {
        onError: (error) =>
          setAlerts([t('upload.reindexFailed', { name: row.name, reason: apiErrorText(error, t) })]),
      },
    );
  };

  return {
    rows,
    documents,
    importing: importer.state?.packId === selected?.id ? importer.state : undefined,
    closeImport: importer.close,
    alerts,
    dismissAlerts: () => setAlerts([]),
    add,
    removeRow,
    removingId: remove.isPending ? remove.variables?.documentId : undefined,
    reindexRow,
    reindexingId: reindex.isPending ? reindex.variables?.documentId : undefined,
  };
}
