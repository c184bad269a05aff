import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SAMPLE_QUESTION_MAX_LENGTH, SAMPLE_QUESTIONS_MAX } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { FieldError, inputClass, RequirementBadge } from '../../components/ui/form-field';

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
    <fieldset aria-describedby="pack-questions-hint">
      <div className="flex items-baseline justify-between gap-3">
        <legend className="text-sm font-semibold text-slate-800">{t('fields.questions')}</legend>
        <RequirementBadge />
      </div>
      <p id="pack-questions-hint" className="mt-1 text-sm text-slate-500">
        {t('fields.questionsHint', { max: SAMPLE_QUESTIONS_MAX })}
      </p>
      <ol className="mt-3 space-y-3">
        {questions.map((question, index) => {
          const id = `pack-question-${index}`;
          const error = errors[index];
          return (
            // Questions have no identity beyond their place in the list.
            <li key={index}>
              <div className="flex items-center gap-2">
                <label htmlFor={id} className="sr-only">
                  {t('fields.question', { number: index + 1 })}
                </label>
                <input
                  id={id}
                  type="text"
                  maxLength={SAMPLE_QUESTION_MAX_LENGTH + 50}
                  className={inputClass}
                  value={question}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => replace(index, event.target.value)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('fields.removeQuestion', { number: index + 1 })}
                  onClick={() => onChange(questions.filter((_, i) => i !== index))}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </div>
              {error && (
                <div className="mt-1 text-sm">
                  <FieldError id={`${id}-error`}>{error}</FieldError>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <div className="mt-2 text-sm">
          <FieldError>{listError}</FieldError>
        </div>
      )}
      {questions.length < SAMPLE_QUESTIONS_MAX && (
        <Button
          icon={Plus}
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => onChange([...questions, ''])}
        >
          {t('fields.addQuestion')}
        </Button>
      )}
    </fieldset>
  );
}
