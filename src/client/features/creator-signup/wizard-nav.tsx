import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { NS } from './i18n';
import { BusyIcon } from '../../components/ui/busy-icon';

const HINT_ID = 'application-nav-hint';

interface WizardNavProps {
  /** The step's index: the first has no Back. */
  step: number;
  isLast: boolean;
  /** The step is not complete yet: Next or Submit waits, and a hint says why. */
  blocked: boolean;
  sending: boolean;
  onBack: () => void;
}

/** Back, and Next (or Submit on the last step), both the form's submit; what they wait for is said above them. */
export function WizardNav({ step, isLast, blocked, sending, onBack }: WizardNavProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="mt-8 border-t border-slate-100 pt-6">
      {blocked && (
        <p id={HINT_ID} className="mb-3 text-sm text-slate-500 sm:text-right">
          {t(isLast ? 'nav.submitHint' : 'nav.nextHint')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {step > 0 && (
          <Button icon={ArrowLeft} variant="secondary" size="lg" onClick={onBack} disabled={sending}>
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
            <BusyIcon busy={sending} Icon={Send} size="size-5" />
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
  );
}
