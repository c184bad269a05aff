import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEAM_REFUSALS } from '../../../common/teams';
import { axeViolations } from '../../test/axe';
import { apiError, json } from '../../test/fake-api';
import { renderAppWithApi } from '../../test/render';
import { signedIn } from '../../test/sessions';
import { memberFixture, TEAM_ID, teamDetailFixture } from '../../test/teams';

const path = (language: 'en' | 'ja') => `/${language === 'en' ? 'us/en' : 'jp/ja'}/library/teams/${TEAM_ID}`;

function renderTeam(language: 'en' | 'ja', handlers = {}) {
  return renderAppWithApi(path(language), {
    'GET /api/auth/session': () => json(signedIn()),
    'GET /api/teams/:id': () => json(teamDetailFixture()),
    ...handlers,
  });
}

describe('a team’s page', () => {
  it('shows the owner every seat with its holder’s use, and gives a seat to an address', async () => {
    const user = userEvent.setup();
    const { api } = renderTeam('en', {
      'POST /api/teams/:id/members': () =>
        json(teamDetailFixture({ seatsTaken: 3, members: [...teamDetailFixture().members] }), 201),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen crew' })).toBeInTheDocument();
    expect(screen.getByText('2 of 5 seats taken')).toBeInTheDocument();
    const seats = screen.getByRole('list', { name: 'Seats' });
    const [ana, ben] = within(seats).getAllByRole('listitem');
    expect(ana).toHaveTextContent('Ana Alves (ana@example.com)');
    expect(ana).toHaveTextContent('12 questions in the last 30 days · last on March 4, 2026');
    expect(ben).toHaveTextContent('ben@example.com');
    expect(ben).toHaveTextContent('Invited on March 1, 2026');
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByLabelText('E-mail address'), 'cai@example.com');
    await user.click(screen.getByRole('button', { name: 'Give a seat' }));
    expect(api.callsTo(`POST /api/teams/${TEAM_ID}/members`)[0]?.body).toEqual({
      email: 'cai@example.com',
      language: 'en',
    });
  });

  it('says why a seat could not be given, in Japanese', async () => {
    const user = userEvent.setup();
    renderTeam('ja', {
      'POST /api/teams/:id/members': () => apiError(409, 'conflict', TEAM_REFUSALS.full),
    });
    await user.type(await screen.findByLabelText('メールアドレス'), 'cai@example.com');
    await user.click(screen.getByRole('button', { name: '席を割り当てる' }));
    expect(
      await screen.findByText('このチームの席はすべて埋まっています。先に席を空けてください。'),
    ).toBeInTheDocument();
    expect(screen.getByText('5席中2席使用')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks before freeing a seat, then frees it', async () => {
    const user = userEvent.setup();
    const { api } = renderTeam('en', {
      'DELETE /api/teams/:id/members/:memberId': () => new Response(null, { status: 204 }),
    });
    const seats = await screen.findByRole('list', { name: 'Seats' });
    const [ana] = within(seats).getAllByRole('listitem');
    await user.click(within(ana!).getByRole('button', { name: 'Free seat' }));
    expect(within(ana!).getByText(/ana@example.com loses this team’s packs at once/)).toBeInTheDocument();
    await user.click(within(ana!).getByRole('button', { name: 'Free the seat' }));
    expect(api.calls.some((call) => call.route.startsWith('DELETE /api/teams/'))).toBe(true);
  });

  it('shows a member their own seat and lets them leave', async () => {
    renderTeam('en', {
      'GET /api/teams/:id': () =>
        json(teamDetailFixture({ role: 'member', members: [teamDetailFixture().members[0]!] })),
    });
    expect(await screen.findByText('You hold a seat of this team, given by Oren Owner.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the team' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Seats' })).not.toBeInTheDocument();
  });

  it('says when the team cannot be found', async () => {
    renderTeam('en', { 'GET /api/teams/:id': () => apiError(404, 'not_found', 'No such team') });
    expect(await screen.findByRole('alert')).toHaveTextContent('This team could not be loaded');
  });
});

describe('a team’s query credits', () => {
  const pooled = () =>
    teamDetailFixture({
      pools: [
        { id: 'p2', slug: 'sauces', title: 'Sauces', coverImage: '/c.svg', remaining: 180, purchased: 200 },
      ],
      members: [
        memberFixture({ creditsUsedThisMonth: 15, monthlyQueryLimit: 50 }),
        memberFixture({ id: '7e000000-0000-4000-8000-0000000000d4', email: 'dan@example.com', name: null }),
      ],
    });

  it('shows the owner each pool and each seat’s use this month, and sets a seat’s monthly limit', async () => {
    const user = userEvent.setup();
    const { api } = renderTeam('en', {
      'GET /api/teams/:id': () => json(pooled()),
      'PUT /api/teams/:id/members/:memberId/limit': () => json(pooled()),
    });
    const pools = await screen.findByRole('region', { name: 'Query credits of this team' });
    expect(pools).toHaveTextContent('Sauces');
    expect(pools).toHaveTextContent('180 of 200 queries left');
    const [ana, dan] = within(screen.getByRole('list', { name: 'Seats' })).getAllByRole('listitem');
    expect(ana).toHaveTextContent('15 of 50 queries of the team’s credits this month');
    expect(dan).toHaveTextContent('0 queries of the team’s credits this month');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dan!).getByRole('button', { name: 'Monthly limit' }));
    const field = within(dan!).getByLabelText(
      'Queries of the team’s credits dan@example.com may use a month',
    );
    await user.type(field, '40');
    await user.click(within(dan!).getByRole('button', { name: 'Save limit' }));
    expect(
      api.callsTo(`PUT /api/teams/${TEAM_ID}/members/7e000000-0000-4000-8000-0000000000d4/limit`)[0]?.body,
    ).toEqual({
      monthlyQueryLimit: 40,
    });
  });

  it('clears a limit with an empty field, in Japanese', async () => {
    const user = userEvent.setup();
    const { api } = renderTeam('ja', {
      'GET /api/teams/:id': () => json(pooled()),
      'PUT /api/teams/:id/members/:memberId/limit': () => json(pooled()),
    });
    expect(await screen.findByText('200 クエリ中 残り 180 クエリ')).toBeInTheDocument();
    const [ana] = within(screen.getByRole('list', { name: '席' })).getAllByRole('listitem');
    expect(ana).toHaveTextContent('今月チームのクレジットを 50 クエリ中 15 クエリ使用');
    await user.click(within(ana!).getByRole('button', { name: '月間上限' }));
    await user.clear(within(ana!).getByRole('spinbutton'));
    await user.click(within(ana!).getByRole('button', { name: '上限を保存' }));
    expect(api.calls.find((call) => call.route.startsWith('PUT /api/teams/'))?.body).toEqual({
      monthlyQueryLimit: null,
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a member the pool and their own use', async () => {
    renderTeam('en', {
      'GET /api/teams/:id': () => json({ ...pooled(), role: 'member', members: [pooled().members[0]!] }),
    });
    expect(await screen.findByText(/after any credits of your own/)).toBeInTheDocument();
    expect(screen.getByText('15 of 50 queries of the team’s credits this month')).toBeInTheDocument();
  });
});
