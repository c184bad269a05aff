import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS } from '../../../common/contracts/creator-applications';
import { FieldFrame, inputClass } from '../../components/ui/form-field';
import { NS } from './i18n';
import type { StepFieldsProps } from './step-fields';

const YEARS = Array.from(
  { length: APPLICATION_LIMITS.yearsMax - APPLICATION_LIMITS.yearsMin + 1 },
  (_, i) => APPLICATION_LIMITS.yearsMin + i,
);

/** Step 1: who you are. Years of experience 1–29, then "30+" (value 30); 0 means not chosen yet. */
export function StepBasicInfo({ values, onChange, onBlur, errorOf }: StepFieldsProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <FieldFrame
          id="application-display-name"
          label={t('fields.displayName.label')}
          required
          error={errorOf('displayName')}
          counter={{ count: values.displayName.length, max: APPLICATION_LIMITS.displayName }}
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              autoComplete="name"
              className={inputClass}
              placeholder={t('fields.displayName.placeholder')}
              value={values.displayName}
              onChange={(e) => onChange('displayName', e.target.value)}
              onBlur={() => onBlur('displayName')}
            />
          )}
        </FieldFrame>
        <FieldFrame
          id="application-title"
          label={t('fields.title.label')}
          required
          error={errorOf('title')}
          counter={{ count: values.title.length, max: APPLICATION_LIMITS.title }}
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              autoComplete="organization-title"
              className={inputClass}
              placeholder={t('fields.title.placeholder')}
              value={values.title}
              onChange={(e) => onChange('title', e.target.value)}
              onBlur={() => onBlur('title')}
            />
          )}
        </FieldFrame>
      </div>
      <FieldFrame
        id="application-bio"
        label={t('fields.bio.label')}
        required
        error={errorOf('bio')}
        counter={{ count: values.bio.length, max: APPLICATION_LIMITS.bio }}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={5}
            className={`${inputClass} resize-y`}
            placeholder={t('fields.bio.placeholder')}
            value={values.bio}
            onChange={(e) => onChange('bio', e.target.value)}
            onBlur={() => onBlur('bio')}
          />
        )}
      </FieldFrame>
      <div className="sm:max-w-xs">
        <FieldFrame
          id="application-years"
          label={t('fields.years.label')}
          required
          error={errorOf('yearsExperience')}
        >
          {(aria) => (
            <select
              {...aria}
              className={inputClass}
              value={values.yearsExperience}
              onChange={(e) => onChange('yearsExperience', Number(e.target.value))}
              onBlur={() => onBlur('yearsExperience')}
            >
              <option value={0}>{t('fields.years.placeholder')}</option>
              {YEARS.map((years) => (
                <option key={years} value={years}>
                  {years === APPLICATION_LIMITS.yearsMax
                    ? t('fields.years.max')
                    : t('fields.years.option', { count: years })}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
    </div>
  );
}
