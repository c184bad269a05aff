import { MessageSquare, Settings, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Team, TeamInvitation } from '../../../common/contracts/teams';
import { TEAMS_PER_OWNER } from '../../../common/teams';
import { LoadFailureAlert } from '../../components/load-failure';
import { PackTitleLink } from '../../components/pack-title-link';
import { Button, ButtonLink } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { isMissing } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { teamRefusal, useInvitationAnswer, useTeams } from '../../lib/teams';
import { useLanguage } from '../../lib/use-language';

/**
 * "Your teams" (issue 52): the invitations waiting for the person, then each team they own or hold a seat of, with
 * the packs it holds. Absent while it loads and when there is neither.
 */
export function TeamsSection() {
  const { t } = useTranslation('library');
  const teams = useTeams();
  // Absent on a server without teams, like the assistants' purchases.
  if (teams.isPending || isMissing(teams.error)) return null;
  if (!teams.isError && teams.data.teams.length + teams.data.invitations.length === 0) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 pb-10 sm:px-6 sm:pb-14">
      <Panel id="library-teams" title={t('teams.title')} Icon={Users} intro={t('teams.intro')}>
        {teams.isError ? (
          <LoadFailureAlert
            namespace="library"
            keys={{ loadError: 'teams.loadError', retry: 'retry' }}
            query={teams}
            className="mt-4"
          />
        ) : (
          <>
            {teams.data.invitations.length > 0 && (
              <ul aria-label={t('teams.invitations')} className="mt-4 grid gap-3">
                {teams.data.invitations.map((invitation) => (
                  <InvitationRow key={invitation.memberId} invitation={invitation} />
                ))}
              </ul>
            )}
            <ul aria-label={t('teams.title')} className="mt-2 divide-y divide-slate-200">
              {teams.data.teams.map((team) => (
                <TeamRow key={team.id} team={team} />
              ))}
            </ul>
          </>
        )}
      </Panel>
    </div>
  );
}

/** A team's packs, each with Ask when the person holds a seat (and so reads them). */
function PackLinks({ packs, seated }: { packs: Team['packs']; seated: boolean }) {
  const { t } = useTranslation('library');
  const { localize } = useLanguage();
  if (packs.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('teams.noPacks')}</p>;
  return (
    <ul className="mt-2 grid gap-2">
      {packs.map((pack) => (
        <li key={pack.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <PackTitleLink pack={pack} className="font-medium text-slate-900 hover:underline" />
          {seated && (
            <ButtonLink
              icon={MessageSquare}
              to={localize(`/library/${pack.id}/ask`)}
              variant="secondary"
              size="sm"
              aria-label={t('teams.askLabel', { title: pack.title })}
            >
              {t('teams.ask')}
            </ButtonLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function TeamRow({ team }: { team: Team }) {
  const { t } = useTranslation('library');
  const { localize } = useLanguage();
  const owner = team.role === 'owner';
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{team.name}</h3>
        <p className="text-sm text-slate-600">
          {owner
            ? t('teams.seatsTaken', { taken: team.seatsTaken, count: team.seats })
            : t('teams.memberOf', { owner: team.ownerName })}
        </p>
      </div>
      <PackLinks packs={team.packs} seated={team.seated} />
      <ButtonLink
        icon={Settings}
        to={localize(`/library/teams/${team.id}`)}
        variant="secondary"
        size="sm"
        className="mt-3"
        aria-label={t(owner ? 'teams.manageLabel' : 'teams.viewLabel', { name: team.name })}
      >
        {t(owner ? 'teams.manage' : 'teams.view')}
      </ButtonLink>
    </li>
  );
}

function InvitationRow({ invitation }: { invitation: TeamInvitation }) {
  const { t } = useTranslation('library');
  const { accept, decline } = useInvitationAnswer();
  const busy = accept.isPending || decline.isPending;
  const error = accept.error ?? decline.error;
  const refusal = teamRefusal(error);
  return (
    <li className="rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="font-medium text-slate-900">
        {t('teams.invited', { owner: invitation.ownerName, team: invitation.teamName })}
      </p>
      <PackLinks packs={invitation.packs} seated={false} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => accept.mutate(invitation.memberId)}>
          {accept.isPending ? t('teams.joining') : t('teams.join')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => decline.mutate(invitation.memberId)}
        >
          {t('teams.decline')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {refusal
            ? t(`teams.refusals.${refusal}`, { max: TEAMS_PER_OWNER })
            : t('teams.failed', { reason: apiErrorText(error, t) })}
        </p>
      )}
    </li>
  );
}
