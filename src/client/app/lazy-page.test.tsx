import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

function renderLazy(load: () => Promise<() => React.JSX.Element>) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [{ errorElement: <RouteErrorScreen />, children: [{ path: '/about', ...lazyPage(load) }] }],
      },
    ],
    { initialEntries: ['/about'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/about-page-1a2b.js');

describe('a page whose code failed to load', () => {
  it('loads it again on Try Again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the error screen logs the failure
    // The same version is still deployed: a network blip, so no reload.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(document.documentElement.outerHTML));
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(() => <h1>About Kenja</h1>);
    renderLazy(load);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await act(() => user.click(screen.getByRole('button', { name: 'Try Again' })));
    expect(await screen.findByRole('heading', { name: 'About Kenja' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
