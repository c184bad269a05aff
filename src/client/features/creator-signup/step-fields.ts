import type { ApplicationValues, FieldName } from './application-form';

/** What each step's fields get from the wizard: the answers, a way to change them, and what to show. */
export interface StepFieldsProps {
  values: ApplicationValues;
  onChange: <K extends FieldName>(field: K, value: ApplicationValues[K]) => void;
  onBlur: (field: FieldName) => void;
  /** The translated error to show beside a field, if any. */
  errorOf: (field: FieldName) => string | undefined;
}
