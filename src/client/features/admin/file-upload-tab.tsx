import { FolderPlus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { PackDropZone } from '../../components/uploads/pack-drop-zone';
import { PackPickerSkeleton } from '../../components/uploads/pack-picker';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { ADMIN_FILE_KINDS, sortFiles } from '../../lib/uploads/accept-files';
import type { Uploads } from '../../lib/uploads/use-uploads';
import { CreatePackDialog } from './create-pack-dialog';
import { DeletePackDialog } from './delete-pack-dialog';
import { PageAlert } from '../../components/ui/page-alert';
import { FailureText, RetryButton, SuccessNotice } from './notices';
import { PackUploads } from './pack-uploads';
import { TabSection } from './tab-section';
import { TestPackList } from './test-pack-list';
import { useTestPackEditing } from './use-test-pack-editing';

type TestPackEditing = ReturnType<typeof useTestPackEditing>;

/** File Upload Test (spec 02 §2.7): test packs, the create-pack modal, uploads with their progress, deleting. */
export function FileUploadTab({ uploads }: { uploads: Uploads }) {
  const { t } = useTranslation('admin');
  const editing = useTestPackEditing(uploads);
  const { packsQuery, packs, selected, creation } = editing;

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
        <Button icon={Plus} onClick={creation.start} className="shrink-0 self-start sm:self-auto">
          {t('testPacks.create')}
        </Button>
      }
    >
      <SuccessNotice className="mt-4">{editing.notice}</SuccessNotice>

      {packsQuery.isError && <TestPacksError query={packsQuery} />}

      <div className="mt-4">
        {packsQuery.isPending && <PackPickerSkeleton label={t('loading')} />}
        {packsQuery.isSuccess && packs.length === 0 && <NoTestPacks onCreate={creation.start} />}
        {packs.length > 0 && (
          <TestPackList
            packs={packs}
            selectedId={selected?.id}
            onSelect={editing.choose}
            onDelete={editing.deletion.start}
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

      <TestPackDialogs editing={editing} />
    </TabSection>
  );
}

/** The packs could not be listed, or (when a list is still shown) their figures could not be refreshed. */
function TestPacksError({ query }: { query: TestPackEditing['packsQuery'] }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <PageAlert className="mt-4">
      <FailureText
        message={
          query.data
            ? t('testPacks.statsError', { message: apiErrorText(query.error, t) })
            : `${t('testPacks.loadError')} ${apiErrorText(query.error, t)}`
        }
        detail={apiErrorDetail(query.error, language)}
      />
      <RetryButton query={query} />
    </PageAlert>
  );
}

/** No test pack yet: what one is for, and the button that makes the first. */
function NoTestPacks({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <FolderPlus className="size-10 text-slate-400" aria-hidden />
      <h3 className="mt-3 text-lg font-semibold">{t('testPacks.empty.title')}</h3>
      <p className="mt-1 max-w-md text-sm text-slate-600">{t('testPacks.empty.text')}</p>
      <Button icon={Plus} className="mt-5" onClick={onCreate}>
        {t('testPacks.create')}
      </Button>
    </div>
  );
}

/** The create-pack and delete-pack dialogs, each open while its action is under way. */
function TestPackDialogs({ editing: { creation, deletion } }: { editing: TestPackEditing }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { mutation: remove } = deletion;
  return (
    <>
      <CreatePackDialog
        open={creation.open}
        pending={creation.mutation.isPending}
        error={creation.mutation.error}
        onCreate={creation.submit}
        onClose={creation.close}
      />
      <DeletePackDialog
        pack={deletion.pack}
        pending={remove.isPending}
        error={
          remove.isError
            ? {
                text: t('deletePack.failed', { message: apiErrorText(remove.error, t) }),
                detail: apiErrorDetail(remove.error, language),
              }
            : undefined
        }
        onConfirm={deletion.confirm}
        onClose={deletion.close}
      />
    </>
  );
}
