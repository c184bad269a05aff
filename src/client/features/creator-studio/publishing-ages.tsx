import { BrainCircuit, Globe, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../components/ui/page-section';

const AGES = {
  print: Printer,
  digital: Globe,
  rag: BrainCircuit,
};

/** Print → digital → retrieval-augmented generation, the last one highlighted as the age we are in. */
export function PublishingAges() {
  const { t } = useTranslation('creatorStudio');
  return (
    <PageSection id="creator-ages" title={t('ages.title')} subtitle={t('ages.subtitle')}>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {Object.entries(AGES).map(([key, Icon]) => {
          const current = key === 'rag';
          return (
            <li
              key={key}
              aria-current={current ? 'step' : undefined}
              className={`relative rounded-3xl p-6 sm:p-8 ${
                current
                  ? 'bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-lg'
                  : 'border border-slate-200 bg-white shadow-sm'
              }`}
            >
              <div className="flex items-center justify-between gap-3">
                <Icon className={`size-8 ${current ? 'text-white' : 'text-slate-400'}`} aria-hidden />
                {current && (
                  <span className="rounded-full bg-white/20 px-3 py-1 text-xs font-semibold">
                    {t('ages.now')}
                  </span>
                )}
              </div>
              <p className={`mt-6 text-sm font-medium ${current ? 'text-brand-100' : 'text-slate-500'}`}>
                {t(`ages.${key}.era`)}
              </p>
              <h3 className={`mt-1 text-xl font-bold ${current ? 'text-white' : 'text-slate-900'}`}>
                {t(`ages.${key}.title`)}
              </h3>
              <p className={`mt-3 ${current ? 'text-white/90' : 'text-slate-600'}`}>
                {t(`ages.${key}.text`)}
              </p>
            </li>
          );
        })}
      </ol>
    </PageSection>
  );
}
