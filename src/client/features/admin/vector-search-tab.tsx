import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENGINE_QUERY_MAX_LENGTH } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { FieldFrame } from '../../components/ui/form-field';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useVectorSearch } from './api/search-packs';
import { LoadErrorAlert, TitledAlert } from './notices';
import { SearchPackPicker } from './search-pack-picker';
import { usePackSelection } from './use-pack-selection';
import { SearchResults } from './search-results';
import { TabSection } from './tab-section';
import { SearchBox } from './search-box';

/** Vector Search Test (spec 02 §2.7): a query over the chosen test packs, the top 10 passages and why they matched. */
export function VectorSearchTab({ onOpenUpload }: { onOpenUpload: () => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const queryId = useId();
  const needsId = useId();
  const { packsQuery, selectedIds, toggle } = usePackSelection();
  const search = useVectorSearch();
  const [query, setQuery] = useState('');

  const ready = query.trim() !== '' && selectedIds.length > 0;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || search.isPending) return;
    search.mutate({ query: query.trim(), packIds: selectedIds });
  }

  return (
    <TabSection messages="search" width="max-w-2xl">
      <form onSubmit={handleSubmit} className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <FieldFrame
            id={queryId}
            label={t('search.query')}
            badge={false}
            describedBy={ready ? undefined : needsId}
          >
            {(aria) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <SearchBox
                  {...aria}
                  className="relative flex-1"
                  roomy
                  value={query}
                  onValue={setQuery}
                  placeholder={t('search.queryPlaceholder')}
                  maxLength={ENGINE_QUERY_MAX_LENGTH}
                />
                <Button
                  type="submit"
                  disabled={!ready || search.isPending}
                  aria-describedby={ready ? undefined : needsId}
                >
                  {search.isPending ? t('search.searching') : t('search.submit')}
                </Button>
              </div>
            )}
          </FieldFrame>
          <p id={needsId} className="mt-1 h-4 text-xs text-slate-500">
            {!ready && t('search.needs')}
          </p>
        </div>
        <SearchPackPicker
          query={packsQuery}
          selectedIds={selectedIds}
          onToggle={toggle}
          onOpenUpload={onOpenUpload}
        />
      </form>

      <div className="mt-6" aria-busy={search.isPending}>
        <p role="status" className="mb-3 text-sm text-slate-600">
          {search.isSuccess &&
            `${t('search.summary', {
              count: search.data.hits.length,
              ms: formatNumber(Math.round(search.data.took_ms * 10) / 10, language),
            })} · ${t(`search.mode.${search.data.mode}`)}`}
        </p>
        {search.isError && (
          <TitledAlert
            size="large"
            title={t('search.errorTitle')}
            text={t('search.failed', { reason: apiErrorText(search.error, t) })}
          >
            {apiErrorDetail(search.error, language) && (
              <p className="mt-1 text-xs break-words text-red-700" lang="en">
                {apiErrorDetail(search.error, language)}
              </p>
            )}
          </TitledAlert>
        )}
        {search.isSuccess && <SearchResults result={search.data} />}
      </div>
      {packsQuery.isError && (
        <LoadErrorAlert className="mt-4" message={t('testPacks.loadError')} query={packsQuery} />
      )}
    </TabSection>
  );
}
