import { expect, type APIRequestContext } from '@playwright/test';
import type { CorpusPack, DocumentSummary } from '../../src/common/contracts/engine';
import { CSRF_HEADER } from '../../src/common/http';
import { BASE_URL } from './servers';

/** The headers the page sends with a write: its origin and the session's anti-forgery token. */
export async function writeHeaders(api: APIRequestContext) {
  const session = (await (await api.get('/api/auth/session')).json()) as {
    session: { csrfToken: string } | null;
  };
  return { Origin: BASE_URL, [CSRF_HEADER]: session.session?.csrfToken ?? '' };
}

/** Creates a test pack as the admin signed in on `api` (e.g. `page.request`). */
export async function createTestPack(api: APIRequestContext, title: string): Promise<CorpusPack> {
  const res = await api.post('/api/packs', {
    data: { title, description: 'Made by an end-to-end test.', kind: 'test' },
    headers: await writeHeaders(api),
  });
  expect(res.status(), 'POST /api/packs').toBe(201);
  return (await res.json()) as CorpusPack;
}

/** Uploads a text file into a pack and waits until the engine has indexed it. */
export async function uploadText(api: APIRequestContext, packId: string, name: string, content: string) {
  const res = await api.post(`/api/packs/${packId}/documents`, {
    multipart: { file: { name, mimeType: 'text/markdown', buffer: Buffer.from(content) } },
    headers: await writeHeaders(api),
  });
  expect(res.ok(), `upload answered ${res.status()}`).toBe(true);
  const { document } = (await res.json()) as { document: DocumentSummary };
  await expect
    .poll(
      async () => {
        const list = (await (await api.get(`/api/packs/${packId}/documents`)).json()) as {
          documents: DocumentSummary[];
        };
        return list.documents.find((d) => d.id === document.id)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
}

/** A short guide with a word no other document has, so a search for it finds this pack alone. */
export function sourdoughGuide(word: string): string {
  return [
    '# Sourdough',
    '',
    '## Resting',
    '',
    `Let the ${word} dough rest for an hour before shaping. A rested dough is easier to stretch.`,
    '',
    '## Baking',
    '',
    'Bake at 230 degrees with steam for the first twenty minutes.',
  ].join('\n');
}
