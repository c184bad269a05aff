import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STEPS, type StepIndex } from './application-form';
import { NS } from './i18n';

/** Where the person is in the three steps (spec 01 §2): done, current, still to come. */
export function StepIndicator({ current }: { current: StepIndex }) {
  const { t } = useTranslation(NS);
  return (
    <ol aria-label={t('steps.label')} className="grid grid-cols-3 gap-2">
      {STEPS.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step.key}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center"
          >
            <div className="flex w-full items-center">
              <span
                className={`h-0.5 flex-1 ${index === 0 ? 'invisible' : done || active ? 'bg-brand-600' : 'bg-slate-200'}`}
              />
              <span
                className={`flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  done
                    ? 'bg-brand-600 text-white'
                    : active
                      ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                      : 'border-2 border-slate-200 bg-white text-slate-500'
                }`}
              >
                {done ? <Check className="size-4" strokeWidth={3} aria-hidden /> : index + 1}
              </span>
              <span
                className={`h-0.5 flex-1 ${index === STEPS.length - 1 ? 'invisible' : done ? 'bg-brand-600' : 'bg-slate-200'}`}
              />
            </div>
            <span
              className={`text-xs leading-snug sm:text-sm ${active ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
            >
              {t(`steps.${step.key}`)}
              {done && <span className="sr-only"> ({t('steps.done')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
