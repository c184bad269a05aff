import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { CheckboxList } from '../../components/ui/checkbox-list';

interface SearchPackPickerProps {
  query: UseQueryResult<CorpusPack[]>;
  selectedIds: readonly string[];
  onToggle: (id: string, selected: boolean) => void;
  onOpenUpload: () => void;
}

/** Which test packs a search spans: a checkbox each (at least one is needed), or a way to make some. */
export function SearchPackPicker({ query, selectedIds, onToggle, onOpenUpload }: SearchPackPickerProps) {
  const { t } = useTranslation('admin');
  const packs = query.data ?? [];
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">{t('search.packs')}</legend>
      {query.isPending && (
        <Skeleton
          label={t('loading')}
          className="mt-2 animate-pulse space-y-2"
          bars={['h-5 w-2/3 rounded', 'h-5 w-1/2 rounded']}
        />
      )}
      {query.isSuccess && packs.length === 0 && (
        <div className="mt-2 rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          <p>{t('search.noPacks')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onOpenUpload}>
            {t('search.goToUpload')}
          </Button>
        </div>
      )}
      {packs.length > 0 && (
        <CheckboxList
          items={packs}
          chosen={selectedIds}
          onToggle={onToggle}
          className="mt-2 max-h-64 space-y-1 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2"
          labelClassName="flex cursor-pointer items-start gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50"
          boxClassName="mt-0.5 size-4 shrink-0 accent-brand-600"
        >
          {(pack) => (
            <span className="min-w-0 break-words">
              {pack.title}{' '}
              <span className="text-xs text-slate-500">
                ({t('testPacks.files', { count: pack.fileCount })} ·{' '}
                {t('testPacks.chunks', { count: pack.totalChunks })})
              </span>
            </span>
          )}
        </CheckboxList>
      )}
      <p className="mt-2 text-xs text-slate-500">{t('search.packsNote')}</p>
    </fieldset>
  );
}
