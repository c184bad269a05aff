import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../../common/contracts/auth';
import type { Role } from '../../../common/roles';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { fakeApi, json } from '../../test/fake-api';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';
import { expectLink, expectOnlyHeading } from '../../test/expectations';

const BECOME = 'Become a Creator';
const START = 'Start Creating (Sign In Required)';

async function openAs(path: string, session: SessionResponse) {
  const rendered = renderApp(path);
  act(() => rendered.queryClient.setQueryData(SESSION_QUERY_KEY, session));
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('Creator Studio page', () => {
  it('pitches the third age of publishing in English', async () => {
    renderApp('/creator-studio');
    await expectOnlyHeading('The Third Age of Publishing');
    for (const age of ['Print', 'Digital', 'Retrieval-augmented generation (RAG)']) {
      expect(screen.getByRole('heading', { level: 3, name: age })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Hybrid search' })).toBeInTheDocument();
    expect(screen.getByText('$11 billion')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Creator Studio · Kenja'));
  });

  it.each(['/jp/ja/creator-studio', '/creator-studio-jp', '/ja/creator-studio'])(
    'is in Japanese at %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: '出版の第三の時代' })).toBeInTheDocument();
    },
  );
});

describe('the way to start creating', () => {
  it('takes a signed-in user to the application, never saying "(Sign In Required)"', async () => {
    await openAs('/creator-studio', signedIn({ user_role: 'user' }));
    const links = await screen.findAllByRole('link', { name: BECOME });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/creator/signup', '/creator/signup']);
    expect(screen.queryByText(/Sign In Required/)).not.toBeInTheDocument();
    expect(screen.queryByText(/sign in first/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it.each<Role>(['creator', 'admin'])(
    'takes a signed-in %s to the upload page and the dashboard',
    async (role) => {
      await openAs('/creator-studio', signedIn({ user_role: role }));
      const start = await screen.findAllByRole('link', { name: 'Start Creating' });
      expect(start.map((link) => link.getAttribute('href'))).toEqual(['/creator/upload', '/creator/upload']);
      expectLink('Go to Dashboard', '/creator/dashboard');
      expect(screen.queryByRole('link', { name: BECOME })).not.toBeInTheDocument();
      expect(screen.queryByText(/Sign In Required/)).not.toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('does the same in Japanese, keeping the page’s language prefix', async () => {
    await openAs('/jp/ja/creator-studio', signedIn({ user_role: 'user' }));
    const become = await screen.findAllByRole('link', { name: 'クリエイターになる' });
    expect(become.map((link) => link.getAttribute('href'))).toEqual([
      '/jp/ja/creator/signup',
      '/jp/ja/creator/signup',
    ]);
    expect(screen.queryByText(/ログインが必要/)).not.toBeInTheDocument();
    cleanup();
    await openAs('/jp/ja/creator-studio', signedIn({ user_role: 'creator' }));
    const start = await screen.findAllByRole('link', { name: '作成をはじめる' });
    expect(start.map((link) => link.getAttribute('href'))).toEqual([
      '/jp/ja/creator/upload',
      '/jp/ja/creator/upload',
    ]);
    expectLink('ダッシュボードへ', '/jp/ja/creator/dashboard');
    expect(screen.queryByText(/ログインが必要/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('tells a visitor that signing in comes first, in both languages', async () => {
    await openAs('/us/en/creator-studio', signedOut());
    expect(await screen.findByRole('button', { name: START })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BECOME })).toBeInTheDocument();
    cleanup();
    await openAs('/jp/ja/creator-studio', signedOut());
    expect(
      await screen.findByRole('button', { name: '作成をはじめる（ログインが必要です）' }),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in, then goes on to the application', async () => {
    const user = userEvent.setup();
    const person = signedIn({ user_role: 'user' }, { devSignIn: true });
    let session: SessionResponse = signedOut({ devSignIn: true });
    const api = fakeApi({
      'GET /api/auth/session': () => json(session),
      'POST /api/auth/dev-sign-in': () => {
        session = person;
        return json({ user: person.session?.user });
      },
    });
    const { router } = renderApp('/creator-studio');
    await user.click(await screen.findByRole('button', { name: START }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Kenja' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue as demo user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/signup'));
    expect(api.callsTo('POST /api/auth/dev-sign-in')).toHaveLength(1);
  });

  it('sends a demo creator to the upload page instead', async () => {
    const user = userEvent.setup();
    const person = signedIn({ user_role: 'creator' }, { devSignIn: true });
    let session: SessionResponse = signedOut({ devSignIn: true });
    fakeApi({
      'GET /api/auth/session': () => json(session),
      'POST /api/auth/dev-sign-in': () => {
        session = person;
        return json({ user: person.session?.user });
      },
    });
    const { router } = renderApp('/jp/ja/creator-studio');
    await user.click(await screen.findByRole('button', { name: 'クリエイターになる' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'クリエイター' }));
    await user.click(within(dialog).getByRole('button', { name: 'デモユーザーとして続ける' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jp/ja/creator/upload'));
  });

  it('asks Google to come back to the application, in the page’s language', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/auth/session': () => json(signedOut({ google: true })),
      // Answering with an error keeps the test in this page instead of leaving for Google.
      'POST /api/auth/google/start': () => json({ error: { code: 'unavailable', message: 'down' } }, 503),
    });
    renderApp('/jp/ja/creator-studio');
    await user.click(await screen.findByRole('button', { name: 'クリエイターになる' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Googleで続ける' }),
    );
    await waitFor(() => expect(api.callsTo('POST /api/auth/google/start')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/google/start')[0]?.body).toEqual({
      returnTo: '/jp/ja/creator/signup',
    });
  });
});
