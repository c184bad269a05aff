import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_REFUSALS } from '../../../common/contracts/refusals';
import type { PackPage } from '../../../common/contracts/packs';
import {
  seatsPrice,
  TEAM_DISCOUNT_FROM_SEATS,
  TEAM_MAX_SEATS,
  TEAM_MIN_SEATS,
  TEAM_NAME_MAX_LENGTH,
} from '../../../common/teams';
import { Button } from '../../components/ui/button';
import { refusalIn } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { useCheckout } from '../../lib/checkout';
import { formatMoney } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useSignInPrompt } from '../../lib/sign-in-prompt';
import { useCreateTeam, useTeams } from '../../lib/teams';
import { useLanguage } from '../../lib/use-language';
import { FIELD, LABEL, TeamSelect } from './team-select';

/** The anchor of the box (`/pack/{slug}#team`). */
export const TEAM_ANCHOR = 'team';
const NEW_TEAM = 'new';

/** Whether the page offers this viewer a team licence: the creator sells one, and the pack is on sale to others. */
export function offersTeams(page: PackPage): boolean {
  const { pack } = page;
  return (
    pack.seatPriceCents !== null &&
    pack.priceCents > 0 &&
    pack.status === 'published' &&
    page.access !== 'creator'
  );
}

const clampSeats = (seats: number) => Math.min(TEAM_MAX_SEATS, Math.max(TEAM_MIN_SEATS, seats));

/** The checkout's refusals a team's purchase can meet, by their shared sentence. */
const TEAM_CHECKOUT_REFUSALS = ['notForTeams', 'teamHolds', 'paused', 'own', 'free'] as const;
function checkoutRefusal(error: unknown) {
  return refusalIn(error, CHECKOUT_REFUSALS, TEAM_CHECKOUT_REFUSALS);
}

/**
 * Buy for your team (issue 52): the pack for every seat of a team — a new one named here, or one of the viewer's
 * teams that does not hold it yet — at the creator's price per seat, less the team discount from
 * TEAM_DISCOUNT_FROM_SEATS seats; then the ordinary checkout.
 */
export function TeamBox({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const openSignIn = useSignInPrompt();
  const teams = useTeams({ enabled: signedIn && offersTeams(page) });
  const createTeam = useCreateTeam();
  const checkout = useCheckout();
  const [choice, setChoice] = useState(NEW_TEAM);
  const [name, setName] = useState('');
  // As typed while the field has focus (an emptied field is not turned into a number under the cursor).
  const [seatsText, setSeatsText] = useState(String(TEAM_DISCOUNT_FROM_SEATS));
  const seats = clampSeats(Number.parseInt(seatsText, 10) || TEAM_MIN_SEATS);
  if (!offersTeams(page)) return null;

  const { pack } = page;
  const money = (cents: number) => formatMoney(cents, pack.currency, language);
  const ownTeams = (teams.data?.teams ?? []).filter(
    (team) => team.role === 'owner' && !team.packs.some((held) => held.id === pack.id),
  );
  const chosen = ownTeams.find((team) => team.id === choice);
  const size = chosen?.seats ?? seats;
  const price = seatsPrice(
    { seatPriceCents: pack.seatPriceCents ?? 0, teamDiscountPercent: pack.teamDiscountPercent },
    size,
  );
  const busy = createTeam.isPending || checkout.isPending;
  const error = createTeam.error ?? checkout.error;
  const refusal = checkoutRefusal(error);

  const handleBuy = async () => {
    if (!signedIn) return openSignIn();
    const teamId = chosen?.id ?? (await createTeam.mutateAsync({ name: name.trim(), seats: size })).id;
    setChoice(teamId);
    checkout.mutate({ packIds: [pack.id], teamId, language });
  };

  return (
    <section
      id={TEAM_ANCHOR}
      aria-labelledby="team-heading"
      className="mt-4 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="team-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Users className="size-5 text-brand-600" aria-hidden />
        {t('team.heading')}
      </h2>
      <p className="mt-1 font-medium text-slate-900">
        {t('team.rate', { price: money(pack.seatPriceCents ?? 0) })}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {pack.teamDiscountPercent > 0
          ? t('team.discount', { percent: pack.teamDiscountPercent, seats: TEAM_DISCOUNT_FROM_SEATS })
          : t('team.explain')}
      </p>
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void handleBuy().catch(() => undefined);
        }}
      >
        {ownTeams.length > 0 && (
          <div>
            <TeamSelect
              id="team-choice"
              label={t('team.for')}
              first={{ value: NEW_TEAM, label: t('team.newTeam') }}
              teams={ownTeams}
              value={choice}
              onChange={setChoice}
            />
          </div>
        )}
        {!chosen && (
          <NewTeamFields
            name={name}
            onName={setName}
            seatsText={seatsText}
            onSeatsText={setSeatsText}
            onSeatsDone={() => setSeatsText(String(seats))}
          />
        )}
        <p className="text-sm text-slate-700" aria-live="polite">
          {price.discountCents > 0
            ? t('team.summaryDiscounted', {
                count: size,
                list: money(price.listPriceCents),
                total: money(price.priceCents),
              })
            : t('team.summary', { count: size, total: money(price.priceCents) })}
        </p>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={busy || session.status === 'loading' || (signedIn && !chosen && name.trim() === '')}
        >
          {busy ? t('team.buying') : signedIn ? t('team.buy', { count: size }) : t('team.signIn')}
        </Button>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {refusal ? t(`team.refusals.${refusal}`) : t('team.failed', { reason: apiErrorText(error, t) })}
          </p>
        )}
      </form>
    </section>
  );
}

/** A new team's name and size, the size kept as typed while the field has focus. */
function NewTeamFields(props: {
  name: string;
  onName: (name: string) => void;
  seatsText: string;
  onSeatsText: (text: string) => void;
  onSeatsDone: () => void;
}) {
  const { t } = useTranslation('packPage');
  return (
    <div className="grid grid-cols-[1fr_7rem] gap-3">
      <div>
        <label htmlFor="team-name" className={LABEL}>
          {t('team.name')}
        </label>
        <input
          id="team-name"
          value={props.name}
          required
          maxLength={TEAM_NAME_MAX_LENGTH}
          onChange={(event) => props.onName(event.target.value)}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor="team-seats" className={LABEL}>
          {t('team.seats')}
        </label>
        <input
          id="team-seats"
          type="number"
          inputMode="numeric"
          min={TEAM_MIN_SEATS}
          max={TEAM_MAX_SEATS}
          value={props.seatsText}
          onChange={(event) => props.onSeatsText(event.target.value)}
          onBlur={props.onSeatsDone}
          className={`${FIELD} text-center`}
        />
      </div>
    </div>
  );
}
