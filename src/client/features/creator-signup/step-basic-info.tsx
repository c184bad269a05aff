import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS } from '../../../common/contracts/creator-applications';
import { SelectField, TextAreaField, TextField } from '../../components/ui/fields';
import { NS } from './i18n';
import { writtenAnswer, type StepFieldsProps } from './step-fields';

const YEARS = Array.from(
  { length: APPLICATION_LIMITS.yearsMax - APPLICATION_LIMITS.yearsMin + 1 },
  (_, i) => APPLICATION_LIMITS.yearsMin + i,
);

/** Step 1: who you are. Years of experience 1–29, then "30+" (value 30); 0 means not chosen yet. */
export function StepBasicInfo(step: StepFieldsProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          {...writtenAnswer(step, t, 'displayName', 'display-name')}
          type="text"
          autoComplete="name"
        />
        <TextField
          {...writtenAnswer(step, t, 'title', 'title')}
          type="text"
          autoComplete="organization-title"
        />
      </div>
      <TextAreaField {...writtenAnswer(step, t, 'bio', 'bio')} rows={5} className="resize-y" />
      <div className="sm:max-w-xs">
        <SelectField
          id="application-years"
          label={t('fields.years.label')}
          required
          error={step.errorOf('yearsExperience')}
          value={String(step.values.yearsExperience)}
          onValue={(value) => step.onChange('yearsExperience', Number(value))}
          onBlur={() => step.onBlur('yearsExperience')}
        >
          <option value={0}>{t('fields.years.placeholder')}</option>
          {YEARS.map((years) => (
            <option key={years} value={years}>
              {years === APPLICATION_LIMITS.yearsMax
                ? t('fields.years.max')
                : t('fields.years.option', { count: years })}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
