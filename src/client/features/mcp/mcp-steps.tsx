import { Compass, PlugZap, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading';

const STEPS: { key: 'discover' | 'connect' | 'empower'; Icon: LucideIcon }[] = [
  { key: 'discover', Icon: Compass },
  { key: 'connect', Icon: PlugZap },
  { key: 'empower', Icon: Sparkles },
];

export function McpSteps() {
  const { t } = useTranslation('mcp');
  return (
    <section aria-labelledby="mcp-steps" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="mcp-steps" title={t('steps.title')} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
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
      </div>
    </section>
  );
}
