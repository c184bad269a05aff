import { useTranslation } from 'react-i18next';

/** Two grey cards where the packs will be, with the words a screen reader says meanwhile. */
export function PackListSkeleton() {
  const { t } = useTranslation('creatorUpload');
  return (
    <div aria-busy="true" className="grid animate-pulse gap-3 md:grid-cols-2">
      <span className="sr-only">{t('packs.loading')}</span>
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4" aria-hidden>
          <div className="h-4 w-1/2 rounded bg-slate-200" />
          <div className="h-3 w-2/5 rounded bg-slate-200" />
          <div className="h-3 w-3/4 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
