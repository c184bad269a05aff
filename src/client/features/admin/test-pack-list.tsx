import { ShieldAlert, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { PackPicker, type PackSelection } from '../../components/uploads/pack-picker';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

interface TestPackListProps extends PackSelection {
  onDelete: (pack: CorpusPack) => void;
}

/** The test packs as a radio group: the chosen one receives the uploads. Each can be deleted. */
export function TestPackList({ onDelete, ...selection }: TestPackListProps) {
  const { t } = useTranslation('admin');
  return (
    <PackPicker
      {...selection}
      name="test-pack"
      legend={t('testPacks.target')}
      details={(pack) => <TestPackDetails pack={pack} />}
      action={(pack) => (
        <button
          type="button"
          onClick={() => onDelete(pack)}
          aria-label={t('testPacks.deleteFor', { name: pack.title })}
          className="relative -m-1 self-start rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      )}
    />
  );
}

function TestPackDetails({ pack }: { pack: CorpusPack }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <>
      <p className="mt-1 text-sm break-words text-slate-600">
        {pack.description || <span className="italic">{t('testPacks.noDescription')}</span>}
      </p>
      <p className="mt-2 text-xs text-slate-600">
        {[
          t('testPacks.files', { count: pack.fileCount }),
          t('testPacks.chunks', { count: pack.totalChunks }),
          t('testPacks.created', { date: formatDate(pack.createdAt, language) }),
        ].join(' · ')}
      </p>
      {pack.flaggedChunks > 0 && (
        <p className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-800">
          <ShieldAlert className="size-3.5 shrink-0" aria-hidden />
          {t('testPacks.flagged', { count: pack.flaggedChunks })}
        </p>
      )}
      <p className="mt-1 text-xs break-all text-slate-500">
        {t('testPacks.corpusKey')}: <code className="font-mono text-slate-700">{pack.corpusKey}</code>
      </p>
    </>
  );
}
