import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../common/contracts/teams';
import { TEAM_QUERY_LIMIT_MAX } from '../../../common/teams';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/fields';
import { apiErrorText } from '../../lib/api-error-text';
import { useSeatChanges } from '../../lib/teams';

/** What a seat spent of the team's query credits this month, against its limit if it has one. */
export function SeatCreditsUse({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  const count = member.creditsUsedThisMonth;
  return (
    <p className="mt-1 text-sm text-slate-700">
      {member.monthlyQueryLimit === null
        ? t('creditsUsed', { count })
        : t('creditsUsedOf', { count, limit: member.monthlyQueryLimit })}
    </p>
  );
}

/**
 * The owner's monthly limit on a seat's use of the team's query credits: a whole number, or empty for none. Saved on
 * submit; the server holds the seat's next query to it.
 */
export function SeatLimitForm({
  teamId,
  member,
  onDone,
}: {
  teamId: string;
  member: TeamMember;
  onDone: () => void;
}) {
  const { t } = useTranslation('team');
  const { limit } = useSeatChanges(teamId);
  const [text, setText] = useState(member.monthlyQueryLimit === null ? '' : String(member.monthlyQueryLimit));
  const trimmed = text.trim();
  const value = trimmed === '' ? null : Number(trimmed);
  const valid = value === null || (Number.isInteger(value) && value >= 0 && value <= TEAM_QUERY_LIMIT_MAX);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) limit.mutate({ memberId: member.id, limit: value }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
      <div className="flex-1">
        <TextField
          id={`limit-${member.id}`}
          label={t('limitLabel', { email: member.email })}
          hint={t('limitHint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={TEAM_QUERY_LIMIT_MAX}
          step={1}
          value={text}
          onValue={(next) => {
            limit.reset();
            setText(next);
          }}
          error={limit.isError ? t('failed', { reason: apiErrorText(limit.error, t) }) : undefined}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={limit.isPending || !valid}>
          {limit.isPending ? t('saving') : t('limitSave')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
