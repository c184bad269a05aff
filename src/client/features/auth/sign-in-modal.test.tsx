import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  fakeApi,
  json,
  renderWithSession,
  signedIn,
  signedOut,
  type SessionResponse,
} from './test-support';

async function openModal(path: string, session: SessionResponse, name = 'Sign In') {
  const user = userEvent.setup();
  const rendered = renderWithSession(path, session);
  await user.click(screen.getByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog'), ...rendered };
}

describe('the sign-in modal', () => {
  it('offers Google when the server has it', async () => {
    const { dialog } = await openModal('/us/en/about', signedOut({ google: true }));
    expect(within(dialog).getByRole('heading', { name: 'Welcome to Kenja' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Sign in with Google to access expert knowledge packs');
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Terms of Service and Privacy Policy');
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/us/en/terms',
    );
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/us/en/privacy',
    );
  });

  it('offers the demo people by role when the server allows it, chosen with the keyboard', async () => {
    const { user, dialog } = await openModal('/us/en', signedOut({ devSignIn: true }));
    expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: 'Continue as demo user' });
    expect(within(group).getByRole('radio', { name: 'User' })).toBeChecked();
    expect(group).toHaveTextContent('apply to become a creator');
    await user.click(within(group).getByRole('radio', { name: 'User' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Creator' })).toBeChecked();
    expect(group).toHaveTextContent('upload and publish knowledge packs');
  });

  it('shows both, Google first, when both are available', async () => {
    const { dialog } = await openModal('/us/en', signedOut({ google: true, devSignIn: true }));
    const buttons = within(dialog).getAllByRole('button', { name: /^Continue/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Continue with Google', 'Continue as demo user']);
    expect(within(dialog).getByText('or')).toBeInTheDocument();
  });

  it('says so when there is no way to sign in', async () => {
    const { dialog } = await openModal('/us/en', signedOut());
    expect(dialog).toHaveTextContent('Sign-in is not available on this server right now.');
    expect(within(dialog).queryByRole('button', { name: /^Continue/ })).not.toBeInTheDocument();
  });

  it('is in Japanese on Japanese pages', async () => {
    const { dialog } = await openModal('/jp/ja/about', signedOut({ devSignIn: true }), 'ログイン');
    expect(within(dialog).getByRole('heading', { name: 'Kenjaへようこそ' })).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: 'デモユーザーとして続ける' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['ユーザー', 'クリエイター', '管理者']);
  });

  it('asks Google to come back to this page, busy meanwhile', async () => {
    let answer: (res: Response) => void = () => undefined;
    const api = fakeApi({ 'POST /api/auth/google/start': () => new Promise<Response>((r) => (answer = r)) });
    const { user, dialog } = await openModal('/us/en/mcp?tab=2', signedOut({ google: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(within(dialog).getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(api.callsTo('POST /api/auth/google/start')[0]?.body).toEqual({ returnTo: '/us/en/mcp?tab=2' });
    answer(apiError(503, 'unavailable', 'The sign-in provider could not be reached'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Google could not be reached. Please try again in a moment.');
    expect(alert).toHaveTextContent('The sign-in provider could not be reached'); // the server's words, in English
    // The error ends the busy state: another try is possible.
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('shows a network failure inside the modal when the server cannot be reached', async () => {
    // No fake API: in jsdom a request to a relative URL fails like a network error.
    const { user, dialog } = await openModal('/us/en', signedOut({ google: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not reach Kenja.');
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('signs in as the demo person of the chosen role, closes, and stays on the page', async () => {
    const session = signedIn({
      email: 'demo-creator@kenja.local',
      full_name: 'Demo Creator',
      user_role: 'creator',
    });
    const api = fakeApi({
      'POST /api/auth/dev-sign-in': () => json({ user: session.session?.user }),
      'GET /api/auth/session': () => json(session),
    });
    const { user, dialog, router } = await openModal('/us/en/about', signedOut({ devSignIn: true }));
    await user.click(within(dialog).getByRole('radio', { name: 'Creator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue as demo user' }));
    expect(await screen.findByRole('button', { name: 'Account menu for Demo Creator' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/auth/dev-sign-in')[0]?.body).toEqual({
      email: 'demo-creator@kenja.local',
      name: 'Demo Creator',
      role: 'creator',
    });
    expect(router.state.location.pathname).toBe('/us/en/about');
  });

  it('keeps the modal open with the server’s reason when the demo sign-in is refused', async () => {
    fakeApi({ 'POST /api/auth/dev-sign-in': () => apiError(404, 'not_found', 'No such endpoint') });
    const { user, dialog } = await openModal('/us/en', signedOut({ devSignIn: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue as demo user' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in is not available on this server right now.');
    expect(alert).toHaveTextContent('No such endpoint');
    expect(within(dialog).getByRole('button', { name: 'Continue as demo user' })).toBeEnabled();
  });

  it('says in Japanese that Google sign-in is not available, without the server’s English', async () => {
    fakeApi({
      'POST /api/auth/google/start': () =>
        apiError(404, 'not_found', 'Google sign-in is not configured on this server'),
    });
    const { user, dialog } = await openModal('/jp/ja', signedOut({ google: true }), 'ログイン');
    await user.click(within(dialog).getByRole('button', { name: 'Googleで続ける' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('このサーバーではGoogleでのログインを利用できません。');
    expect(alert).not.toHaveTextContent('not configured');
  });
});
