import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreatorApplicationInput } from '../../../common/contracts/creator-applications';
import { EMPTY_VALUES, STEPS, type ApplicationValues } from './application-form';
import { NS } from './i18n';
import { StepBasicInfo } from './step-basic-info';
import { StepExpertise } from './step-expertise';
import { StepIndicator } from './step-indicator';
import { StepMotivation } from './step-motivation';
import { useApplicationWizard } from './use-application-wizard';
import { WizardNav } from './wizard-nav';

export interface ApplicationWizardProps {
  /** Sends the application; resolves once it is accepted, throws an ApiError otherwise. */
  onSubmit: (application: CreatorApplicationInput) => Promise<unknown>;
  /** Answers to start from, e.g. the previous application after a rejection. */
  initialValues?: ApplicationValues;
  /** Focus the first step's heading at once, when the wizard replaces a screen the person was on. */
  focusOnMount?: boolean;
}

const STEP_BODIES = [StepBasicInfo, StepExpertise, StepMotivation] as const;

/** The three-step creator application (spec 01 §2, §4, §5): Next and Submit open up as each step becomes valid. */
export function ApplicationWizard({
  onSubmit,
  initialValues = EMPTY_VALUES,
  focusOnMount = false,
}: ApplicationWizardProps) {
  const { t } = useTranslation(NS);
  const { step, isLast, blocked, sending, failure, headingRef, fieldProps, handleBack, handleSubmit } =
    useApplicationWizard({ onSubmit, initialValues, focusOnMount });
  const StepBody = STEP_BODIES[step];

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

        <WizardNav step={step} isLast={isLast} blocked={blocked} sending={sending} onBack={handleBack} />
      </form>
    </div>
  );
}
