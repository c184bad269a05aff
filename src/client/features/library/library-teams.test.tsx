import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEAM_REFUSALS } from '../../../common/teams';
import { axeViolations } from '../../test/axe';
import { apiError, json } from '../../test/fake-api';
import { libraryItemFixture } from '../../test/library';
import { renderAppWithApi } from '../../test/render';
import { signedIn } from '../../test/sessions';
import { invitationFixture, teamFixture } from '../../test/teams';

function renderLibrary(path: string, handlers = {}) {
  return renderAppWithApi(path, {
    'GET /api/auth/session': () => json(signedIn()),
    'GET /api/library': () => json({ items: [libraryItemFixture()] }),
    'GET /api/teams': () =>
      json({
        teams: [
          teamFixture(),
          teamFixture({ id: 't2', name: 'Research desk', role: 'member', ownerName: 'Rita' }),
        ],
        invitations: [invitationFixture()],
      }),
    ...handlers,
  });
}

describe('teams in the library', () => {
  it('lists the teams with their packs, and the invitations waiting', async () => {
    renderLibrary('/us/en/library');
    const section = await screen.findByRole('region', { name: 'Your teams' });
    const invitations = within(section).getByRole('list', { name: 'Invitations to join a team' });
    expect(invitations).toHaveTextContent('Rita Reed invited you to the team “Research desk”.');
    const [owned, seated] = within(within(section).getByRole('list', { name: 'Your teams' }))
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Your teams');
    expect(owned).toHaveTextContent('Kitchen crew');
    expect(owned).toHaveTextContent('2 of 5 seats taken');
    expect(within(owned!).getByRole('link', { name: 'Manage the seats of Kitchen crew' })).toHaveAttribute(
      'href',
      '/us/en/library/teams/7e000000-0000-4000-8000-000000000001',
    );
    expect(within(owned!).getByRole('link', { name: 'Knife Skills' })).toHaveAttribute(
      'href',
      '/us/en/pack/knife-skills',
    );
    expect(seated).toHaveTextContent('Your seat, given by Rita');
    expect(await axeViolations()).toEqual([]);
  });

  it('joins a team, and says in Japanese why an invitation could not be taken', async () => {
    const user = userEvent.setup();
    const { api } = renderLibrary('/jp/ja/library', {
      'POST /api/teams/invitations/:memberId/accept': () =>
        apiError(403, 'forbidden', TEAM_REFUSALS.notForYou),
    });
    const section = await screen.findByRole('region', { name: 'あなたのチーム' });
    await user.click(within(section).getByRole('button', { name: 'チームに参加' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'この招待は別のメールアドレス宛てです。',
    );
    expect(api.calls.some((call) => call.route.endsWith('/accept'))).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('is absent when the person has no team and no invitation', async () => {
    renderLibrary('/us/en/library', { 'GET /api/teams': () => json({ teams: [], invitations: [] }) });
    await screen.findByRole('list', { name: 'Your packs' });
    expect(screen.queryByRole('region', { name: 'Your teams' })).not.toBeInTheDocument();
  });
});
