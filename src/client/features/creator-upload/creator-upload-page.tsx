import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { Button } from '../../components/ui/button';
import { PackDropZone } from '../../components/uploads/pack-drop-zone';
import { PackPickerSkeleton } from '../../components/uploads/pack-picker';
import { apiErrorText } from '../../lib/api-error-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CREATOR_FILE_KINDS, megabytes, sortFiles } from '../../lib/uploads/accept-files';
import { usePackDocuments } from '../../lib/uploads/pack-documents';
import { useUploads } from '../../lib/uploads/use-uploads';
import { useDeleteDocument } from './api/delete-document';
import { useReindexDocument } from './api/reindex-document';
import { MY_PACKS_KEY, useMyPacks } from './api/get-my-packs';
import { ContinueLink } from './continue-link';
import { CreatePackForm } from './create-pack-form';
import { PackList } from './pack-list';
import { PageAlert } from '../../components/ui/page-alert';
import { UploadList } from './upload-list';
import { continueState, uploadRows, type UploadRowModel } from './upload-rows';
import { useSelectedPack } from './use-selected-pack';

/**
 * /creator/upload for creators and admins (spec 02 §2.1): step 1 of 3. Pick (or create) a pack, drop files into
 * it, watch each through upload and the engine's processing, then continue to the pack's details.
 */
export function CreatorUploadPage() {
  const { t } = useTranslation('creatorUpload');
  useDocumentTitle(t('page.title'));
  const queryClient = useQueryClient();
  const packs = useMyPacks();
  const { selected, select } = useSelectedPack(packs.data);
  const refreshPacks = () => void queryClient.invalidateQueries({ queryKey: MY_PACKS_KEY });
  const uploads = useUploads({ onSent: refreshPacks });
  const documents = usePackDocuments(selected?.id);
  const remove = useDeleteDocument();
  const reindex = useReindexDocument();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
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

  const handleCreated = (pack: CorpusPack) => {
    setCreating(false);
    select(pack.id);
    setNotice(t('createPack.created', { name: pack.title }));
  };

  const handleFiles = (files: File[]) => {
    if (!selected) return;
    const { accepted, tooLarge } = sortFiles(files, CREATOR_FILE_KINDS);
    setAlerts(tooLarge.map((file) => t('upload.tooLarge', { name: file.name, size: megabytes(file.size) })));
    uploads.add(selected.id, accepted, []);
  };

  const handleRemove = (row: UploadRowModel) => {
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

  const handleReindex = (row: UploadRowModel) => {
    if (row.documentId === undefined || !selected) return;
    reindex.mutate(
      { packId: selected.id, documentId: row.documentId },
      {
        onError: (error) =>
          setAlerts([t('upload.reindexFailed', { name: row.name, reason: apiErrorText(error, t) })]),
      },
    );
  };

  const hasPacks = (packs.data?.length ?? 0) > 0;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {t('page.step')}
      </h1>
      <p className="mt-3 max-w-2xl text-pretty text-slate-600">{t('page.intro')}</p>

      <section aria-labelledby="upload-packs-heading" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="upload-packs-heading" className="text-lg font-semibold text-slate-900">
            {t('packs.heading')}
          </h2>
          {hasPacks && !creating && (
            <Button icon={Plus} variant="secondary" size="sm" onClick={() => setCreating(true)}>
              {t('packs.createAnother')}
            </Button>
          )}
        </div>
        <div role="status">{notice && <p className="mt-3 text-sm text-emerald-800">{notice}</p>}</div>
        <div className="mt-4 space-y-4">
          {packs.isPending && <PackPickerSkeleton label={t('packs.loading')} />}
          {packs.isError && (
            <PageAlert>
              <p>{t('packs.loadError', { reason: apiErrorText(packs.error, t) })}</p>
              <Button variant="secondary" size="sm" onClick={() => void packs.refetch()}>
                {t('packs.retry')}
              </Button>
            </PageAlert>
          )}
          {packs.isSuccess && !hasPacks && (
            <CreatePackForm
              heading={t('packs.empty.title')}
              intro={t('packs.empty.text')}
              onCreated={handleCreated}
            />
          )}
          {creating && (
            <CreatePackForm
              heading={t('createPack.heading')}
              onCreated={handleCreated}
              onCancel={() => setCreating(false)}
            />
          )}
          {hasPacks && packs.data && (
            <PackList packs={packs.data} selectedId={selected?.id} onSelect={select} />
          )}
        </div>
      </section>

      <section aria-labelledby="upload-files-heading" className="mt-10">
        <h2 id="upload-files-heading" className="text-lg font-semibold text-slate-900">
          {t('upload.heading')}
        </h2>
        <div className="mt-4">
          <PackDropZone
            namespace="creatorUpload"
            pack={selected}
            kinds={CREATOR_FILE_KINDS}
            onFiles={handleFiles}
          />
        </div>
        {alerts.length > 0 && (
          <PageAlert className="mt-4" onDismiss={() => setAlerts([])}>
            {alerts.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </PageAlert>
        )}
        {documents.isError && (
          <PageAlert className="mt-4">
            <p>{t('upload.loadError', { reason: apiErrorText(documents.error, t) })}</p>
            <Button variant="secondary" size="sm" onClick={() => void documents.refetch()}>
              {t('packs.retry')}
            </Button>
          </PageAlert>
        )}
        {selected && !documents.isPending && (
          <UploadList
            rows={rows}
            removingId={remove.isPending ? remove.variables?.documentId : undefined}
            onRemove={handleRemove}
            reindexingId={reindex.isPending ? reindex.variables?.documentId : undefined}
            onReindex={handleReindex}
          />
        )}
      </section>

      <div className="mt-10 flex justify-end border-t border-slate-200 pt-6">
        <ContinueLink packId={selected?.id} state={continueState(rows)} />
      </div>
    </div>
  );
}
