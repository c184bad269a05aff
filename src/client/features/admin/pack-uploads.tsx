import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadRow } from '../../components/uploads/upload-row';
import { usePackDocuments } from '../../lib/uploads/pack-documents';
import { isIncomplete, uploadView } from '../../lib/uploads/upload-view';
import type { UploadItem } from '../../lib/uploads/use-uploads';
import { TEST_PACKS_KEY } from './api/get-test-packs';

interface PackUploadsProps {
  packId: string;
  items: UploadItem[];
  /** Only the selected pack's files are shown; the others keep being followed until they finish. */
  shown: boolean;
  onRemove: (id: string) => void;
}

/** The files sent to one pack, followed through the engine's processing (the pack's documents are polled). */
export function PackUploads({ packId, items, shown, onRemove }: PackUploadsProps) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const documents = usePackDocuments(packId, { enabled: items.some((item) => item.phase === 'sent') });
  const views = items.map((item) => uploadView(item, documents.data));
  const finished = views.filter((view) => view.kind === 'ready' || view.kind === 'failed').length;
  const incomplete = views.filter(isIncomplete).length;

  // Each finished file changed the pack's chunk count.
  useEffect(() => {
    if (finished > 0) void queryClient.invalidateQueries({ queryKey: TEST_PACKS_KEY });
  }, [finished, queryClient]);

  if (!shown || items.length === 0) return null;
  return (
    <>
      <ul aria-label={t('upload.listLabel')} className="mt-4 grid gap-3 lg:grid-cols-2">
        {items.map((item, index) => (
          <UploadRow
            key={item.id}
            item={item}
            view={views[index] ?? { kind: 'tooLarge' }}
            namespace="admin"
            onRemove={() => onRemove(item.id)}
          />
        ))}
      </ul>
      {incomplete > 0 && (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          {t('upload.partial', { count: incomplete })}
        </p>
      )}
    </>
  );
}
