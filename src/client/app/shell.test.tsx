import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

describe('the shell', () => {
  it('offers the same page in the other language, keeping the path', async () => {
    const user = userEvent.setup();
    renderApp('/creator/dashboard');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/jp/ja/creator/dashboard');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/us/en/creator/dashboard');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: '日本語' })).not.toBeInTheDocument();
  });

  it('shows the screen a later issue builds, translated, with what will be there', async () => {
    renderApp('/jp/ja/pack/advanced-react-patterns');
    expect(await screen.findByRole('heading', { level: 1, name: 'ナレッジパック' })).toBeInTheDocument();
    expect(screen.getByText(/advanced-react-patterns/)).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
  });

  it('answers unknown paths with a translated 404 page', async () => {
    renderApp('/jp/ja/nowhere');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'マーケットプレイスに戻る' })).toHaveAttribute('href', '/jp/ja');
  });

  it('opens the sign-in modal and shows its error inside it', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Kenja' });
    expect(dialog).toHaveTextContent('Sign in with Google to access expert knowledge packs');
    expect(dialog).toHaveTextContent('Terms of Service and Privacy Policy');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Google sign-in is not available on this server yet.',
    );
  });
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
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument(); // the shell is still there
    broken = false; // whatever failed has gone away
    await act(() => user.click(screen.getByRole('button', { name: 'Try Again' })));
    expect(await screen.findByRole('heading', { name: 'Recovered page' })).toBeInTheDocument();
  });
});
