import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { Button } from '../../components/ui/button';
import { PackDropZone } from '../../components/uploads/pack-drop-zone';
import { PackPickerSkeleton } from '../../components/uploads/pack-picker';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { ADMIN_FILE_KINDS, sortFiles } from '../../lib/uploads/accept-files';
import { useCreateTestPack } from './api/create-test-pack';
import { useDeleteTestPack } from './api/delete-test-pack';
import { useTestPacks } from './api/get-test-packs';
import { CreatePackDialog } from './create-pack-dialog';
import { DeletePackDialog } from './delete-pack-dialog';
import { ErrorBanner, SuccessNotice } from './notices';
import { PackUploads } from './pack-uploads';
import { TestPackList } from './test-pack-list';
import type { Uploads } from '../../lib/uploads/use-uploads';
import { TabSection } from './tab-section';

/** File Upload Test (spec 02 §2.7): test packs, the create-pack modal, uploads with their progress, deleting. */
export function FileUploadTab({ uploads }: { uploads: Uploads }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const packsQuery = useTestPacks();
  const create = useCreateTestPack();
  const remove = useDeleteTestPack();
  const [chosenId, setChosenId] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CorpusPack | null>(null);
  const [notice, setNotice] = useState('');

  const packs = packsQuery.data ?? [];
  // The chosen pack, or the first (newest) one: a pack is selected automatically (spec 02 §2.1).
  const selected = packs.find((pack) => pack.id === chosenId) ?? packs[0];

  const handleOpenCreate = () => {
    create.reset();
    setCreating(true);
  };

  const handleCreate = (input: { title: string; description: string }) => {
    setNotice('');
    create.mutate(input, {
      onSuccess: (pack) => {
        setCreating(false);
        setChosenId(pack.id);
        setNotice(t('testPacks.done.created', { name: pack.title }));
      },
    });
  };

  const handleOpenDelete = (pack: CorpusPack) => {
    remove.reset();
    setDeleting(pack);
  };

  const handleDelete = (pack: CorpusPack) => {
    setNotice('');
    remove.mutate(pack.id, {
      onSuccess: () => {
        setDeleting(null);
        uploads.removePack(pack.id);
        setNotice(t('testPacks.done.deleted', { name: pack.title }));
      },
    });
  };

  const handleFiles = (files: File[]) => {
    if (!selected) return;
    const { accepted, tooLarge } = sortFiles(files, ADMIN_FILE_KINDS);
    uploads.add(selected.id, accepted, tooLarge);
  };

  const groups = [...new Set(uploads.items.map((item) => item.packId))];

  return (
    <TabSection
      messages="testPacks"
      width="max-w-2xl"
      aside={
        <Button icon={Plus} onClick={handleOpenCreate} className="shrink-0 self-start sm:self-auto">
          {t('testPacks.create')}
        </Button>
      }
    >
      <SuccessNotice className="mt-4">{notice}</SuccessNotice>

      {packsQuery.isError && (
        <ErrorBanner
          className="mt-4"
          message={
            packsQuery.data
              ? t('testPacks.statsError', { message: apiErrorText(packsQuery.error, t) })
              : `${t('testPacks.loadError')} ${apiErrorText(packsQuery.error, t)}`
          }
          detail={apiErrorDetail(packsQuery.error, language)}
          onRetry={() => void packsQuery.refetch()}
        />
      )}

      <div className="mt-4">
        {packsQuery.isPending && <PackPickerSkeleton label={t('loading')} />}
        {packsQuery.isSuccess && packs.length === 0 && (
          <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <FolderPlus className="size-10 text-slate-400" aria-hidden />
            <h3 className="mt-3 text-lg font-semibold">{t('testPacks.empty.title')}</h3>
            <p className="mt-1 max-w-md text-sm text-slate-600">{t('testPacks.empty.text')}</p>
            <Button icon={Plus} className="mt-5" onClick={handleOpenCreate}>
              {t('testPacks.create')}
            </Button>
          </div>
        )}
        {packs.length > 0 && (
          <TestPackList
            packs={packs}
            selectedId={selected?.id}
            onSelect={setChosenId}
            onDelete={handleOpenDelete}
          />
        )}
      </div>

      <h3 className="mt-8 text-lg font-semibold">{t('upload.heading')}</h3>
      <div className="mt-3">
        <PackDropZone namespace="admin" pack={selected} kinds={ADMIN_FILE_KINDS} onFiles={handleFiles} />
      </div>
      {groups.map((packId) => (
        <PackUploads
          key={packId}
          packId={packId}
          items={uploads.items.filter((item) => item.packId === packId)}
          shown={packId === selected?.id}
          onRemove={uploads.remove}
        />
      ))}

      <CreatePackDialog
        open={creating}
        pending={create.isPending}
        error={create.error}
        onCreate={handleCreate}
        onClose={() => setCreating(false)}
      />
      <DeletePackDialog
        pack={deleting}
        pending={remove.isPending}
        error={
          remove.isError
            ? {
                text: t('deletePack.failed', { message: apiErrorText(remove.error, t) }),
                detail: apiErrorDetail(remove.error, language),
              }
            : undefined
        }
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </TabSection>
  );
}
