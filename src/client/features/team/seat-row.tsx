import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../common/contracts/teams';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-error-text';
import { useSeatChanges } from '../../lib/teams';
import { useDateText } from '../../lib/use-date-text';
import { SeatForm } from './seat-form';
import { SeatCreditsUse, SeatLimitForm } from './seat-limit';

/**
 * One seat as the owner sees it: who holds it (or was invited to), their use of the team's packs and credits, and
 * the owner's acts on it — move it to another address, free it (each asks before anything changes), or set its
 * monthly limit on the team's query credits.
 */
export function SeatRow({
  teamId,
  member,
  pooled,
}: {
  teamId: string;
  member: TeamMember;
  /** Whether the team has query credits to share (then the seat's monthly use and limit show). */
  pooled: boolean;
}) {
  const { t } = useTranslation('team');
  const date = useDateText('long');
  const { move, free } = useSeatChanges(teamId);
  const [acting, setActing] = useState<'move' | 'free' | 'limit' | null>(null);
  const who = member.name && member.name !== member.email ? `${member.name} (${member.email})` : member.email;
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium break-all text-slate-900">{who}</p>
        <p className="text-sm text-slate-600">
          {member.status === 'joined' && member.joinedAt
            ? t('joinedOn', { date: date(member.joinedAt) })
            : t('invitedOn', { date: date(member.invitedAt) })}
        </p>
      </div>
      {member.status === 'joined' && (
        <p className="mt-1 text-sm text-slate-700">
          {member.lastUsedAt
            ? t('use', { count: member.queries30d, date: date(member.lastUsedAt) })
            : t('unused')}
        </p>
      )}
      {pooled && <SeatCreditsUse member={member} />}
      {acting === null && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setActing('move')}>
            {t('move')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setActing('free')}>
            {t('free')}
          </Button>
          {pooled && (
            <Button size="sm" variant="secondary" onClick={() => setActing('limit')}>
              {t('setLimit')}
            </Button>
          )}
        </div>
      )}
      {acting === 'limit' && (
        <div className="mt-3">
          <SeatLimitForm teamId={teamId} member={member} onDone={() => setActing(null)} />
        </div>
      )}
      {acting === 'move' && (
        <div className="mt-3">
          <SeatForm
            id={`move-${member.id}`}
            label={t('moveTo', { email: member.email })}
            submit={t('moveConfirm')}
            busy={move.isPending}
            error={move.error}
            onSubmit={(email) =>
              move.mutate({ memberId: member.id, email }, { onSuccess: () => setActing(null) })
            }
            onCancel={() => setActing(null)}
          />
        </div>
      )}
      {acting === 'free' && (
        <div role="group" aria-label={t('free')} className="mt-3 rounded-xl bg-amber-50 p-3">
          <p className="text-sm text-amber-900">{t('freeExplain', { email: member.email })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" disabled={free.isPending} onClick={() => free.mutate(member.id)}>
              {free.isPending ? t('saving') : t('freeConfirm')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setActing(null)}>
              {t('cancel')}
            </Button>
          </div>
          {free.isError && (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {t('failed', { reason: apiErrorText(free.error, t) })}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
