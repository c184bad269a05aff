// Packs as cards inside the assistant (issue 51, item 3: MCP Apps, extension io.modelcontextprotocol/ui). The
// official MCP SDK client calls find_packs and ask as an assistant would; an MCP Apps host built from the official
// SDK's AppBridge (support/apps-host.ts) loads each tool's `ui://` card into a sandboxed frame under the policy the
// resource declares and hands it the result, in English and in Japanese. The card shows what the tool found, loads
// its cover from Kenja, opens the sales page through the host (never a form in the frame), opens each cited passage,
// and passes axe-core; screenshots go to test-reports/mcp-apps/.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CSRF_HEADER } from '../src/common/http';
import { PACK_CARDS_META_KEY, type PackCardView } from '../src/common/contracts/mcp-cards';
import { axeViolationsInFrame } from './support/axe';
import { openedLinks, showCard, withDeclaredPolicy } from './support/apps-host';
import { text } from './support/locales';
import { BASE_URL } from './support/servers';
import { expect, PHONE, request, test, type APIRequestContext } from './support/test';

type Language = 'en' | 'ja';

/** What the assistant asks, and the demo pack it asks (an admin may read every pack, more than one ask takes). */
const ASKED: Record<Language, { find: string; ask: string; pack: string; locale: string }> = {
  en: {
    find: 'React hooks and render patterns',
    ask: 'When should I write a custom hook?',
    pack: 'advanced-react-patterns',
    locale: 'en-US',
  },
  ja: {
    find: '機械学習の過学習とデータリーケージ',
    ask: '過学習を防ぐにはどうすればよいですか',
    pack: 'machine-learning-fundamentals',
    locale: 'ja-JP',
  },
};

/** A listed pack's id, from the marketplace listing. */
async function packIdOf(slug: string): Promise<string> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const listed = (await (await api.get('/api/packs?limit=100')).json()) as {
    packs: { id: string; slug: string }[];
  };
  await api.dispose();
  const pack = listed.packs.find((card) => card.slug === slug);
  expect(pack, slug).toBeDefined();
  return pack!.id;
}

/** A new person of `role`, and their assistant: the SDK's client with a token made for it. */
async function assistantOf(role: 'user' | 'admin'): Promise<Client> {
  const api: APIRequestContext = await request.newContext({ baseURL: BASE_URL });
  const email = `e2e-apps-${role}-${Date.now()}@example.test`;
  expect((await api.post('/api/auth/dev-sign-in', { data: { email, name: 'Apps', role } })).ok()).toBe(true);
  const session = (await (await api.get('/api/auth/session')).json()) as { session: { csrfToken: string } };
  const made = await api.post('/api/access-tokens', {
    data: { name: 'Apps host' },
    headers: { Origin: BASE_URL, [CSRF_HEADER]: session.session.csrfToken },
  });
  const { token } = (await made.json()) as { token: string };
  await api.dispose();
  const client = new Client({ name: 'kenja-e2e-apps', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', BASE_URL), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

/** The card a tool names (its `_meta.ui.resourceUri`), read as a host reads it, under the policy it declares. */
async function cardFor(client: Client, tool: string): Promise<string> {
  const { tools } = await client.listTools();
  const uri = (tools.find((t) => t.name === tool)?._meta?.ui as { resourceUri?: string } | undefined)
    ?.resourceUri;
  expect(uri, tool).toMatch(/^ui:\/\/kenja\//);
  const { contents } = await client.readResource({ uri: uri! });
  const [content] = contents as unknown as {
    mimeType: string;
    text: string;
    _meta: { ui: { csp: object } };
  }[];
  expect(content!.mimeType).toBe('text/html;profile=mcp-app');
  return withDeclaredPolicy(content!.text, content!._meta.ui.csp);
}

for (const language of ['en', 'ja'] as const) {
  test(`shows find_packs and ask as cards inside an assistant, in ${language === 'en' ? 'English' : 'Japanese'}`, async ({
    page,
  }) => {
    if (language === 'ja') await page.setViewportSize(PHONE);
    const asked = ASKED[language];
    const say = (key: string, vars: Record<string, string | number> = {}) =>
      text(language, 'mcpApp', key).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) =>
        String(vars[name] ?? ''),
      );

    // A buyer's assistant finds packs it does not hold: a card each, with the sales page one click away.
    const buyer = await assistantOf('user');
    const found = (await buyer.callTool({
      name: 'find_packs',
      arguments: { question: asked.find, limit: 3 },
    })) as CallToolResult;
    expect(found.content[0]).toMatchObject({ type: 'text' }); // clients without Apps keep the text
    const cards = found._meta?.[PACK_CARDS_META_KEY] as PackCardView[];
    expect(cards.length).toBeGreaterThan(0);
    const [first] = cards;
    const frame = await showCard(page, {
      html: await cardFor(buyer, 'find_packs'),
      result: found,
      locale: asked.locale,
    });
    await expect(frame.getByRole('heading', { level: 2, name: first!.title })).toBeVisible();
    await expect(frame.getByText(say('packs.held.none')).first()).toBeVisible();
    const cover = frame.locator('img.cover').first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const action = say('packs.open.none');
    await frame
      .getByRole('button', { name: say('packs.openLabel', { action, title: first!.title }) })
      .click();
    await expect(frame.getByText(say('packs.opened')).first()).toBeVisible();
    expect(await openedLinks(page)).toEqual([first!.pages![language]]);
    expect(await axeViolationsInFrame(frame), 'pack cards').toEqual([]);
    await page.screenshot({ path: `test-reports/mcp-apps/packs-${language}.png`, fullPage: true });
    await buyer.close();

    // An answer with its sources: each opens the passage it cites, its text shown as text.
    const reader = await assistantOf('admin');
    const answered = (await reader.callTool({
      name: 'ask',
      arguments: { query: asked.ask, pack_ids: [await packIdOf(asked.pack)] },
    })) as CallToolResult;
    const { citations } = answered.structuredContent as { citations: { number: number; text: string }[] };
    expect(citations.length).toBeGreaterThan(0);
    const answer = await showCard(page, {
      html: await cardFor(reader, 'ask'),
      result: answered,
      locale: asked.locale,
    });
    await expect(answer.getByRole('heading', { level: 1, name: say('answer.heading') })).toBeVisible();
    const cited = citations[0]!;
    await answer
      .getByRole('button', { name: say('answer.show', { number: cited.number }) })
      .first()
      .click();
    await expect(answer.locator(`#source-${cited.number} blockquote`)).toBeVisible();
    await expect(answer.locator(`#source-${cited.number} blockquote`)).toHaveText(cited.text);
    expect(await axeViolationsInFrame(answer), 'answer card').toEqual([]);
    await page.screenshot({ path: `test-reports/mcp-apps/answer-${language}.png`, fullPage: true });
    await reader.close();
  });
}
