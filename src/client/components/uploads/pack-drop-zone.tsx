import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import type { FileKind } from '../../lib/uploads/accept-files';
import { DropZone } from './drop-zone';

interface PackDropZoneProps {
  /** Holds `upload.drop`, `upload.noPack`, `upload.to` and `upload.types`. */
  namespace: string;
  /** The pack the files go to; until one is chosen the zone is off and says so. */
  pack: Pick<CorpusPack, 'title'> | undefined;
  kinds: readonly FileKind[];
  onFiles: (files: File[]) => void;
}

/** The drop zone of an upload page, naming the pack the files will go to. */
export function PackDropZone({ namespace, pack, kinds, onFiles }: PackDropZoneProps) {
  const { t } = useTranslation(namespace);
  return (
    <DropZone
      disabled={!pack}
      label={pack ? t('upload.drop') : t('upload.noPack')}
      hint={pack ? `${t('upload.to', { name: pack.title })} · ${t('upload.types')}` : t('upload.types')}
      kinds={kinds}
      onFiles={onFiles}
    />
  );
}
