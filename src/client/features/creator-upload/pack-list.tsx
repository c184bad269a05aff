import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';

interface PackListProps {
  packs: CorpusPack[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

const STATUS_TONES: Record<CorpusPack['status'], string> = {
  draft: 'bg-slate-100 text-slate-700',
  published: 'bg-emerald-50 text-emerald-800',
  paused: 'bg-amber-50 text-amber-800',
};

/** The creator's packs as a radio group (arrow keys move between them): the chosen one receives the files. */
export function PackList({ packs, selectedId, onSelect }: PackListProps) {
  const { t } = useTranslation('creatorUpload');
  return (
    <fieldset>
      <legend className="sr-only">{t('packs.legend')}</legend>
      <ul className="grid gap-3 md:grid-cols-2">
        {packs.map((pack) => {
          const selected = pack.id === selectedId;
          const inputId = `upload-pack-${pack.id}`;
          return (
            <li
              key={pack.id}
              className={`relative flex gap-3 rounded-2xl border bg-white p-4 transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
                selected
                  ? 'border-brand-500 ring-1 ring-brand-500'
                  : 'border-slate-200 hover:border-slate-300'
              }`}
            >
              <input
                id={inputId}
                type="radio"
                name="upload-pack"
                value={pack.id}
                checked={selected}
                onChange={() => onSelect(pack.id)}
                aria-describedby={`${inputId}-details`}
                className="mt-1 size-4 shrink-0 accent-brand-600 focus:outline-none"
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <label
                    htmlFor={inputId}
                    className="cursor-pointer font-semibold break-words text-slate-900"
                  >
                    {/* The whole card picks the pack. */}
                    <span className="absolute inset-0 rounded-2xl" aria-hidden />
                    {pack.title}
                  </label>
                  <span
                    className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONES[pack.status]}`}
                  >
                    {t(`packs.status.${pack.status}`)}
                  </span>
                </div>
                <div id={`${inputId}-details`}>
                  <p className="mt-1 text-sm text-slate-600">
                    {[
                      t('packs.chunks', { count: pack.totalChunks }),
                      t('packs.files', { count: pack.fileCount }),
                    ].join(' · ')}
                  </p>
                  <p className="mt-1 text-xs break-all text-slate-600">
                    {t('packs.corpusKey')}: <code className="font-mono text-slate-700">{pack.corpusKey}</code>
                  </p>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
