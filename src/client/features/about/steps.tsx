import { BrainCircuit, PackageSearch, PlugZap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading';

const STEPS: { key: 'choose' | 'connect' | 'expert'; Icon: LucideIcon }[] = [
  { key: 'choose', Icon: PackageSearch },
  { key: 'connect', Icon: PlugZap },
  { key: 'expert', Icon: BrainCircuit },
];

/** Spec 01 §2: choose a pack → one-click connection → the AI becomes an expert. */
export function Steps() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-steps" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="about-steps" title={t('steps.title')} subtitle={t('steps.subtitle')} />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="text-sm font-semibold text-brand-700">
                {t('steps.stepLabel', { number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`steps.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
