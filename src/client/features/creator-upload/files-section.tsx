import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { LoadFailureAlert } from '../../components/load-failure';
import { PageAlert } from '../../components/ui/page-alert';
import { PackDropZone } from '../../components/uploads/pack-drop-zone';
import { CREATOR_FILE_KINDS } from '../../lib/uploads/accept-files';
import { FolderButton } from './folder-button';
import { ImportPanel } from './import-panel';
import { UploadList } from './upload-list';
import type { usePackFiles } from './use-pack-files';
import { Panel } from '../../components/ui/panel';

interface FilesSectionProps {
  selected: CorpusPack | undefined;
  files: ReturnType<typeof usePackFiles>;
}

/** The drop zone for the selected pack, what went wrong, and the pack's files with their progress. */
export function FilesSection({ selected, files }: FilesSectionProps) {
  const { t } = useTranslation('creatorUpload');
  const { documents, alerts } = files;
  return (
    <Panel id="upload-files-heading" title={t('upload.heading')} className="mt-10">
      <div className="mt-4">
        <PackDropZone
          namespace="creatorUpload"
          pack={selected}
          kinds={CREATOR_FILE_KINDS}
          onFiles={files.add}
        />
      </div>
      <div className="mt-3 flex justify-end">
        <FolderButton disabled={!selected} onFiles={(chosen) => files.add(chosen, { asImport: true })} />
      </div>
      {files.importing && (
        <ImportPanel state={files.importing} documents={documents.data} onClose={files.closeImport} />
      )}
      {alerts.length > 0 && (
        <PageAlert className="mt-4" onDismiss={files.dismissAlerts}>
          {alerts.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </PageAlert>
      )}
      {documents.isError && (
        <LoadFailureAlert
          namespace="creatorUpload"
          keys={{ loadError: 'upload.loadError', retry: 'packs.retry' }}
          query={documents}
          className="mt-4"
        />
      )}
      {selected && !documents.isPending && (
        <UploadList
          rows={files.rows}
          removingId={files.removingId}
          onRemove={files.removeRow}
          reindexingId={files.reindexingId}
          onReindex={files.reindexRow}
        />
      )}
    </Panel>
  );
}
