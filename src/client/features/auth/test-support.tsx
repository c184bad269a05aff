/** Test helpers for the auth feature: the app rendered with a known session, and an API answering at HTTP level. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { SessionResponse, UserProfile } from '../../../common/contracts/auth';
import { languageOfPath } from '../../../common/languages';
import { i18nFor } from '../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { AccountArea } from './account-area';
import { AuthCallbackPage } from './auth-callback-page';

export type { SessionResponse };

type Providers = SessionResponse['providers'];

let people = 0;

export function signedOut(providers: Partial<Providers> = {}): SessionResponse {
  return { session: null, providers: { google: false, devSignIn: false, ...providers } };
}

export function signedIn(
  user: Partial<UserProfile> = {},
  providers: Partial<Providers> = {},
): SessionResponse {
  people += 1;
  return {
    session: {
      user: {
        id: `user-${people}`,
        email: `person-${people}@example.test`,
        full_name: `Person ${people}`,
        avatar_url: null,
        user_role: 'user',
        is_creator_verified: false,
        ...user,
      },
      expiresAt: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
      csrfToken: `csrf-${people}`,
    },
    providers: { google: true, devSignIn: false, ...providers },
  };
}

/** The part of the shell this feature lives in: the page's language, the account corner, the page. */
function TestShell() {
  const { pathname } = useLocation();
  return (
    <I18nextProvider i18n={i18nFor[languageOfPath(pathname)]}>
      <header>
        <AccountArea />
      </header>
      <main>
        <Outlet />
      </main>
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

type Handler = (body: unknown) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status);
}

/**
 * Answers the app's API requests at the HTTP layer, by "METHOD /api/path"; records each request with its JSON
 * body and CSRF header. Unknown endpoints answer 404 like the server does.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown; csrf: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://kenja.test');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body, csrf: new Headers(init?.headers).get('X-CSRF-Token') });
    const handler = handlers[route];
    return handler ? handler(body) : apiError(404, 'not_found', `No such endpoint: ${url.pathname}`);
  });
  return { calls, callsTo: (route: string) => calls.filter((call) => call.route === route) };
}
