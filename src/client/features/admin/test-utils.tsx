import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdminUserRow, SessionResponse } from '../../../common/contracts/auth';
import type { AdminApplicationRow } from '../../../common/contracts/creator-applications';
import type { CorpusPack, DocumentSummary, SearchHit } from '../../../common/contracts/engine';
import type { Payout, PayoutCreator } from '../../../common/contracts/selling';
import { languageOfPath } from '../../../common/languages';
import { setCsrfToken } from '../../lib/api';
import { corpusPackFixture, documentFixture, nextNumber, testUuid } from '../../test/corpus';
import { i18nFor } from '../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../lib/session';
import { AdminPage } from './admin-page'; // importing it registers the admin namespace, as loading the route does
import { ADMIN_APPLICATIONS_KEY } from './api/get-applications';

export function makeUser(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  const n = nextNumber();
  return {
    id: testUuid('00000000', n),
    email: `person${n}@example.com`,
    full_name: `Person ${n}`,
    avatar_url: null,
    user_role: 'user',
    is_creator_verified: false,
    disabled: false,
    created_at: '2025-03-04T09:00:00.000Z',
    last_sign_in_at: '2025-03-10T12:30:00.000Z',
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<AdminApplicationRow> = {}): AdminApplicationRow {
  const n = nextNumber();
  return {
    id: testUuid('10000000', n),
    user_id: testUuid('00000000', n),
    display_name: `Chef ${n}`,
    title: 'Pastry chef',
    bio: 'Twenty years of laminated doughs.',
    expertise: ['Cooking & Nutrition', 'Education & Training'],
    years_experience: 12,
    portfolio: 'https://example.com/portfolio',
    motivation: 'I want to teach.',
    knowledge_pack_ideas: 'Croissants at home.\nSourdough for beginners.',
    status: 'pending',
    rejection_reason: null,
    created_at: '2025-03-04T09:00:00.000Z',
    reviewed_at: null,
    applicant: { email: `applicant${n}@example.com`, full_name: `Applicant ${n}` },
    ...overrides,
  };
}

export function makeTestPack(overrides: Partial<CorpusPack> = {}): CorpusPack {
  const n = nextNumber();
  return corpusPackFixture({
    id: testUuid('20000000', n),
    title: `Test pack ${n}`,
    description: `Documents for test ${n}.`,
    kind: 'test',
    corpusKey: `pack_1741078800000_test_pack_${n}`,
    createdBy: '00000000-0000-4000-8000-000000000001',
    ...overrides,
  });
}

export function makeDocument(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return documentFixture({
    id: testUuid('30000000', nextNumber()),
    packId: testUuid('20000000', 0),
    byteSize: 1200,
    ...overrides,
  });
}

export function makeHit(overrides: Partial<SearchHit> = {}): SearchHit {
  const n = nextNumber();
  const text = overrides.text ?? `Let the dough rest for an hour (${n}).`;
  return {
    chunk_id: `chunk-${n}`,
    document_id: `doc-${n}`,
    pack_id: 'pack',
    score: 0.5,
    text,
    page: null,
    heading_path: [],
    matched_terms: [],
    highlights: [],
    metadata: { filename: `notes-${n}.md`, page: null, heading_path: [] },
    injection_flags: [],
    ...overrides,
  };
}

export function makePayoutCreator(overrides: Partial<PayoutCreator> = {}): PayoutCreator {
  const n = nextNumber();
  return {
    creatorId: testUuid('40000000', n),
    name: `Creator ${n}`,
    email: `creator${n}@example.com`,
    balanceCents: 12050,
    pendingCents: 3000,
    paidOutCents: 0,
    stripeAccount: null,
    ...overrides,
  };
}

export function makePayout(overrides: Partial<Payout> = {}): Payout {
  const n = nextNumber();
  return {
    id: testUuid('50000000', n),
    creatorId: '40000000-0000-4000-8000-000000000000',
    amountCents: 5000,
    currency: 'USD',
    method: 'manual',
    transferRef: null,
    note: null,
    createdAt: '2026-03-04T09:30:00.000Z',
    ...overrides,
  };
}

export { fileOf } from '../../test/files';

/** A query client whose seeded data counts as fresh: no request leaves the test (there is no server in jsdom). */
export function seededQueryClient(data: [key: readonly unknown[], value: unknown][] = []) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  return queryClient;
}

/** Renders `ui` at `path` (its prefix decides the language) inside a memory router. */
export function renderAt(path: string, ui: ReactNode, queryClient = seededQueryClient()) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18nFor[languageOfPath(path)]}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * The admin page at `path` (say `/us/en/admin?tab=file-upload`) for a signed-in admin whose session carries the
 * CSRF token `token`; other requests go to the fake API.
 */
export function renderConsoleAt(path: string, data: [key: readonly unknown[], value: unknown][] = []) {
  const admin = makeUser({ user_role: 'admin', full_name: 'The Admin' });
  const session: SessionResponse = {
    session: { user: admin, expiresAt: '2099-01-01T00:00:00.000Z', csrfToken: 'token' },
    providers: { google: false, devSignIn: true },
  };
  setCsrfToken('token'); // what the session query does when it fetches the session
  const queryClient = seededQueryClient([
    [SESSION_QUERY_KEY, session],
    [ADMIN_APPLICATIONS_KEY, { applications: [] }],
    ...data,
  ]);
  return renderAt(path, <AdminPage />, queryClient);
}
