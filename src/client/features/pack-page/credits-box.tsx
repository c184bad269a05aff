import { Gauge } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PackPage } from '../../../common/contracts/packs';
import type { Team } from '../../../common/contracts/teams';
import { QUERY_CREDITS_PER_BLOCK } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-error-text';
import { formatMoney } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useSignInPrompt } from '../../lib/sign-in-prompt';
import { useLanguage } from '../../lib/use-language';
import { useCheckout } from '../../lib/checkout';
import { useTeams } from '../../lib/teams';
import { creditsRefusal } from './api/credits';
import { CreditsStepper } from './credits-stepper';
import { TeamSelect } from './team-select';

/** The anchor the out-of-credits answer links to (`/pack/{slug}#credits`). */
export const CREDITS_ANCHOR = 'credits';

/**
 * Whether the page offers this viewer query credits: the pack is metered and the viewer does not read it some
 * other way (creator, admin, owner, free pack). A paused pack sells none, but a buyer still sees what is left.
 */
export function offersCredits(page: PackPage): boolean {
  if (page.pack.queryPriceCents === null || page.pack.priceCents === 0) return false;
  if (page.access !== null && page.access !== 'credits') return false;
  return page.pack.status !== 'paused' || page.credits !== null;
}

/**
 * Pay per query (issue 12): prepaid blocks of 100 queries for the viewer's AI assistant, bought straight away — or,
 * for a viewer who owns teams, for a team's shared pool (issue 52).
 */
export function CreditsBox({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  const session = useSession();
  const openSignIn = useSignInPrompt();
  const buy = useCheckout();
  const [blocks, setBlocks] = useState(1);
  const [teamId, setTeamId] = useState('');
  const teams = useTeams({ enabled: session.status === 'signedIn' && offersCredits(page) });
  // A team that holds the pack for its seats reads it without credits.
  const ownTeams = (teams.data?.teams ?? []).filter(
    (team) => team.role === 'owner' && !team.packs.some((held) => held.id === page.pack.id),
  );
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const offered = offersCredits(page);
  useEffect(() => {
    // The page arrives after the browser has looked for the anchor, so it is brought into view here.
    if (!offered || hash !== `#${CREDITS_ANCHOR}`) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [offered, hash]);
  if (!offered) return null;

  const { pack, credits } = page;
  const price = pack.queryPriceCents ?? 0;
  const money = (cents: number) => formatMoney(cents, pack.currency, language);
  const queries = blocks * QUERY_CREDITS_PER_BLOCK;
  const signedOut = session.status === 'signedOut';
  const refusal = creditsRefusal(buy.error);

  const handleBuy = () => {
    if (signedOut) {
      openSignIn();
      return;
    }
    buy.mutate({ credits: [{ packId: pack.id, blocks }], ...(teamId ? { teamId } : {}), language });
  };

  return (
    <section
      ref={ref}
      id={CREDITS_ANCHOR}
      tabIndex={-1}
      aria-labelledby="credits-heading"
      className="mt-4 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-none"
    >
      <h2 id="credits-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Gauge className="size-5 text-brand-600" aria-hidden />
        {t('credits.heading')}
      </h2>
      <p className="mt-1 font-medium text-slate-900">{t('credits.rate', { price: money(price) })}</p>
      <p className="mt-1 text-sm text-slate-600">{t('credits.explain')}</p>
      {credits &&
        (credits.remaining > 0 ? (
          <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-800">
            {t('credits.left', { count: credits.remaining })}
          </p>
        ) : (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {t('credits.usedUp')}
          </p>
        ))}
      {pack.status === 'paused' ? (
        <p className="mt-3 text-sm text-amber-800">{t('credits.paused')}</p>
      ) : (
        <div className="mt-4 space-y-3">
          {ownTeams.length > 0 && (
            <Recipient
              teams={ownTeams}
              teamId={teamId}
              onChange={(next) => {
                buy.reset();
                setTeamId(next);
              }}
            />
          )}
          <CreditsStepper
            blocks={blocks}
            disabled={buy.isPending}
            onChange={(next) => {
              buy.reset();
              setBlocks(next);
            }}
          />
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('credits.summary', { count: queries, total: money(price * blocks) })}
          </p>
          <Button
            size="lg"
            className="w-full"
            onClick={handleBuy}
            disabled={buy.isPending || session.status === 'loading'}
          >
            {buy.isPending
              ? t('credits.buying')
              : signedOut
                ? t('credits.signIn')
                : t('credits.buy', { count: queries })}
          </Button>
          {buy.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {refusal
                ? t(`credits.refusals.${refusal}`)
                : t('credits.failed', { reason: apiErrorText(buy.error, t) })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** Whom the queries are for: the viewer, or one of the teams they own (its members share them). */
function Recipient({
  teams,
  teamId,
  onChange,
}: {
  teams: Team[];
  teamId: string;
  onChange: (teamId: string) => void;
}) {
  const { t } = useTranslation('packPage');
  return (
    <div>
      <TeamSelect
        id="credits-for"
        label={t('credits.buyFor')}
        first={{ value: '', label: t('credits.forYou') }}
        teams={teams}
        value={teamId}
        onChange={onChange}
      />
      {teamId && <p className="mt-1 text-sm text-slate-600">{t('credits.teamNote')}</p>}
    </div>
  );
}
