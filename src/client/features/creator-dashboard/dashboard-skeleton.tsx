import { useTranslation } from 'react-i18next';

/** The dashboard's shape while its figures load: a heading, four cards, a chart and a table. */
export function DashboardSkeleton() {
  const { t } = useTranslation('creatorDashboard');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 pt-8 pb-28 sm:px-6 sm:pt-12" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="animate-pulse space-y-6" aria-hidden>
        <div className="h-9 w-64 rounded-lg bg-slate-100" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className="h-28 rounded-2xl bg-slate-100" />
          ))}
        </div>
        <div className="h-72 rounded-2xl bg-slate-100" />
        <div className="h-64 rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}
