import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectApplicationSchema } from '../../../common/contracts/creator-applications';
import { Dialog, DialogForm } from '../../components/ui/dialog';
import { TextAreaField } from '../../components/ui/fields';
import { PageAlert } from '../../components/ui/page-alert';
import { FailureText } from './notices';

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
  const textId = useId();
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
    <DialogForm
      onSubmit={handleSubmit}
      text={t('applications.rejectDialog.text')}
      textId={textId}
      cancelLabel={t('applications.rejectDialog.cancel')}
      onCancel={onCancel}
      confirmLabel={
        pending ? t('applications.rejectDialog.rejecting') : t('applications.rejectDialog.confirm')
      }
      disabled={pending}
      danger
    >
      <TextAreaField
        id={fieldId}
        label={t('applications.rejectDialog.label')}
        required
        badge={false}
        describedBy={textId}
        error={invalid ? t('applications.rejectDialog.required') : undefined}
        alert
        counter={{ count: reason.length, max: REJECT_REASON_MAX }}
        value={reason}
        onValue={setReason}
        maxLength={REJECT_REASON_MAX}
        rows={5}
      />
      {error && (
        <PageAlert>
          <FailureText message={error.text} detail={error.detail} />
        </PageAlert>
      )}
    </DialogForm>
  );
}
