import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function RagMarket() {
  const { t } = useTranslation('creatorStudio');
  return (
    <section aria-labelledby="creator-market" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="grid items-center gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-2">
        <div>
          <h2 id="creator-market" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('market.title')}
          </h2>
          <p className="mt-3 text-slate-600 sm:text-lg">{t('market.text')}</p>
        </div>
        <p className="flex flex-col items-start gap-2 rounded-2xl bg-brand-50 p-6 sm:p-8">
          <TrendingUp className="size-8 text-brand-600" aria-hidden />
          <span className="text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">
            {t('market.value')}
          </span>
          <span className="text-slate-700">{t('market.label')}</span>
        </p>
      </div>
    </section>
  );
}
