/** Test helpers for the auth feature: the app rendered with a known session, and an API answering at HTTP level. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { SessionResponse } from '../../../common/contracts/auth';
import { languageOfPath } from '../../../common/languages';
import { i18nFor } from '../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { AccountArea } from './account-area';
import { AuthCallbackPage } from './auth-callback-page';
import { SignInPromptProvider } from './sign-in-prompt-provider';

export type { SessionResponse };
export { signedIn, signedOut } from '../../test/sessions';

/** The part of the shell this feature lives in: the page's language, the account corner, the page. */
function TestShell() {
  const { pathname } = useLocation();
  return (
    <I18nextProvider i18n={i18nFor[languageOfPath(pathname)]}>
      <SignInPromptProvider>
        <header>
          <AccountArea />
        </header>
        <main>
          <Outlet />
        </main>
      </SignInPromptProvider>
    </I18nextProvider>
  );
}

const testRoutes: RouteObject[] = [
  {
    element: <TestShell />,
    children: [
      ...['/auth/callback', '/us/en/auth/callback', '/jp/ja/auth/callback'].map((path) => ({
        path,
        element: <AuthCallbackPage />,
      })),
      { path: '*', element: <p>Some page</p> },
    ],
  },
];

/**
 * The account corner and the callback page at `path`, in StrictMode as in development, with the session already
 * known, the way it is once the server has answered. Without `fakeApi`, requests fail as they do in jsdom.
 */
export function renderWithSession(path: string, session?: SessionResponse) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session) queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter(testRoutes, { initialEntries: [path] });
  const result = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...result, router, queryClient };
}

export { apiError, fakeApi, json } from '../../test/fake-api';
