import { AlertCircle, ArrowLeft, ArrowRight, Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatorApplicationInput } from '../../../common/contracts/creator-applications';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { EMPTY_VALUES, STEPS, toPayload, type ApplicationValues, type StepIndex } from './application-form';
import { NS } from './i18n';
import { useLanguage } from '../../lib/use-language';
import { conflictText, issueText } from './issue-text';
import { StepBasicInfo } from './step-basic-info';
import { StepExpertise } from './step-expertise';
import type { StepFieldsProps } from './step-fields';
import { StepIndicator } from './step-indicator';
import { StepMotivation } from './step-motivation';
import { useApplicationForm } from './use-application-form';

export interface ApplicationWizardProps {
  /** Sends the application; resolves once it is accepted, throws an ApiError otherwise. */
  onSubmit: (application: CreatorApplicationInput) => Promise<unknown>;
  /** Answers to start from, e.g. the previous application after a rejection. */
  initialValues?: ApplicationValues;
  /** Focus the first step's heading at once, when the wizard replaces a screen the person was on. */
  focusOnMount?: boolean;
}

const STEP_BODIES = [StepBasicInfo, StepExpertise, StepMotivation] as const;
const HINT_ID = 'application-nav-hint';

/** The three-step creator application (spec 01 §2, §4, §5): Next and Submit open up as each step becomes valid. */
export function ApplicationWizard({
  onSubmit,
  initialValues = EMPTY_VALUES,
  focusOnMount = false,
}: ApplicationWizardProps) {
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
  const StepBody = STEP_BODIES[step];
  const blocked = !form.canLeaveStep;

  return (
    <div className="rounded-3xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-100 px-4 py-5 sm:px-8">
        <StepIndicator current={step} />
      </div>
      <form noValidate onSubmit={handleSubmit} className="px-4 py-6 sm:px-8 sm:py-8">
        <p className="text-sm font-semibold text-accent-600">
          {t('steps.progress', { current: step + 1, total: STEPS.length })}
        </p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 scroll-mt-24 text-xl font-bold tracking-tight text-slate-900 [word-break:auto-phrase]! outline-none sm:text-2xl"
        >
          {t(`${STEPS[step].key}.heading`)}
        </h2>
        <p className="mt-1 text-slate-600">{t(`${STEPS[step].key}.text`)}</p>

        <div className="mt-6">
          <StepBody {...fieldProps} />
        </div>

        {failure && (
          <p
            role="alert"
            className="mt-6 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {failure}
          </p>
        )}

        <div className="mt-8 border-t border-slate-100 pt-6">
          {blocked && (
            <p id={HINT_ID} className="mb-3 text-sm text-slate-500 sm:text-right">
              {t(isLast ? 'nav.submitHint' : 'nav.nextHint')}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
            {step > 0 && (
              <Button icon={ArrowLeft} variant="secondary" size="lg" onClick={handleBack} disabled={sending}>
                {t('nav.back')}
              </Button>
            )}
            {isLast ? (
              <Button
                key="submit"
                type="submit"
                size="lg"
                className="sm:ml-auto"
                disabled={blocked || sending}
                aria-describedby={blocked ? HINT_ID : undefined}
              >
                {sending ? (
                  <Loader2 className="size-5 animate-spin" aria-hidden />
                ) : (
                  <Send className="size-5" aria-hidden />
                )}
                {sending ? t('nav.submitting') : t('nav.submit')}
              </Button>
            ) : (
              <Button
                key="next"
                type="submit"
                size="lg"
                className="sm:ml-auto"
                disabled={blocked}
                aria-describedby={blocked ? HINT_ID : undefined}
              >
                {t('nav.next')}
                <ArrowRight className="size-5" aria-hidden />
              </Button>
            )}
          </div>
        </div>
      </form>
    </div>
  );
}
