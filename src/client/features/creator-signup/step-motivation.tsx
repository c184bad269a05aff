import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../components/ui/fields';
import { NS } from './i18n';
import { writtenAnswer, type StepFieldsProps } from './step-fields';

/** Step 3: why, and which packs. Both required. */
export function StepMotivation(step: StepFieldsProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="space-y-6">
      <TextAreaField {...writtenAnswer(step, t, 'motivation', 'motivation')} rows={5} className="resize-y" />
      <TextAreaField
        {...writtenAnswer(step, t, 'knowledgePackIdeas', 'ideas')}
        rows={5}
        className="resize-y"
      />
    </div>
  );
}
