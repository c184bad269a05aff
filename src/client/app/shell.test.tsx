import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../common/contracts/auth';
import { SESSION_QUERY_KEY } from '../lib/session';
import { axeViolations } from '../test/axe';
import { renderApp } from '../test/render';
import { signedIn } from '../test/sessions';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';
import { expectLink } from '../test/expectations';

describe('the shell', () => {
  it('offers the same page in the other language, keeping the path', async () => {
    const user = userEvent.setup();
    renderApp('/creator/offers');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    expectLink('日本語', '/jp/ja/creator/offers');
    expectLink('English', '/us/en/creator/offers');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: '日本語' })).not.toBeInTheDocument();
  });

  it('answers unknown paths with a translated 404 page', async () => {
    renderApp('/jp/ja/nowhere');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
    expectLink('マーケットプレイスに戻る', '/jp/ja');
  });

  it.each([
    ['/JA/About', '/ja/about', 'Kenjaとは？'],
    ['/Jp/JA/About', '/jp/ja/about', 'Kenjaとは？'],
    ['/US/En/ABOUT', '/us/en/about', 'What is Kenja?'],
  ])('reads the language of %s as its lower-case form %s', async (path, canonical, heading) => {
    const { router } = renderApp(`${path}?from=mail#top`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: canonical, search: '?from=mail', hash: '#top' });
    expect(document.documentElement.lang).toBe(canonical.includes('ja') ? 'ja' : 'en');
  });

  it('opens the sign-in modal and shows its error inside it', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    // No API server in jsdom: the session cannot be fetched, so the shell offers Sign In and the modal says why
    // it cannot offer a way to sign in.
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Kenja' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('We could not reach Kenja.');
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the avatar menu once the session says who is signed in', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderApp('/jp/ja/about');
    act(() =>
      queryClient.setQueryData(SESSION_QUERY_KEY, {
        session: {
          user: {
            id: 'u1',
            email: 'admin@example.test',
            full_name: 'Aiko Tanaka',
            avatar_url: null,
            user_role: 'admin',
            is_creator_verified: true,
          },
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          csrfToken: 'token',
        },
        providers: { google: true, devSignIn: false },
      } satisfies SessionResponse),
    );
    await user.click(await screen.findByRole('button', { name: 'Aiko Tanakaのアカウントメニュー' }));
    expectLink('管理パネル', '/jp/ja/admin');
  });

  it.each([
    [
      'creator',
      '/us/en/about',
      'Open menu',
      'Creator',
      [
        'Dashboard',
        'Upload Files',
        'Discount codes and bundles',
        'Creator profile',
        'Connect an AI assistant',
      ],
    ],
    [
      'creator',
      '/jp/ja/about',
      'メニューを開く',
      'クリエイター',
      [
        'ダッシュボード',
        'ファイルのアップロード',
        '割引コードとバンドル',
        'クリエイタープロフィール',
        'AIアシスタントに接続',
      ],
    ],
    ['user', '/us/en/about', 'Open menu', 'Creator', []],
  ] as const)(
    'gives a %s on %s the creator entries in the mobile menu, or none',
    async (role, path, open, group, names) => {
      const user = userEvent.setup();
      const { queryClient } = renderApp(path);
      act(() => queryClient.setQueryData(SESSION_QUERY_KEY, signedIn({ user_role: role })));
      await user.click(await screen.findByRole('button', { name: open }));
      const menu = document.getElementById('mobile-nav');
      if (!menu) throw new Error('no mobile menu');
      const links = within(menu).queryByRole('group', { name: group });
      if (names.length === 0) {
        expect(links).toBeNull();
        return;
      }
      if (!links) throw new Error('no creator group');
      const prefix = path.slice(0, 6);
      expect(
        within(links)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(
        names.map((name, i) => [
          name,
          `${prefix}${['/creator/dashboard', '/creator/upload', '/creator/offers', '/creator/profile', '/connect'][i]}`,
        ]),
      );
      // The menu alone: jsdom applies no CSS, so the desktop nav (hidden on phones) would count as a second "Main".
      expect(await axeViolations(menu)).toEqual([]);
    },
  );
});

describe('the error screen', () => {
  it('replaces a failing page inside the shell, and Try Again renders it again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React and the screen log the failure
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <h1>Recovered page</h1>;
    }
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { errorElement: <RouteErrorScreen />, children: [{ path: '/about', element: <Flaky /> }] },
          ],
        },
      ],
      { initialEntries: ['/about'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument(); // the shell is still there
    broken = false; // whatever failed has gone away
    await act(() => user.click(screen.getByRole('button', { name: 'Try Again' })));
    expect(await screen.findByRole('heading', { name: 'Recovered page' })).toBeInTheDocument();
  });
});
