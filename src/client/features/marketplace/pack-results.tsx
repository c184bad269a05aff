import { AlertCircle, SearchX, X } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { findCategory } from '../../../common/categories';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { PackCard } from './pack-card';
import { useFilteredPacks } from './use-filtered-packs';
import type { HomeFilter } from './use-home-filter';

/** "Trending Today", or with a filter "Search Results" with its summary line, empty state and errors. */
export function PackResults({ filter }: { filter: HomeFilter }) {
  const { t } = useTranslation('home');
  const { language } = useLanguage();
  const { q, query, total = 0 } = useFilteredPacks(filter);
  // The grid is the page's biggest render: deferred, React builds it in slices instead of one long task.
  const pages = useDeferredValue(query.data?.pages);
  const packs = pages?.flatMap((page) => page.packs) ?? [];
  const category = filter.category ? findCategory(filter.category) : undefined;

  return (
    <section
      aria-labelledby="results-heading"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-10 sm:px-6"
      id="packs"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="results-heading" className="text-2xl font-bold tracking-tight">
            {filter.isActive ? t('results.title') : t('trending.title')}
          </h2>
          {filter.isActive ? (
            <p className="mt-1 text-sm text-slate-600" aria-live="polite" data-testid="results-summary">
              {[
                q && t('results.summaryTerm', { term: q }),
                category && t('results.summaryCategory', { category: category[language] }),
                query.data && t('results.count', { count: total }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{t('trending.subtitle')}</p>
          )}
        </div>
        {filter.isActive && (
          <Button variant="secondary" size="sm" onClick={filter.clear}>
            <X className="size-4" aria-hidden />
            {t('results.clearFilters')}
          </Button>
        )}
      </div>

      {query.isError && (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <AlertCircle className="size-5 shrink-0" aria-hidden />
          <p className="flex-1 text-sm">
            {t('loadError')} {apiErrorText(query.error, t)}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      )}

      {!pages && !query.isError && <SkeletonGrid />}

      {query.isSuccess && packs.length === 0 && (
        <div className="mt-8 flex flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <SearchX className="size-10 text-slate-400" aria-hidden />
          <h3 className="mt-3 text-lg font-semibold">{t('empty.title')}</h3>
          <p className="mt-1 text-sm text-slate-600">{t('empty.hint')}</p>
          <Button className="mt-5" onClick={filter.clear}>
            {t('empty.showAll')}
          </Button>
        </div>
      )}

      {packs.length > 0 && (
        <ul
          className={`mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={query.isFetching}
        >
          {packs.map((pack) => (
            <li key={pack.id} className="[contain-intrinsic-block-size:auto_26rem] [content-visibility:auto]">
              <PackCard pack={pack} />
            </li>
          ))}
        </ul>
      )}

      {query.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('results.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

function SkeletonGrid() {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="aspect-[8/5] bg-slate-200" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-1/3 rounded bg-slate-200" />
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-200" />
            <div className="h-6 w-1/4 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
