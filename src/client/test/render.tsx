import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/routes';
import { fakeApi, type ApiHandlers } from './fake-api';

/** Renders the whole app (shell and routes) at `path`, the way a visitor would land on it. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** The whole app at `path`, its API answered by `handlers` (see fakeApi), and a person to use it. */
export function renderAppWithApi(path: string, handlers: ApiHandlers) {
  const api = fakeApi(handlers);
  return { ...renderApp(path), api, user: userEvent.setup() };
}
