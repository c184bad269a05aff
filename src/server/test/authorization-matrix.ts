import { applicationBody, createApplication, createUser } from './factories';
import type { TestBrowser } from './test-browser';
import type { TestIdp } from './test-idp';
import type { TestServer } from './test-server';

/** Who calls: nobody, a person of each role, and a person whose account was disabled after signing in. */
export const PRINCIPALS = ['signedOut', 'user', 'creator', 'admin', 'disabled'] as const;
export type Principal = (typeof PRINCIPALS)[number];

export interface MatrixContext {
  server: TestServer;
  idp: TestIdp;
  /** The calling browser, already signed in as the principal (or not at all). */
  browser: TestBrowser;
}

export interface EndpointRule {
  /** As the app registers it: `METHOD /path/:param`. */
  endpoint: string;
  /** Builds the concrete request for one cell; defaults to the endpoint's path without a body. */
  request?: (
    ctx: MatrixContext,
  ) => Promise<{ path?: string; json?: unknown }> | { path?: string; json?: unknown };
  expect: Record<Principal, number>;
}

const everyone = (status: number): Record<Principal, number> => ({
  signedOut: status,
  user: status,
  creator: status,
  admin: status,
  disabled: status,
});
const signedIn = (status: number) => ({
  signedOut: 401,
  user: status,
  creator: status,
  admin: status,
  disabled: 401,
});
const adminsOnly = (status: number) => ({
  signedOut: 401,
  user: 403,
  creator: 403,
  admin: status,
  disabled: 401,
});
/** Applying: people with creator rights already have them (409), which is not a permission failure. */
const applicants = { signedOut: 401, user: 201, creator: 409, admin: 409, disabled: 401 };

/**
 * Every endpoint × every principal → the status the server must answer. The test fails when an endpoint exists
 * that is not listed here, so each new endpoint is added with its permissions. Later issues extend this table.
 */
export const AUTHORIZATION_MATRIX: EndpointRule[] = [
  { endpoint: 'GET /api/health', expect: everyone(200) },
  { endpoint: 'GET /api/packs', expect: everyone(200) },
  { endpoint: 'GET /api/auth/session', expect: everyone(200) },
  { endpoint: 'POST /api/auth/google/start', request: () => ({ json: {} }), expect: everyone(200) },
  {
    endpoint: 'POST /api/auth/callback',
    request: async ({ browser, idp }) => {
      const start = await browser.fetch('/api/auth/google/start', { method: 'POST', json: {} });
      const { url } = (await start.json()) as { url: string };
      const callback = await idp.authorize(url);
      return { json: { params: Object.fromEntries(callback.searchParams) } };
    },
    expect: everyone(200),
  },
  {
    endpoint: 'POST /api/auth/dev-sign-in',
    request: () => ({
      json: { email: `matrix-${crypto.randomUUID()}@example.test`, name: 'Matrix', role: 'user' },
    }),
    expect: everyone(200),
  },
  { endpoint: 'POST /api/auth/sign-out', expect: everyone(200) },
  { endpoint: 'GET /api/me', expect: signedIn(200) },
  { endpoint: 'PATCH /api/me', request: () => ({ json: { full_name: 'Renamed' } }), expect: signedIn(200) },
  {
    endpoint: 'POST /api/creator-applications',
    request: () => ({ json: applicationBody() }),
    expect: applicants,
  },
  { endpoint: 'GET /api/creator-applications/mine', expect: signedIn(200) },
  {
    endpoint: 'POST /rest/v1/rpc/apply_for_creator_status',
    request: () => ({ json: { application_data: applicationBody() } }),
    expect: applicants,
  },
  { endpoint: 'GET /api/admin/users', expect: adminsOnly(200) },
  {
    endpoint: 'GET /api/admin/users/:id',
    request: async ({ server }) => ({ path: `/api/admin/users/${(await createUser(server.db)).id}` }),
    expect: adminsOnly(200),
  },
  {
    endpoint: 'PATCH /api/admin/users/:id',
    request: async ({ server }) => ({
      path: `/api/admin/users/${(await createUser(server.db)).id}`,
      json: { user_role: 'creator' },
    }),
    expect: adminsOnly(200),
  },
  { endpoint: 'GET /api/admin/applications', expect: adminsOnly(200) },
  {
    endpoint: 'POST /api/admin/applications/:id/approve',
    request: async ({ server }) => ({
      path: `/api/admin/applications/${(await createApplication(server.db)).id}/approve`,
    }),
    expect: adminsOnly(200),
  },
  {
    endpoint: 'POST /api/admin/applications/:id/reject',
    request: async ({ server }) => ({
      path: `/api/admin/applications/${(await createApplication(server.db)).id}/reject`,
      json: { reason: 'Not enough detail yet' },
    }),
    expect: adminsOnly(200),
  },
];
