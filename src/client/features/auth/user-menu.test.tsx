import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { fakeApi, json, renderWithSession, signedIn, signedOut } from './test-support';
import { initialsOf } from './user-avatar';
import { expectLink } from '../../test/expectations';

async function openMenu(path: string, session: ReturnType<typeof signedIn>, name: RegExp) {
  const user = userEvent.setup();
  const rendered = renderWithSession(path, session);
  const button = screen.getByRole('button', { name });
  await user.click(button);
  return { user, button, ...rendered };
}

describe('the avatar menu', () => {
  it('shows an admin who they are, their role and the Admin Panel', async () => {
    const session = signedIn({ full_name: 'Aiko Tanaka', email: 'aiko@example.test', user_role: 'admin' });
    const { button } = await openMenu('/us/en/about', session, /Account menu for Aiko Tanaka/);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('AT');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('Aiko Tanaka');
    expect(panel).toHaveTextContent('aiko@example.test');
    expect(panel).toHaveTextContent('Role: Admin');
    expectLink('Admin Panel', '/us/en/admin');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('shows no Admin Panel to creators and users, and "User" when there is no name', async () => {
    await openMenu('/us/en', signedIn({ full_name: null, user_role: 'creator' }), /Account menu for User/);
    expect(screen.getByText('Role:', { exact: false })).toHaveTextContent('Role: Creator');
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discount codes and bundles' })).toBeInTheDocument();
  });

  it.each([
    [
      '/us/en/about',
      [
        'Dashboard',
        'Upload Files',
        'Discount codes and bundles',
        'Creator profile',
        'My Library',
        'Connect an AI assistant',
      ],
      [
        '/us/en/creator/dashboard',
        '/us/en/creator/upload',
        '/us/en/creator/offers',
        '/us/en/creator/profile',
        '/us/en/library',
        '/us/en/connect',
      ],
    ],
    [
      '/jp/ja/about',
      [
        'ダッシュボード',
        'ファイルのアップロード',
        '割引コードとバンドル',
        'クリエイタープロフィール',
        'マイライブラリ',
        'AIアシスタントに接続',
      ],
      [
        '/jp/ja/creator/dashboard',
        '/jp/ja/creator/upload',
        '/jp/ja/creator/offers',
        '/jp/ja/creator/profile',
        '/jp/ja/library',
        '/jp/ja/connect',
      ],
    ],
  ])(
    'gives a creator on %s a way home: dashboard, upload, offers, profile, then the rest',
    async (path, names, hrefs) => {
      await openMenu(path, signedIn({ full_name: 'Hanako', user_role: 'creator' }), /Hanako/);
      const links = screen.getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(names);
      expect(links.map((link) => link.getAttribute('href'))).toEqual(hrefs);
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('shows a user no creator entries', async () => {
    await openMenu('/us/en', signedIn({ user_role: 'user' }), /Account menu/);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'My Library',
      'Connect an AI assistant',
    ]);
  });

  it('is in Japanese on Japanese pages, linking to the Japanese admin console', async () => {
    const session = signedIn({ full_name: null, user_role: 'admin' });
    await openMenu('/jp/ja/mcp', session, /ユーザーのアカウントメニュー/);
    expect(screen.getByText('ロール:', { exact: false })).toHaveTextContent('ロール: 管理者');
    expectLink('管理パネル', '/jp/ja/admin');
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, button } = await openMenu('/us/en', signedIn({ user_role: 'admin' }), /Account menu/);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Upload Files' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Discount codes and bundles' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Creator profile' })).toHaveFocus();
    await user.tab();
    expectLink('My Library', '/us/en/library');
    expect(screen.getByRole('link', { name: 'My Library' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Connect an AI assistant' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the profile picture when there is one', () => {
    renderWithSession('/us/en', signedIn({ avatar_url: 'https://example.test/me.png' }));
    const button = screen.getByRole('button', { name: /Account menu/ });
    expect(within(button).getByRole('presentation')).toHaveAttribute('src', 'https://example.test/me.png');
  });

  it('signs out, with the CSRF token, and stays on the page', async () => {
    const user = userEvent.setup();
    const before = signedIn({ full_name: 'Kenji Watanabe' });
    let current = before;
    const api = fakeApi({
      'GET /api/auth/session': () => json(current),
      'POST /api/auth/sign-out': () => {
        current = signedOut({ google: true });
        return json({ ok: true });
      },
    });
    const { router } = renderWithSession('/us/en/about?x=1'); // the session comes from the (fake) server
    await user.click(await screen.findByRole('button', { name: /Kenji Watanabe/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/sign-out').map((call) => call.csrf)).toEqual([
      before.session?.csrfToken,
    ]);
    expect(router.state.location.pathname + router.state.location.search).toBe('/us/en/about?x=1');
  });
});

describe('initials', () => {
  it('take the first and last name, or the e-mail when there is no name', () => {
    expect(initialsOf({ full_name: 'ada byron lovelace', email: 'a@x.test' })).toBe('AL');
    expect(initialsOf({ full_name: '山田 太郎', email: 'y@x.test' })).toBe('山');
    expect(initialsOf({ full_name: '  ', email: 'kenji@x.test' })).toBe('K');
    expect(initialsOf({ full_name: null, email: 'ö@x.test' })).toBe('Ö');
  });
});
