import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { apiError, fakeApi, json, renderWithSession, signedIn, signedOut } from './test-support';
import { expectLink } from '../../test/expectations';

/** The callback page at `path`, for someone signed out whose sign-in the server refuses for `reason`, says `text`. */
async function expectRefusalSays(path: string, reason: string, text: string) {
  fakeApi({ 'POST /api/auth/callback': () => apiError(401, 'unauthenticated', reason) });
  renderWithSession(path, signedOut({ google: true }));
  expect(await screen.findByText(text)).toBeInTheDocument();
}

describe('the auth callback page', () => {
  it('hands the provider’s answer to the server once, welcomes, and goes back where sign-in started', async () => {
    const session = signedIn({ full_name: 'Kenji Watanabe' });
    const api = fakeApi({
      'GET /api/auth/session': () => json(signedOut({ google: true })),
      'POST /api/auth/callback': () => json({ user: session.session?.user, returnTo: '/us/en/mcp?tab=2' }),
    });
    const { router } = renderWithSession('/auth/callback?code=abc&state=xyz'); // StrictMode: effects run twice
    expect(screen.getByRole('heading', { name: 'Completing sign in...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to Kenja!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Signing in · Kenja'));
    expect(api.callsTo('POST /api/auth/callback').map((call) => call.body)).toEqual([
      { params: { code: 'abc', state: 'xyz' } },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/us/en/mcp'));
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('shows "No session found" when the browser did not start this sign-in', async () => {
    fakeApi({
      'GET /api/auth/session': () => json(signedOut({ google: true })),
      'POST /api/auth/callback': () => apiError(401, 'unauthenticated', 'No session found'),
    });
    renderWithSession('/us/en/auth/callback?code=abc&state=xyz');
    expect(await screen.findByRole('heading', { name: 'Sign in failed' })).toBeInTheDocument();
    expect(screen.getByText('No session found')).toBeInTheDocument();
    expectLink('Return to homepage', '/us/en');
    await waitFor(() => expect(document.title).toBe('Sign in failed · Kenja'));
  });

  it('shows the provider’s own reason on English pages', async () => {
    await expectRefusalSays(
      '/us/en/auth/callback?error=access_denied',
      'access_denied (The user said no)',
      'Google did not confirm this sign-in. Please try again. (access_denied (The user said no))',
    );
  });

  it('keeps the reason on Japanese pages, in Japanese', async () => {
    await expectRefusalSays(
      '/jp/ja/auth/callback?error=access_denied',
      'access_denied (The user said no)',
      'Googleでのログインを確認できませんでした。もう一度お試しください。（理由：Googleでログインがキャンセルされました）',
    );
    expect(screen.queryByText(/access_denied/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps a reason Kenja has no translation for as the provider gave it', async () => {
    await expectRefusalSays(
      '/jp/ja/auth/callback?error=x',
      'Konto gesperrt',
      'Googleでのログインを確認できませんでした。もう一度お試しください。（理由：Konto gesperrt）',
    );
  });

  it.each([
    [
      '/us/en/auth/callback?code=abc&state=xyz',
      'the sign-in is already finished (a reload)',
      'No session found',
    ],
    ['/us/en/auth/callback?code=abc&state=xyz', 'Google is not set up here', 'not_found'],
  ])(
    'sends someone already signed in on to where they were going when %s: %s',
    async (path, _why, refusal) => {
      window.sessionStorage.setItem('kenja.signIn.returnTo', '/us/en/creator/dashboard?period=week');
      const api = fakeApi({
        'POST /api/auth/callback': () =>
          refusal === 'not_found'
            ? apiError(404, 'not_found', 'Google sign-in is not configured on this server')
            : apiError(401, 'unauthenticated', 'No session found'),
      });
      const { router } = renderWithSession(path, signedIn());
      await waitFor(() => expect(router.state.location.pathname).toBe('/us/en/creator/dashboard'));
      expect(router.state.location.search).toBe('?period=week');
      expect(api.callsTo('POST /api/auth/callback')).toHaveLength(1);
      expect(screen.queryByText('Sign in failed')).not.toBeInTheDocument();
    },
  );

  it('sends someone already signed in home, in the page’s language, when the page is opened without Google’s answer', async () => {
    window.sessionStorage.clear();
    const api = fakeApi({});
    const { router } = renderWithSession('/jp/ja/auth/callback', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/jp/ja'));
    expect(api.callsTo('POST /api/auth/callback')).toHaveLength(0);
    expect(screen.queryByText('ログインに失敗しました')).not.toBeInTheDocument();
  });

  it('still tells someone signed in that Google refused a new sign-in', async () => {
    fakeApi({
      'POST /api/auth/callback': () => apiError(401, 'unauthenticated', 'access_denied'),
    });
    renderWithSession('/us/en/auth/callback?error=access_denied', signedIn());
    expect(await screen.findByRole('heading', { name: 'Sign in failed' })).toBeInTheDocument();
  });

  it('says "An unexpected error occurred" when the server cannot be reached, in Japanese on Japanese pages', async () => {
    // No fake API: in jsdom every request fails like a network error.
    renderWithSession('/jp/ja/auth/callback?code=abc&state=xyz');
    expect(screen.getByRole('heading', { name: 'ログインを完了しています...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ログインに失敗しました' })).toBeInTheDocument();
    expect(screen.getByText('予期しないエラーが発生しました')).toBeInTheDocument();
    expectLink('ホームページに戻る', '/jp/ja');
  });

  it('says "An unexpected error occurred" in English too', async () => {
    renderWithSession('/auth/callback?code=abc&state=xyz');
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expectLink('Return to homepage', '/');
  });

  it('continues in Japanese for a visitor who was using Japanese (Google returns to the plain path)', async () => {
    window.localStorage.setItem('kenja.language', 'ja');
    const { router } = renderWithSession('/auth/callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jp/ja/auth/callback'));
    expect(router.state.location.search).toBe('?code=abc&state=xyz');
    expect(await screen.findByRole('heading', { name: 'ログインに失敗しました' })).toBeInTheDocument();
  });
});
