import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { useMyPacks } from './api/get-my-packs';
import { ContinueLink } from './continue-link';
import { EditionNoteSection } from './edition-note-section';
import { FilesSection } from './files-section';
import { PacksSection } from './packs-section';
import { continueState } from './upload-rows';
import { usePackFiles } from './use-pack-files';
import { useSelectedPack } from './use-selected-pack';

/**
 * /creator/upload for creators and admins (spec 02 §2.1): step 1 of 3. Pick (or create) a pack, drop files into
 * it, watch each through upload and the engine's processing, write the note its next edition carries to buyers, then
 * continue to the pack's details.
 */
export function CreatorUploadPage() {
  const { t } = useTranslation('creatorUpload');
  const { localize } = useLanguage();
  useDocumentTitle(t('page.title'));
  const packs = useMyPacks();
  const { selected, select } = useSelectedPack(packs.data);
  const files = usePackFiles(selected);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {t('page.step')}
        </h1>
        <ButtonLink to={localize('/creator/dashboard')} variant="secondary" size="sm" icon={LayoutDashboard}>
          {t('page.dashboard')}
        </ButtonLink>
      </div>
      <p className="mt-3 max-w-2xl text-pretty text-slate-600">{t('page.intro')}</p>

      <PacksSection packs={packs} selectedId={selected?.id} onSelect={select} />
      <FilesSection selected={selected} files={files} />
      {selected?.kind === 'marketplace' && (
        <EditionNoteSection packId={selected.id} busy={continueState(files.rows) === 'processing'} />
      )}

      <div className="mt-10 flex justify-end border-t border-slate-200 pt-6">
        <ContinueLink packId={selected?.id} state={continueState(files.rows)} />
      </div>
    </div>
  );
}
