import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminApplicationRow } from '../../../common/contracts/creator-applications';
import { ApplicationCard } from './application-card';
import { makeApplication, renderAt } from './test-utils';
import { expectTexts } from '../../test/expectations';

function setup(path: string, application: AdminApplicationRow, approving = false) {
  const calls: string[] = [];
  renderAt(
    path,
    <ApplicationCard
      application={application}
      approving={approving}
      onApprove={(a) => calls.push(`approve ${a.id}`)}
      onReject={(a) => calls.push(`reject ${a.id}`)}
    />,
  );
  return { calls, card: screen.getByRole('article'), user: userEvent.setup() };
}

describe('ApplicationCard', () => {
  it('shows a pending application with its applicant, expertise and years, and decides it', async () => {
    const application = makeApplication({
      display_name: 'Chef Aiko',
      applicant: { email: 'aiko@example.com', full_name: 'Aiko Mori' },
      years_experience: 30,
    });
    const { card, calls, user } = setup('/us/en/admin', application);
    expect(within(card).getByRole('heading', { name: 'Chef Aiko' })).toBeInTheDocument();
    expectTexts(
      card,
      'Aiko Mori · aiko@example.com',
      'Pending',
      '30+ years of experience',
      'Submitted Mar 4, 2025',
    );
    const chips = within(within(card).getByRole('list', { name: 'Expertise' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Cooking & Nutrition', 'Education & Training']);

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(calls).toEqual([`approve ${application.id}`, `reject ${application.id}`]);
  });

  it('opens the whole application, with the portfolio as a safe link in a new tab', async () => {
    const { card, user } = setup('/us/en/admin', makeApplication());
    const toggle = within(card).getByRole('button', { name: 'Read application' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide application');
    expect(card).toHaveTextContent('Twenty years of laminated doughs.');
    expect(card).toHaveTextContent('I want to teach.');
    expect(card).toHaveTextContent('Sourdough for beginners.');
    const link = within(card).getByRole('link', { name: /example\.com\/portfolio/ });
    expect(link).toHaveAttribute('href', 'https://example.com/portfolio');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('holds both buttons while the approval is saved', () => {
    const { card } = setup('/us/en/admin', makeApplication(), true);
    expect(within(card).getByRole('button', { name: 'Approving…' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('shows a decided application with when and why, and no buttons', () => {
    const { card } = setup(
      '/us/en/admin',
      makeApplication({
        status: 'rejected',
        rejection_reason: 'Please add a portfolio.',
        reviewed_at: '2025-03-06T10:00:00.000Z',
      }),
    );
    expect(card).toHaveTextContent('Rejected');
    expect(card).toHaveTextContent('Rejected on Mar 6, 2025');
    expect(card).toHaveTextContent('Please add a portfolio.');
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('speaks Japanese under /jp/ja', () => {
    const { card } = setup(
      '/jp/ja/admin',
      makeApplication({
        expertise: ['Data Science & AI', 'Project Management'],
        years_experience: 1,
        status: 'approved',
        reviewed_at: '2025-03-06T10:00:00.000Z',
      }),
    );
    expect(card).toHaveTextContent('承認済み');
    expect(card).toHaveTextContent('経験1年');
    expect(card).toHaveTextContent('2025/03/04に申請');
    const chips = within(within(card).getByRole('list', { name: '専門分野' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['データサイエンス・AI', 'プロジェクト管理']);
    expect(within(card).getByRole('button', { name: '申請内容を読む' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '承認' })).not.toBeInTheDocument();
  });
});
