import { ArrowLeft, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { TeamDetail } from '../../../common/contracts/teams';
import { LoadFailure } from '../../components/load-failure';
import { PackTitleLink } from '../../components/pack-title-link';
import { signedInPage } from '../../components/sign-in-required';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { Button, ButtonLink } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { apiErrorText } from '../../lib/api-error-text';
import { registerNamespace } from '../../lib/i18n';
import { useSeatChanges, useTeam } from '../../lib/teams';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/team.json';
import ja from '../../locales/ja/team.json';
import { SeatForm } from './seat-form';
import { SeatRow } from './seat-row';
import { SeatCreditsUse } from './seat-limit';
import { TeamPools } from './team-pools';

registerNamespace('team', { en, ja });

/**
 * /library/teams/:id (issue 52): a team's packs and seats. Its owner gives seats to e-mail addresses, moves and frees
 * them, and sees each member's use; a member sees their own seat and may leave.
 */
export const TeamPage = signedInPage('team', TeamContent, { loading: <StatusCardLoading /> });

function TeamContent() {
  const { t } = useTranslation('team');
  const { id = '' } = useParams();
  const team = useTeam(id);
  useDocumentTitle(team.data?.name ?? t('title'));
  if (team.isPending) return <StatusCardLoading />;
  if (team.isError) return <LoadFailure namespace="team" title={t('title')} query={team} width="4xl" />;
  return <TeamView team={team.data} />;
}

function TeamView({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('team');
  const { localize } = useLanguage();
  const owner = team.role === 'owner';
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <ButtonLink icon={ArrowLeft} to={localize('/library')} variant="secondary" size="sm">
        {t('back')}
      </ButtonLink>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{team.name}</h1>
      <p className="mt-2 text-slate-600">
        {owner
          ? t('seatsTaken', { taken: team.seatsTaken, count: team.seats })
          : t('memberOf', { owner: team.ownerName })}
      </p>
      <Panel id="team-packs" title={t('packs')} className="mt-8" intro={t('packsIntro')}>
        {team.packs.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('noPacks')}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {team.packs.map((pack) => (
              <li key={pack.id}>
                <PackTitleLink pack={pack} className="font-medium text-slate-900 hover:underline" />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <TeamPools team={team} />
      {owner ? <OwnerSeats team={team} /> : <OwnSeat team={team} />}
    </div>
  );
}

function OwnerSeats({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('team');
  const { invite } = useSeatChanges(team.id);
  const full = team.seatsTaken >= team.seats;
  return (
    <Panel id="team-seats" title={t('seats')} Icon={Users} className="mt-8" intro={t('seatsIntro')}>
      <div className="mt-4">
        <SeatForm
          key={team.seatsTaken}
          id="team-invite"
          label={t('inviteLabel')}
          submit={t('invite')}
          busy={invite.isPending}
          error={invite.error}
          disabled={full}
          onSubmit={(email) => invite.mutate(email)}
        />
        {full && <p className="mt-2 text-sm text-slate-600">{t('full')}</p>}
      </div>
      {team.members.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('noSeats')}</p>
      ) : (
        <ul aria-label={t('seats')} className="mt-4 divide-y divide-slate-200">
          {team.members.map((member) => (
            <SeatRow key={member.id} teamId={team.id} member={member} pooled={team.pools.length > 0} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function OwnSeat({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('team');
  const { localize } = useLanguage();
  const navigate = useNavigate();
  const { free } = useSeatChanges(team.id);
  const seat = team.members[0];
  if (!seat) return null;
  return (
    <Panel id="team-own-seat" title={t('ownSeat')} className="mt-8" intro={t('ownSeatIntro')}>
      {team.pools.length > 0 && <SeatCreditsUse member={seat} />}
      <Button
        className="mt-4"
        variant="secondary"
        disabled={free.isPending}
        onClick={() => free.mutate(seat.id, { onSuccess: () => void navigate(localize('/library')) })}
      >
        {free.isPending ? t('saving') : t('leave')}
      </Button>
      {free.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('failed', { reason: apiErrorText(free.error, t) })}
        </p>
      )}
    </Panel>
  );
}
