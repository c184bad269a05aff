import { SYSTEM_PROMPTS_KEY } from './api/system-prompts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER_CONFLICTS, type SessionResponse, type UserProfile } from '../../../common/contracts/auth';
import type { Role } from '../../../common/roles';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { apiError, fakeApi } from '../../test/fake-api';
import { AdminPage } from './admin-page';
import { ADMIN_APPLICATIONS_KEY } from './api/get-applications';
import { TEST_PACKS_KEY } from './api/get-test-packs';
import { ADMIN_USERS_KEY } from './api/get-users';
import { makeApplication, makeUser, renderAt, seededQueryClient } from './test-utils';
import { expectLink } from '../../test/expectations';

const providers = { google: false, devSignIn: true };

function sessionAs(role: Role | null): SessionResponse {
  if (!role) return { session: null, providers };
  const user: UserProfile = makeUser({ user_role: role, full_name: `A ${role}` });
  return { session: { user, expiresAt: '2099-01-01T00:00:00.000Z', csrfToken: 'token' }, providers };
}

/** The page with the session (and the console's lists) already known, as after the first answers. */
function renderPage(path: string, role: Role | null, data: [readonly unknown[], unknown][] = []) {
  const session = sessionAs(role);
  const queryClient = seededQueryClient([[SESSION_QUERY_KEY, session], ...data]);
  return { ...renderAt(path, <AdminPage />, queryClient), me: session.session?.user };
}

describe('AdminPage', () => {
  it('asks a signed-out visitor to sign in with the header button, in Japanese', () => {
    renderPage('/jp/ja/admin', null);
    expect(screen.getByRole('heading', { level: 1, name: 'ログインが必要です' })).toBeInTheDocument();
    expect(screen.getByText(/ヘッダーにあるボタンからログインしてください/)).toBeInTheDocument();
    expectLink('マーケットプレイスに戻る', '/jp/ja');
    expect(document.title).toBe('ログインが必要です · Kenja');
  });

  it('tells a signed-in non-admin they need admin rights, with a link home', () => {
    renderPage('/jp/ja/admin', 'creator');
    expect(screen.getByRole('heading', { level: 1, name: 'アクセス権がありません' })).toBeInTheDocument();
    expect(screen.getByText(/管理者権限が必要です/)).toBeInTheDocument();
    expectLink('マーケットプレイスに戻る', '/jp/ja');
  });

  it('says the same in English on plain paths', () => {
    renderPage('/admin', 'user');
    expect(screen.getByRole('heading', { level: 1, name: 'No access' })).toBeInTheDocument();
    expectLink('Back to the marketplace', '/');
  });

  it('opens the console for an admin on Applications, with the pending count on its tab', () => {
    renderPage('/us/en/admin', 'admin', [
      [
        ADMIN_APPLICATIONS_KEY,
        {
          applications: [
            makeApplication({ display_name: 'Chef Aiko' }),
            makeApplication({ status: 'approved', reviewed_at: '2025-03-05T00:00:00.000Z' }),
          ],
        },
      ],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin console' })).toBeInTheDocument();
    expect(document.title).toBe('Admin console · Kenja');
    const tab = screen.getByRole('tab', { name: 'Applications (1 pending)' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: /Applications/ });
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'All 2', pressed: true })).toBeInTheDocument();
  });

  it('filters applications into pending and decided', async () => {
    const user = userEvent.setup();
    renderPage('/us/en/admin', 'admin', [
      [
        ADMIN_APPLICATIONS_KEY,
        {
          applications: [
            makeApplication({ display_name: 'Waiting One' }),
            makeApplication({ display_name: 'Done One', status: 'rejected', rejection_reason: 'No.' }),
          ],
        },
      ],
    ]);
    await user.click(screen.getByRole('button', { name: 'Pending 1' }));
    expect(screen.getByRole('article')).toHaveTextContent('Waiting One');
    await user.click(screen.getByRole('button', { name: 'Decided 1' }));
    expect(screen.getByRole('article')).toHaveTextContent('Done One');
  });

  it('says when there are no applications yet', () => {
    renderPage('/jp/ja/admin', 'admin', [[ADMIN_APPLICATIONS_KEY, { applications: [] }]]);
    expect(screen.getByRole('heading', { level: 1, name: '管理コンソール' })).toBeInTheDocument();
    expect(screen.getByText('申請はまだありません')).toBeInTheDocument();
  });

  it('keeps the selected tab in the URL, and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    const admin = makeUser({ full_name: 'Only Admin', user_role: 'admin' });
    const { router } = renderPage('/us/en/admin?tab=users', 'admin', [
      [ADMIN_APPLICATIONS_KEY, { applications: [] }],
      [[...ADMIN_USERS_KEY, '', 0], { users: [admin], total: 1 }],
      [TEST_PACKS_KEY, { packs: [] }],
      [
        SYSTEM_PROMPTS_KEY,
        { en: 'English.', ja: '日本語。', defaults: { en: 'English.', ja: '日本語。' }, updated_at: null },
      ],
    ]);
    const usersTab = screen.getByRole('tab', { name: 'Users' });
    expect(usersTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toHaveTextContent('1 user');
    expect(screen.getByRole('table')).toHaveTextContent('Only Admin');

    usersTab.focus();
    await user.keyboard('{ArrowLeft}');
    const applicationsTab = screen.getByRole('tab', { name: 'Applications' });
    expect(applicationsTab).toHaveFocus();
    expect(applicationsTab).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=applications');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'System Prompt' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=system-prompt');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Applications' })).toHaveFocus();
  });

  it('explains, in Japanese, why disabling another admin was refused when it would leave no active admin', async () => {
    const user = userEvent.setup();
    const other = makeUser({ full_name: 'Other Admin', user_role: 'admin' });
    fakeApi({
      [`PATCH /api/admin/users/${other.id}`]: () => apiError(409, 'conflict', ADMIN_USER_CONFLICTS.lastAdmin),
    });
    renderPage('/jp/ja/admin?tab=users', 'admin', [
      [ADMIN_APPLICATIONS_KEY, { applications: [] }],
      [[...ADMIN_USERS_KEY, '', 0], { users: [other], total: 1 }],
    ]);
    await user.click(screen.getAllByRole('button', { name: 'Other Adminを無効にする' })[0] as HTMLElement);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '無効にする' }));
    expect(await screen.findByText(/有効な管理者が少なくとも1人必要です/)).toBeInTheDocument();
    expect(screen.queryByText(/自分自身の管理者権限/)).toBeNull();
  });
});
