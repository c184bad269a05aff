import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAMS_PER_OWNER } from '../../../common/teams';
import { TextField } from '../../components/ui/fields';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-error-text';
import { teamRefusal } from '../../lib/teams';

interface SeatFormProps {
  id: string;
  label: string;
  submit: string;
  busy: boolean;
  error: unknown;
  onSubmit: (email: string) => void;
  onCancel?: () => void;
  disabled?: boolean;
  /** What the address starts as (moving a seat starts empty). */
  initial?: string;
}

/** An e-mail address for a seat: to give a free one, or to move one to. The server's refusal is said under it. */
export function SeatForm({
  id,
  label,
  submit,
  busy,
  error,
  onSubmit,
  onCancel,
  disabled,
  initial = '',
}: SeatFormProps) {
  const { t } = useTranslation('team');
  const [email, setEmail] = useState(initial);
  const refusal = teamRefusal(error);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) onSubmit(email.trim());
  };
  const errorText = error
    ? refusal
      ? t(`refusals.${refusal}`, { max: TEAMS_PER_OWNER })
      : t('failed', { reason: apiErrorText(error, t) })
    : undefined;
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
      <div className="flex-1">
        <TextField
          id={id}
          label={label}
          type="email"
          required
          autoComplete="off"
          value={email}
          onValue={setEmail}
          disabled={disabled}
          error={errorText}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy || disabled || email.trim() === ''}>
          {busy ? t('saving') : submit}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
