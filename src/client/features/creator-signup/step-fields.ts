import type { TFunction } from 'i18next';
import { APPLICATION_LIMITS } from '../../../common/contracts/creator-applications';
import type { ApplicationValues, FieldName } from './application-form';

/** What each step's fields get from the wizard: the answers, a way to change them, and what to show. */
export interface StepFieldsProps {
  values: ApplicationValues;
  onChange: <K extends FieldName>(field: K, value: ApplicationValues[K]) => void;
  onBlur: (field: FieldName) => void;
  /** The translated error to show beside a field, if any. */
  errorOf: (field: FieldName) => string | undefined;
}

/** The answers written out, each with a length limit. */
type WrittenAnswer = 'displayName' | 'title' | 'bio' | 'motivation' | 'knowledgePackIdeas';

/**
 * A written answer's field (`application-<id>`): its words (`fields.<field>.label` and `.placeholder`), required,
 * with its message, a counter against its limit, and the wizard's change and blur.
 */
export function writtenAnswer(step: StepFieldsProps, t: TFunction, field: WrittenAnswer, id: string) {
  const value = step.values[field];
  return {
    id: `application-${id}`,
    label: t(`fields.${field}.label`),
    placeholder: t(`fields.${field}.placeholder`),
    required: true,
    error: step.errorOf(field),
    counter: { count: value.length, max: APPLICATION_LIMITS[field] },
    value,
    onValue: (typed: string) => step.onChange(field, typed),
    onBlur: () => step.onBlur(field),
  };
}
