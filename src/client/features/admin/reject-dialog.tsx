import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectApplicationSchema } from '../../../common/contracts/creator-applications';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ErrorBanner } from './notices';

/** The server's limit for a rejection reason, read from the shared schema. */
export const REJECT_REASON_MAX = rejectApplicationSchema.shape.reason.maxLength ?? 1000;

export interface RejectDialogProps {
  open: boolean;
  applicantName: string;
  pending?: boolean;
  error?: { text: string; detail?: string };
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting needs a reason (the applicant reads it): required, at most 1000 characters, with a counter. */
export function RejectDialog({
  open,
  applicantName,
  pending = false,
  error,
  onConfirm,
  onClose,
}: RejectDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('applications.rejectDialog.title', { name: applicantName })}
      closeLabel={t('close')}
    >
      {/* Inside the dialog's body, so the reason starts empty each time it opens. */}
      <RejectForm pending={pending} error={error} onConfirm={onConfirm} onCancel={onClose} />
    </Dialog>
  );
}

interface RejectFormProps {
  pending: boolean;
  error?: { text: string; detail?: string };
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

function RejectForm({ pending, error, onConfirm, onCancel }: RejectFormProps) {
  const { t } = useTranslation('admin');
  const fieldId = useId();
  const hintId = useId();
  const counterId = useId();
  const problemId = useId();
  const [reason, setReason] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const blank = reason.trim() === '';
  const invalid = showProblem && blank;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank) {
      setShowProblem(true);
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-3">
      <p id={hintId} className="text-sm text-slate-600">
        {t('applications.rejectDialog.text')}
      </p>
      <label htmlFor={fieldId} className="mt-4 block text-sm font-semibold text-slate-900">
        {t('applications.rejectDialog.label')}
      </label>
      <textarea
        id={fieldId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        maxLength={REJECT_REASON_MAX}
        rows={5}
        aria-invalid={invalid}
        aria-describedby={`${hintId} ${counterId}${invalid ? ` ${problemId}` : ''}`}
        className={`mt-1 w-full rounded-xl border bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${
          invalid ? 'border-red-500' : 'border-slate-300'
        }`}
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-xs">
        <p id={problemId} className="text-red-700" role={invalid ? 'alert' : undefined}>
          {invalid && t('applications.rejectDialog.required')}
        </p>
        <p id={counterId} className="shrink-0 text-slate-500 tabular-nums">
          {t('applications.rejectDialog.counter', { length: reason.length, max: REJECT_REASON_MAX })}
        </p>
      </div>
      {error && <ErrorBanner className="mt-4" message={error.text} detail={error.detail} />}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('applications.rejectDialog.cancel')}
        </Button>
        <Button type="submit" disabled={pending} className="bg-red-600 hover:bg-red-700">
          {pending ? t('applications.rejectDialog.rejecting') : t('applications.rejectDialog.confirm')}
        </Button>
      </div>
    </form>
  );
}
