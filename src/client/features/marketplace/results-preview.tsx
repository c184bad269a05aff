import { ArrowDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { scrollToResults } from './scroll-to-results';
import { useFilteredPacks } from './use-filtered-packs';
import type { HomeFilter } from './use-home-filter';

/**
 * Under the search box: how many packs the filter finds, as it is typed, and a way down to them. Its line is
 * always there, so the hero does not jump when it fills. Not a live region: the results heading announces.
 */
export function ResultsPreview({ filter }: { filter: HomeFilter }) {
  const { t } = useTranslation('home');
  const { total } = useFilteredPacks(filter);
  const shown = filter.isActive && total !== undefined;
  return (
    <p
      className="mt-3 flex min-h-7 items-center justify-center gap-3 text-sm font-medium text-white"
      data-testid="results-preview"
    >
      {shown && (
        <>
          <span>{t('results.found', { count: total })}</span>
          <button
            type="button"
            onClick={scrollToResults}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 underline underline-offset-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('results.show')}
            <ArrowDown className="size-4" aria-hidden />
          </button>
        </>
      )}
    </p>
  );
}
