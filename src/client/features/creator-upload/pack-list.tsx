import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { PackPicker, type PackSelection } from '../../components/uploads/pack-picker';

const STATUS_TONES: Record<CorpusPack['status'], string> = {
  draft: 'bg-slate-100 text-slate-700',
  published: 'bg-emerald-50 text-emerald-800',
  paused: 'bg-amber-50 text-amber-800',
};

/** The creator's packs as a radio group (arrow keys move between them): the chosen one receives the files. */
export function PackList(selection: PackSelection) {
  const { t } = useTranslation('creatorUpload');
  return (
    <PackPicker
      {...selection}
      name="upload-pack"
      legend={t('packs.legend')}
      ringCard
      badge={(pack) => (
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONES[pack.status]}`}
        >
          {t(`packs.status.${pack.status}`)}
        </span>
      )}
      details={(pack) => (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {[
              t('packs.chunks', { count: pack.totalChunks }),
              t('packs.files', { count: pack.fileCount }),
            ].join(' · ')}
          </p>
          <p className="mt-1 text-xs break-all text-slate-600">
            {t('packs.corpusKey')}: <code className="font-mono text-slate-700">{pack.corpusKey}</code>
          </p>
        </>
      )}
    />
  );
}
