import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS, EXPERTISE_OPTIONS } from '../../../common/contracts/creator-applications';
import { TextField } from '../../components/ui/fields';
import { FieldError, RequirementBadge } from '../../components/ui/form-field';
import { NS } from './i18n';
import type { StepFieldsProps } from './step-fields';

/** Step 2: at least one of the 12 areas (sent by their English ids), and an optional portfolio URL. */
export function StepExpertise({ values, onChange, onBlur, errorOf }: StepFieldsProps) {
  const { t } = useTranslation(NS);
  const expertiseError = errorOf('expertise');

  const handleToggle = (option: (typeof EXPERTISE_OPTIONS)[number], checked: boolean) => {
    onChange(
      'expertise',
      checked ? [...values.expertise, option] : values.expertise.filter((chosen) => chosen !== option),
    );
  };

  return (
    <div className="space-y-8">
      <fieldset aria-describedby={expertiseError ? 'application-expertise-error' : undefined}>
        <legend className="flex w-full items-baseline justify-between gap-3">
          <span className="text-sm font-semibold text-slate-800">{t('expertise.legend')}</span>
          <RequirementBadge required />
        </legend>
        <p className="mt-1 text-sm text-slate-500" aria-live="polite">
          {t('expertise.selected', { count: values.expertise.length })}
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {EXPERTISE_OPTIONS.map((option) => (
            <label
              key={option}
              className="relative flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-3.5 py-3 text-sm font-medium text-slate-800 transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="checkbox"
                className="peer sr-only"
                checked={values.expertise.includes(option)}
                onChange={(e) => handleToggle(option, e.target.checked)}
                onBlur={() => onBlur('expertise')}
              />
              <span
                aria-hidden
                className="flex size-5 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-white peer-checked:border-brand-600 peer-checked:bg-brand-600"
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              {t(`expertise.options.${option}`)}
            </label>
          ))}
        </div>
        {expertiseError && (
          <div className="mt-2 text-sm">
            <FieldError id="application-expertise-error">{expertiseError}</FieldError>
          </div>
        )}
      </fieldset>
      <TextField
        id="application-portfolio"
        label={t('fields.portfolio.label')}
        hint={t('fields.portfolio.hint')}
        error={errorOf('portfolio')}
        type="url"
        inputMode="url"
        autoComplete="url"
        maxLength={APPLICATION_LIMITS.portfolio}
        placeholder={t('fields.portfolio.placeholder')}
        value={values.portfolio}
        onValue={(value) => onChange('portfolio', value)}
        onBlur={() => onBlur('portfolio')}
      />
    </div>
  );
}
