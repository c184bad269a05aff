import { useTranslation } from 'react-i18next';
import { UploadRow } from '../../components/uploads/upload-row';
import type { UploadRowModel } from './upload-rows';

interface UploadListProps {
  rows: UploadRowModel[];
  /** The document being deleted, if any. */
  removingId: string | undefined;
  onRemove: (row: UploadRowModel) => void;
  /** The document being processed again at the creator's request, if any. */
  reindexingId: string | undefined;
  onReindex: (row: UploadRowModel) => void;
}

/** The selected pack's files, each with its progress through upload and processing, and remove and re-index buttons. */
export function UploadList({ rows, removingId, onRemove, reindexingId, onReindex }: UploadListProps) {
  const { t } = useTranslation('creatorUpload');
  if (rows.length === 0) return <p className="mt-4 text-sm text-slate-600">{t('upload.empty')}</p>;
  return (
    <ul aria-label={t('upload.listLabel')} className="mt-4 grid gap-3">
      {rows.map((row) => (
        <UploadRow
          key={row.key}
          item={row}
          view={row.view}
          namespace="creatorUpload"
          removing={row.documentId !== undefined && row.documentId === removingId}
          onRemove={() => onRemove(row)}
          reindexing={row.documentId !== undefined && row.documentId === reindexingId}
          onReindex={row.documentId === undefined ? undefined : () => onReindex(row)}
        />
      ))}
    </ul>
  );
}
