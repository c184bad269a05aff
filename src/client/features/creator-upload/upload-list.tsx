import { useTranslation } from 'react-i18next';
import { UploadRow } from '../../components/uploads/upload-row';
import type { UploadRowModel } from './upload-rows';

interface UploadListProps {
  rows: UploadRowModel[];
  /** The document being deleted, if any. */
  removingId: string | undefined;
  onRemove: (row: UploadRowModel) => void;
}

/** The selected pack's files, each with its progress through upload and processing, and a remove button. */
export function UploadList({ rows, removingId, onRemove }: UploadListProps) {
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
        />
      ))}
    </ul>
  );
}
