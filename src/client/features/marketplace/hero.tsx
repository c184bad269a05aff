import { Search, X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '../../../common/categories';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../common/limits';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { usePacks } from './api/get-packs';
import { ResultsPreview } from './results-preview';
import { scrollToResults } from './scroll-to-results';
import type { HomeFilter } from './use-home-filter';

export function Hero({ filter }: { filter: HomeFilter }) {
  const { t } = useTranslation('home');
  const { language } = useLanguage();
  // The unfiltered list is what the trending grid loads anyway, so this is usually served from the cache.
  const packCount = usePacks({}).data?.pages[0]?.total;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    scrollToResults();
  };

  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-accent-600 text-white">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.18),transparent_40%),radial-gradient(circle_at_80%_60%,rgba(253,230,138,0.18),transparent_35%)]"
      />
      <div className="relative mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{t('hero.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-brand-100">{t('hero.subtitle')}</p>

        {/* Before the app has taken over the server's HTML, Enter sends the form as a plain GET: ?q=… */}
        <form role="search" onSubmit={handleSubmit} className="mx-auto mt-8 max-w-2xl">
          <label htmlFor="pack-search" className="sr-only">
            {t('hero.searchLabel')}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <input
              id="pack-search"
              name="q"
              type="search"
              value={filter.text}
              onChange={(event) => filter.setText(event.target.value)}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              placeholder={t('hero.searchPlaceholder')}
              autoComplete="off"
              className="w-full rounded-2xl border-0 bg-white py-4 pr-12 pl-12 text-base text-slate-900 shadow-xl placeholder:text-slate-400 focus:ring-4 focus:ring-white/40 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {filter.text && (
              <button
                type="button"
                onClick={() => filter.setText('')}
                aria-label={t('hero.clearSearch')}
                className="absolute top-1/2 right-3 -translate-y-1/2 rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              >
                <X className="size-4" aria-hidden />
              </button>
            )}
          </div>
          <ResultsPreview filter={filter} />
        </form>

        <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-4 text-sm">
          <HeroStat label={t('hero.stats.categories')}>{CATEGORIES.length}</HeroStat>
          <HeroStat label={t('hero.stats.setup')}>{t('hero.stats.setupValue')}</HeroStat>
          <HeroStat label={t('hero.stats.packs')}>
            {packCount === undefined ? '–' : formatNumber(packCount, language)}
          </HeroStat>
        </dl>
      </div>
    </section>
  );
}

/** A figure under the search: its label for screen readers before it, and shown (but not read twice) after it. */
function HeroStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="text-2xl font-bold">{children}</dd>
      <dd className="text-brand-100" aria-hidden>
        {label}
      </dd>
    </div>
  );
}
