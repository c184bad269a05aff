// A creator finds their weakest section (issue 52, item 1), in both languages: a new creator publishes a pack of
// three sections; a buyer's assistant (the official MCP SDK client, with the buyer's token) searches one section and
// reads it whole, again and again; on the pack statistics page the creator sees that section's use and share, and
// the section nobody's assistant ever retrieved. axe-core checks the page; the Japanese run is on a phone.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { axeViolations, settle } from './support/axe';
import { uploadText, writeHeaders } from './support/engine';
import { text } from './support/locales';
import { BASE_URL } from './support/servers';
import { expect, PHONE, request, test, type APIRequestContext } from './support/test';

type Language = 'en' | 'ja';
const PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };
const SECTIONS: Record<Language, [string, string, string]> = {
  en: ['Holding the knife', 'Sharpening', 'Storing knives'],
  ja: ['包丁の持ち方', '研ぎ方', '包丁のしまい方'],
};

async function signedIn(role: 'creator' | 'user' | 'admin'): Promise<{ api: APIRequestContext; id: string }> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const email = `e2e-passages-${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  const res = await api.post('/api/auth/dev-sign-in', {
    data: { email, name: 'Passages', role },
    headers: { Origin: BASE_URL },
  });
  expect(res.ok()).toBe(true);
  return { api, id: ((await res.json()) as { user: { id: string } }).user.id };
}

/** The creator's pack of three sections, published; returns its id, the section a buyer will use, and the email. */
async function publishedPack(creator: APIRequestContext, language: Language, word: string) {
  const title = `${language === 'ja' ? '包丁の基本' : 'Knife Basics'} ${word}`;
  const created = await creator.post('/api/packs', {
    data: { title, kind: 'marketplace', language },
    headers: await writeHeaders(creator),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const [hold, sharpen, store] = SECTIONS[language];
  const body =
    language === 'ja'
      ? `# ${title}\n\n## ${hold}\n\n柄を握り、人差し指と親指で刃をつまみます。\n\n## ${sharpen}\n\n砥石（${word}）を水に浸し、十五度の角度で片面十回ずつ研ぎます。\n\n## ${store}\n\nマグネットに掛け、引き出しに裸で入れないでください。\n`
      : `# ${title}\n\n## ${hold}\n\nPinch the blade with thumb and forefinger.\n\n## ${sharpen}\n\nSoak the whetstone (${word}) and sharpen at fifteen degrees, ten strokes a side.\n\n## ${store}\n\nKeep knives on a magnetic strip, never loose in a drawer.\n`;
  await uploadText(creator, id, 'knives.md', body);
  const published = await creator.post(`/api/studio/packs/${id}/publish`, {
    data: {
      title,
      description:
        language === 'ja'
          ? '包丁の持ち方から研ぎ方、しまい方までを、はじめての人にも分かるように順を追って説明したパックです。'
          : 'How to hold, sharpen and store a kitchen knife, one step at a time for someone starting out.',
      category: 'cooking-culinary-arts',
      price: '4.99',
      language,
    },
    headers: await writeHeaders(creator),
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

for (const language of ['en', 'ja'] as const) {
  test(`a creator finds the section that earns and the one nobody reads (${language})`, async ({ page }) => {
    if (language === 'ja') await page.setViewportSize(PHONE);
    const word = `kenjapass${Date.now().toString(36)}`.replace(/\d/g, 'q');
    const creator = await signedIn('creator');
    const packId = await publishedPack(creator.api, language, word);
    const admin = await signedIn('admin');
    /** A buyer the admin gave the pack to, and their assistant (the SDK's client with their token). */
    const buyerWithAssistant = async () => {
      const buyer = await signedIn('user');
      const granted = await admin.api.post(`/api/admin/users/${buyer.id}/entitlements`, {
        data: { pack_id: packId },
        headers: await writeHeaders(admin.api),
      });
      expect(granted.status()).toBe(200);
      const made = await buyer.api.post('/api/access-tokens', {
        data: { name: 'Assistant' },
        headers: await writeHeaders(buyer.api),
      });
      const { token } = (await made.json()) as { token: string };
      await buyer.api.dispose();
      const client = new Client({ name: 'kenja-e2e-passages', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL('/mcp', BASE_URL), {
          requestInit: { headers: { Authorization: `Bearer ${token}` } },
        }),
      );
      return client;
    };
    // Figures show once 5 people used the pack: four others look something up once.
    for (let i = 0; i < 4; i++) {
      const other = await buyerWithAssistant();
      await other.callTool({
        name: 'search',
        arguments: { query: SECTIONS[language][0], pack_ids: [packId], k: 1 },
      });
      await other.close();
    }
    const assistant = await buyerWithAssistant();
    for (let i = 0; i < 5; i++) {
      const found = (await assistant.callTool({
        name: 'search',
        arguments: { query: word, pack_ids: [packId], k: 1 },
      })) as CallToolResult;
      const [passage] = (found.structuredContent as { passages: { chunk_id: string }[] }).passages;
      await assistant.callTool({ name: 'get_passage', arguments: { chunk_id: passage!.chunk_id } });
    }
    await assistant.close();

    // The creator's statistics: the section the assistant used, and the one it never found.
    const state = await creator.api.storageState();
    await page.context().addCookies(state.cookies);
    await page.goto(`${PREFIX[language]}/creator/packs/${packId}/stats`);
    const panel = page.getByRole('region', { name: text(language, 'packStats', 'passages.heading') });
    await expect(panel).toBeVisible();
    const [, sharpen, store] = SECTIONS[language];
    const row = panel.getByRole('row', { name: new RegExp(sharpen) });
    await expect(row).toContainText('5');
    await expect(
      panel.getByRole('listitem').filter({ hasText: `knives.md: ` }).filter({ hasText: store }).first(),
    ).toBeVisible();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-reports/passage-figures-${language}.png`, fullPage: true });
    for (const api of [creator.api, admin.api]) await api.dispose();
  });
}
