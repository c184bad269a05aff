import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatorApplicationInput } from '../../../common/contracts/creator-applications';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/use-language';
import { STEPS, toPayload, type ApplicationValues, type StepIndex } from './application-form';
import { NS } from './i18n';
import { conflictText, issueText } from './issue-text';
import type { StepFieldsProps } from './step-fields';
import { useApplicationForm } from './use-application-form';

interface WizardOptions {
  onSubmit: (application: CreatorApplicationInput) => Promise<unknown>;
  initialValues: ApplicationValues;
  focusOnMount: boolean;
}

/**
 * The wizard's steps and sending: Back and Next move between steps (the new step's heading takes the focus), the
 * last step sends the application, and a refusal is told — the fields it names shown on their step.
 */
export function useApplicationWizard({ onSubmit, initialValues, focusOnMount }: WizardOptions) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const form = useApplicationForm(initialValues);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(focusOnMount);
  const { step } = form;
  const isLast = step === STEPS.length - 1;

  useEffect(() => {
    // Only after a step change the person caused (or when asked to), not whenever the page shows the wizard.
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: StepIndex) => {
    focusHeading.current = true;
    form.setStep(next);
  };

  const handleBack = () => {
    setFailure(null);
    if (step > 0) goTo((step - 1) as StepIndex);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.canLeaveStep || sending) return;
    if (!isLast) {
      setFailure(null);
      goTo((step + 1) as StepIndex);
      return;
    }
    const payload = toPayload(form.values);
    if (!payload) return;
    setSending(true);
    setFailure(null);
    try {
      await onSubmit(payload);
      // Stays "sending": the page replaces the wizard with the completion screen.
    } catch (err) {
      setSending(false);
      handleFailure(err);
    }
  };

  const handleFailure = (err: unknown) => {
    if (!(err instanceof ApiError)) return setFailure(t('errors.submitFailed'));
    if (err.code === 'validation') {
      const firstStep = form.applyServerIssues(err.issues);
      if (firstStep !== null) {
        setFailure(t('errors.fixFields'));
        if (firstStep !== step) goTo(firstStep);
        return;
      }
    }
    if (err.code === 'unauthenticated') return setFailure(t('errors.unauthenticated'));
    if (err.code === 'conflict') return setFailure(conflictText(err.message, t));
    setFailure(t('errors.submitFailed'));
  };

  const fieldProps: StepFieldsProps = {
    values: form.values,
    onChange: form.setField,
    onBlur: form.touch,
    errorOf: (field) => {
      const message = form.errorOf(field);
      return message === undefined ? undefined : issueText(message, t, language);
    },
  };

  return {
    step,
    isLast,
    blocked: !form.canLeaveStep,
    sending,
    failure,
    headingRef,
    fieldProps,
    handleBack,
    handleSubmit,
  };
}
