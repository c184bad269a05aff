import { useState } from 'react';
import type { ValidationIssue } from '../../../common/errors';
import {
  fieldIssue,
  fieldOfWireName,
  isStepValid,
  stepOfField,
  type ApplicationValues,
  type FieldName,
  type StepIndex,
} from './application-form';

type FieldErrors = Partial<Record<FieldName, string>>;

function isBlank(value: ApplicationValues[FieldName]): boolean {
  if (typeof value === 'number') return value === 0;
  if (Array.isArray(value)) return value.length === 0;
  return value.trim() === '';
}

/** The wizard's answers, current step and the errors to show beside each field. */
export function useApplicationForm(initialValues: ApplicationValues) {
  const [values, setValues] = useState(initialValues);
  const [step, setStep] = useState<StepIndex>(0);
  const [touched, setTouched] = useState<Partial<Record<FieldName, true>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  function setField<K extends FieldName>(field: K, value: ApplicationValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's verdict was about the old value.
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function touch(field: FieldName) {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }

  /**
   * The message (as the contract words it) to show beside a field. A blank required field is no error yet — the
   * disabled Next says what is missing; too long is shown at once, a malformed URL once the field is left.
   */
  function errorOf(field: FieldName): string | undefined {
    const server = serverErrors[field];
    if (server) return server;
    if (isBlank(values[field])) return undefined;
    if (field === 'portfolio' && !touched.portfolio) return undefined;
    return fieldIssue(values, field);
  }

  /** Shows the server's issues beside their fields; returns the first step with one, or null if none matched. */
  function applyServerIssues(issues: ValidationIssue[]): StepIndex | null {
    const errors: FieldErrors = {};
    for (const issue of issues) {
      const field = fieldOfWireName(issue.path[0]);
      if (field && !errors[field]) errors[field] = issue.message;
    }
    const fields = Object.keys(errors) as FieldName[];
    if (fields.length === 0) return null;
    setServerErrors(errors);
    return Math.min(...fields.map(stepOfField)) as StepIndex;
  }

  return {
    values,
    step,
    setStep,
    setField,
    touch,
    errorOf,
    applyServerIssues,
    canLeaveStep: isStepValid(values, step) && !hasServerErrorOnStep(serverErrors, step),
  };
}

function hasServerErrorOnStep(errors: FieldErrors, step: StepIndex): boolean {
  return (Object.keys(errors) as FieldName[]).some((field) => stepOfField(field) === step);
}
