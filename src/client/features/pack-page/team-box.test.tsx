import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_REFUSALS } from '../../../common/contracts/refusals';
import type { PackPage } from '../../../common/contracts/packs';
import { axeViolations } from '../../test/axe';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { orderFixture } from '../../test/orders';
import { packPageFixture } from '../../test/pack-page-fixture';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';
import { teamFixture } from '../../test/teams';

const SLUG = 'knife-skills';
const forTeams = (overrides: Partial<PackPage['pack']> = {}) =>
  packPageFixture({ seatPriceCents: 1500, teamDiscountPercent: 20, ...overrides });

function renderPack(page: PackPage, session = signedIn(), path = `/us/en/pack/${SLUG}`, handlers = {}) {
  const api = fakeApi({
    [`POST /api/packs/by-slug/${SLUG}/views`]: () => new Response(null, { status: 204 }),
    'GET /api/auth/session': () => json(session),
    [`GET /api/packs/by-slug/${SLUG}`]: () => json(page),
    'GET /api/teams': () => json({ teams: [], invitations: [] }),
    ...handlers,
  });
  renderApp(path);
  return api;
}

const box = async (name = 'Buy for your team') => (await screen.findAllByRole('region', { name }))[0]!;

describe('buying a pack for a team on its sales page', () => {
  it('prices the seats with the team discount and buys them for a new team through the checkout', async () => {
    const user = userEvent.setup();
    const api = renderPack(forTeams(), signedIn(), undefined, {
      'POST /api/teams': () => json({ ...teamFixture({ packs: [], seatsTaken: 0 }) }, 201),
      'POST /api/checkout': () => json({ order: orderFixture(), payUrl: '/us/en/checkout/dev/o1' }, 201),
    });
    const team = await box();
    expect(team).toHaveTextContent('$15.00 per seat');
    expect(team).toHaveTextContent('20% off for teams of 5 seats or more.');
    expect(team).toHaveTextContent('5 seats: $75.00, with the team discount $60.00');
    await user.clear(within(team).getByLabelText('Seats'));
    await user.type(within(team).getByLabelText('Seats'), '3');
    expect(team).toHaveTextContent('3 seats: $45.00');
    await user.type(within(team).getByLabelText('Team name'), 'Kitchen crew');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(team).getByRole('button', { name: 'Buy for 3 seats' }));
    expect(api.callsTo('POST /api/teams')[0]?.body).toEqual({ name: 'Kitchen crew', seats: 3 });
    expect(api.callsTo('POST /api/checkout')[0]?.body).toMatchObject({
      packIds: [packPageFixture().pack.id],
      teamId: teamFixture().id,
    });
  });

  it('offers the buyer’s own teams that do not hold the pack, at their size, and says a refusal in Japanese', async () => {
    const user = userEvent.setup();
    renderPack(forTeams(), signedIn(), `/jp/ja/pack/${SLUG}`, {
      'GET /api/teams': () => json({ teams: [teamFixture({ packs: [], seats: 8 })], invitations: [] }),
      'POST /api/checkout': () => apiError(409, 'conflict', CHECKOUT_REFUSALS.teamHolds),
    });
    const team = await box('チーム向けに購入');
    const choice = await within(team).findByLabelText('購入先');
    await user.selectOptions(choice, 'Kitchen crew（8席）');
    expect(within(team).queryByLabelText('チーム名')).not.toBeInTheDocument();
    expect(team).toHaveTextContent('8席：$120.00（約18,000円）、チーム割引後 $96.00（約14,400円）');
    await user.click(within(team).getByRole('button', { name: '8席分を購入' }));
    expect(await within(team).findByRole('alert')).toHaveTextContent(
      'このチームはすでにこのパックを保有しています。',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('asks a visitor to sign in, and is absent for a pack not sold to teams', async () => {
    renderPack(forTeams(), signedOut());
    const team = await box();
    expect(within(team).getByRole('button', { name: 'Sign in to buy for a team' })).toBeInTheDocument();
  });

  it('is absent when the creator does not sell to teams', async () => {
    renderPack(packPageFixture());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Knife Skills');
    expect(screen.queryByRole('region', { name: 'Buy for your team' })).not.toBeInTheDocument();
  });
});

describe('buying query credits for a team', () => {
  const metered = () => packPageFixture({ queryPriceCents: 500 });

  it('offers the owner’s teams as the buyer of the queries, and checks out with the team', async () => {
    const user = userEvent.setup();
    const api = renderPack(metered(), signedIn(), undefined, {
      'GET /api/teams': () => json({ teams: [teamFixture({ packs: [], seats: 8 })], invitations: [] }),
      'POST /api/checkout': () => json({ order: orderFixture(), payUrl: '/us/en/checkout/dev/o1' }, 201),
    });
    const credits = await box('Pay per query');
    const buyFor = await within(credits).findByLabelText('Buy for');
    expect(
      within(buyFor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Yourself', 'Kitchen crew (8 seats)']);
    await user.selectOptions(buyFor, teamFixture().id);
    expect(credits).toHaveTextContent('The team’s members share these queries');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(credits).getByRole('button', { name: 'Buy 100 queries' }));
    expect(api.callsTo('POST /api/checkout')[0]?.body).toEqual({
      credits: [{ packId: metered().pack.id, blocks: 1 }],
      teamId: teamFixture().id,
      language: 'en',
    });
  });

  it('names the choice in Japanese, and offers no team to a buyer who owns none', async () => {
    renderPack(metered(), signedIn(), `/jp/ja/pack/${SLUG}`, {
      'GET /api/teams': () => json({ teams: [teamFixture({ packs: [], seats: 8 })], invitations: [] }),
    });
    const credits = await box('従量課金');
    expect(await within(credits).findByRole('option', { name: 'Kitchen crew（8席）' })).toBeInTheDocument();
    expect(within(credits).getByRole('option', { name: '自分' })).toBeInTheDocument();
  });

  it('is the buyer’s own when they own no team', async () => {
    renderPack(metered());
    const credits = await box('Pay per query');
    expect(within(credits).queryByLabelText('Buy for')).not.toBeInTheDocument();
  });
});
