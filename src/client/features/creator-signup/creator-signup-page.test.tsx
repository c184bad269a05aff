import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionResponse, UserProfile } from '../../../common/contracts/auth';
import type { CreatorApplication } from '../../../common/contracts/creator-applications';
import type { Role } from '../../../common/roles';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { renderApp } from '../../test/render';
import { MY_APPLICATION_QUERY_KEY } from './api/get-my-application';

/*
 * No API server answers inside jsdom, so these tests put the server's answers in the query cache, as if the
 * session and `/mine` requests had returned them, and check which screen the page then shows.
 */
const providers: SessionResponse['providers'] = { google: false, devSignIn: true };

function sessionFor(role: Role | null): SessionResponse {
  if (!role) return { session: null, providers };
  const user: UserProfile = {
    id: 'user-1',
    email: 'hanako@example.test',
    full_name: 'Hanako',
    avatar_url: null,
    user_role: role,
    is_creator_verified: role !== 'user',
  };
  return { session: { user, expiresAt: '2099-01-01T00:00:00.000Z', csrfToken: 'token' }, providers };
}

function application(overrides: Partial<CreatorApplication>): CreatorApplication {
  return {
    id: 'app-1',
    user_id: 'user-1',
    display_name: 'Hanako Yamada',
    title: 'Data scientist',
    bio: 'Ten years of ML.',
    expertise: ['Data Science & AI'],
    years_experience: 10,
    portfolio: null,
    motivation: 'To share.',
    knowledge_pack_ideas: 'MLOps.',
    status: 'pending',
    rejection_reason: null,
    created_at: '2026-03-14T12:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}

function openPage(path: string, role: Role | null, mine?: CreatorApplication | null) {
  const { queryClient } = renderApp(path);
  act(() => {
    queryClient.setQueryData(SESSION_QUERY_KEY, sessionFor(role));
    if (mine !== undefined) queryClient.setQueryData(MY_APPLICATION_QUERY_KEY, { application: mine });
  });
}

describe('creator application page', () => {
  it('sends signed-out visitors to sign in first, in Japanese under /jp/ja', async () => {
    openPage('/jp/ja/creator/signup', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ナレッジパックの作成を始めましょう' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('クリエイター登録 · Kenja'));
  });

  it.each<Role>(['creator', 'admin'])('tells a signed-in %s they are already a creator', async (role) => {
    openPage('/creator/signup', role);
    expect(await screen.findByRole('heading', { level: 1, name: 'Already a Creator!' })).toBeInTheDocument();
  });

  it('opens the application for a user who has not applied', async () => {
    openPage('/us/en/creator/signup', 'user', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Become a Kenja creator' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toBeInTheDocument();
    // The display name starts as the account's name; the person may change it.
    expect(screen.getByRole('textbox', { name: /Display name/ })).toHaveValue('Hanako');
  });

  it('shows an application under review instead of the form', async () => {
    openPage('/jp/ja/creator/signup', 'user', application({ status: 'pending' }));
    expect(await screen.findByRole('heading', { level: 1, name: '申請を審査中です' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '次へ' })).not.toBeInTheDocument();
  });

  it('starts a new application from the rejected one', async () => {
    const user = userEvent.setup();
    openPage(
      '/us/en/creator/signup',
      'user',
      application({ status: 'rejected', rejection_reason: 'Too little detail.' }),
    );
    expect(await screen.findByText('Too little detail.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply Again' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toHaveFocus();
    expect(screen.getByLabelText('Display name')).toHaveValue('Hanako Yamada');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
