import { expect, request, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER } from '../../src/common/http';
import { BASE_URL } from './servers';

/** A creator application that passes every rule of the wizard. */
const APPLICATION = {
  display_name: 'Aiko Sato',
  title: 'Senior data scientist',
  bio: 'Twelve years of demand forecasting for retail chains.',
  expertise: ['Data Science & AI', 'Marketing & Business'],
  years_experience: 12,
  portfolio: 'https://aiko.example.test',
  motivation: 'Assistants guess at forecasting; I can fix that.',
  knowledge_pack_ideas: 'A forecasting playbook for retail.',
};

/** POSTs JSON as the page would: from the site's origin, with the session's anti-forgery token. */
async function postAsPage(api: APIRequestContext, path: string, data: unknown) {
  const session = (await (await api.get('/api/auth/session')).json()) as {
    session: { csrfToken: string } | null;
  };
  const res = await api.post(path, {
    data,
    headers: { Origin: BASE_URL, [CSRF_HEADER]: session.session?.csrfToken ?? '' },
  });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return res.json() as Promise<{ id: string }>;
}

/** Sends a creator application as whoever is signed in on `api` (e.g. `page.request`); returns its id. */
export async function submitApplication(api: APIRequestContext): Promise<string> {
  return (await postAsPage(api, '/api/creator-applications', APPLICATION)).id;
}

/** Signs a brand-new admin in on a context of its own, and runs `decide` as them. */
async function asNewAdmin(decide: (admin: APIRequestContext) => Promise<unknown>) {
  const admin = await request.newContext({ baseURL: BASE_URL });
  try {
    const email = `e2e-reviewer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const signIn = await admin.post('/api/auth/dev-sign-in', {
      data: { email, name: 'Reviewer', role: 'admin' },
      headers: { Origin: BASE_URL },
    });
    expect(signIn.ok()).toBe(true);
    await decide(admin);
  } finally {
    await admin.dispose();
  }
}

/** Has a separate, brand-new admin approve an application: its applicant becomes a creator. */
export async function approveApplication(id: string) {
  await asNewAdmin((admin) => postAsPage(admin, `/api/admin/applications/${id}/approve`, undefined));
}

/** Has a separate, brand-new admin reject an application, so the applicant's page shows the reason. */
export async function rejectApplication(id: string, reason: string) {
  await asNewAdmin((admin) => postAsPage(admin, `/api/admin/applications/${id}/reject`, { reason }));
}
