import { useTranslation } from 'react-i18next';

/** The statistics' shape while they load: heading, cards, charts and the question lists. */
export function PackStatsSkeleton() {
  const { t } = useTranslation('packStats');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="animate-pulse space-y-6" aria-hidden>
        <div className="h-4 w-40 rounded bg-slate-100" />
        <div className="h-9 w-3/4 rounded-lg bg-slate-100 sm:w-96" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3, 4, 5, 6].map((n) => (
            <div key={n} className="h-24 rounded-2xl bg-slate-100" />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="h-64 rounded-2xl bg-slate-100" />
          <div className="h-64 rounded-2xl bg-slate-100" />
        </div>
        <div className="h-56 rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}
