import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS } from '../../../common/contracts/creator-applications';
import { FieldFrame, inputClass } from '../../components/ui/form-field';
import { NS } from './i18n';
import type { StepFieldsProps } from './step-fields';

/** Step 3: why, and which packs. Both required. */
export function StepMotivation({ values, onChange, onBlur, errorOf }: StepFieldsProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="space-y-6">
      <FieldFrame
        id="application-motivation"
        label={t('fields.motivation.label')}
        required
        error={errorOf('motivation')}
        counter={{ count: values.motivation.length, max: APPLICATION_LIMITS.motivation }}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={5}
            className={`${inputClass} resize-y`}
            placeholder={t('fields.motivation.placeholder')}
            value={values.motivation}
            onChange={(e) => onChange('motivation', e.target.value)}
            onBlur={() => onBlur('motivation')}
          />
        )}
      </FieldFrame>
      <FieldFrame
        id="application-ideas"
        label={t('fields.knowledgePackIdeas.label')}
        required
        error={errorOf('knowledgePackIdeas')}
        counter={{ count: values.knowledgePackIdeas.length, max: APPLICATION_LIMITS.knowledgePackIdeas }}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={5}
            className={`${inputClass} resize-y`}
            placeholder={t('fields.knowledgePackIdeas.placeholder')}
            value={values.knowledgePackIdeas}
            onChange={(e) => onChange('knowledgePackIdeas', e.target.value)}
            onBlur={() => onBlur('knowledgePackIdeas')}
          />
        )}
      </FieldFrame>
    </div>
  );
}
