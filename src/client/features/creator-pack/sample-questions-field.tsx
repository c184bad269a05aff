import { useTranslation } from 'react-i18next';
import { SAMPLE_QUESTION_MAX_LENGTH, SAMPLE_QUESTIONS_MAX } from '../../../common/limits';
import { FieldFrame, inputClass } from '../../components/ui/form-field';
import { ListField, RemoveItemButton } from '../../components/ui/list-field';

interface SampleQuestionsFieldProps {
  questions: string[];
  errors: Record<number, string>;
  listError?: string | undefined;
  onChange: (questions: string[]) => void;
}

/** Up to five questions the pack answers: shown to buyers, tried by the sales page's demo. */
export function SampleQuestionsField({ questions, errors, listError, onChange }: SampleQuestionsFieldProps) {
  const { t } = useTranslation('creatorPack');
  const replace = (index: number, text: string) =>
    onChange(questions.map((question, i) => (i === index ? text : question)));
  return (
    <ListField
      legend={t('fields.questions')}
      hint={t('fields.questionsHint', { max: SAMPLE_QUESTIONS_MAX })}
      hintId="pack-questions-hint"
      badge
      error={listError}
      canAdd={questions.length < SAMPLE_QUESTIONS_MAX}
      addLabel={t('fields.addQuestion')}
      onAdd={() => onChange([...questions, ''])}
    >
      {questions.map((question, index) => (
        // Questions have no identity beyond their place in the list.
        <li key={index}>
          <FieldFrame
            id={`pack-question-${index}`}
            label={t('fields.question', { number: index + 1 })}
            hideLabel
            badge={false}
            error={errors[index]}
          >
            {(aria) => (
              <div className="flex items-center gap-2">
                <input
                  {...aria}
                  type="text"
                  maxLength={SAMPLE_QUESTION_MAX_LENGTH + 50}
                  className={inputClass}
                  value={question}
                  onChange={(event) => replace(index, event.target.value)}
                />
                <RemoveItemButton
                  label={t('fields.removeQuestion', { number: index + 1 })}
                  onClick={() => onChange(questions.filter((_, i) => i !== index))}
                />
              </div>
            )}
          </FieldFrame>
        </li>
      ))}
    </ListField>
  );
}
