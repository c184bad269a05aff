import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { json } from '../../test/fake-api';
import { renderAppWithApi } from '../../test/render';
import { signedIn } from '../../test/sessions';
import { cursorInstallLink, vscodeInstallLink } from './install-links';

/** The page's MCP URL: this origin's, wherever the page is served from. */
const MCP_URL = `${window.location.origin}/mcp`;

/** The assistants' own names, the same in both languages. */
const PRODUCTS = {
  claudeCode: 'Claude Code',
  claudeDesktop: 'Claude Desktop / claude.ai',
  cursor: 'Cursor',
  vscode: 'VS Code',
  chatgpt: 'ChatGPT',
};

const WORDS = {
  en: {
    path: '/us/en/connect',
    section: 'Add Kenja to your assistant',
    tabs: { ...PRODUCTS, other: 'Other MCP clients' },
    install: (client: string) => `Add to ${client}`,
    command: 'The Claude Code command',
    url: "Kenja's MCP URL",
    connectorStep: 'Add custom connector',
    chatgptStep: 'Developer mode',
    unreachable: 'it needs Kenja at a public https address',
    token: 'Use an access token instead',
  },
  ja: {
    path: '/jp/ja/connect',
    section: 'アシスタントにKenjaを追加',
    tabs: { ...PRODUCTS, other: 'その他のMCPクライアント' },
    install: (client: string) => `${client}に追加`,
    command: 'Claude Codeのコマンド',
    url: 'KenjaのMCP URL',
    connectorStep: 'カスタムコネクタを追加',
    chatgptStep: '開発者モード',
    unreachable: '公開されたhttpsのアドレスにあるKenjaが必要です',
    token: '代わりにアクセストークンを使う',
  },
} as const;

function renderConnect(path: string) {
  return renderAppWithApi(path, {
    'GET /api/auth/session': () => json(signedIn()),
    'GET /api/access-tokens': () => json({ tokens: [] }),
    'GET /api/me/queries': () => json({ records: [] }),
    'GET /api/me/packs': () => json({ packs: [] }),
    'GET /api/oauth/connections': () => json({ connections: [] }),
    'GET /api/me/payment-method': () => json({ card: null }),
    'GET /api/me/assistant-purchases': () => json({ purchases: [] }),
  });
}

describe.each(Object.entries(WORDS))('adding Kenja to an assistant (%s)', (_language, words) => {
  it('offers each assistant a way in by signing in, with nothing to edit and no token', async () => {
    const { user } = renderConnect(words.path);
    const section = await screen.findByRole('region', { name: words.section });
    const region = within(section);
    const openTab = async (id: keyof typeof words.tabs) => {
      await user.click(region.getByRole('button', { name: words.tabs[id] }));
      expect(region.getByRole('button', { name: words.tabs[id] })).toHaveAttribute('aria-pressed', 'true');
      // The token is the second way, folded away until a token is made here.
      expect(region.getByText(words.token).closest('details')).not.toHaveAttribute('open');
      expect(await axeViolations(section)).toEqual([]);
    };

    // Claude Code: the default, a command that signs in on /mcp.
    expect(region.getByLabelText(words.command)).toHaveTextContent(
      `claude mcp add --transport http kenja ${MCP_URL}`,
    );

    await openTab('cursor');
    const cursor = region.getByRole('link', { name: words.install('Cursor') });
    expect(cursor).toHaveAttribute('href', cursorInstallLink(MCP_URL));
    const config = new URL(cursor.getAttribute('href') ?? '').searchParams.get('config') ?? '';
    expect(JSON.parse(atob(config))).toEqual({ url: MCP_URL });

    await openTab('vscode');
    const vscode = region.getByRole('link', { name: words.install('VS Code') });
    expect(vscode).toHaveAttribute('href', vscodeInstallLink(MCP_URL));
    const entry = decodeURIComponent((vscode.getAttribute('href') ?? '').split('?')[1] ?? '');
    expect(JSON.parse(entry)).toEqual({ name: 'kenja', type: 'http', url: MCP_URL });

    for (const [id, step] of [
      ['claudeDesktop', words.connectorStep],
      ['chatgpt', words.chatgptStep],
    ] as const) {
      await openTab(id);
      const steps = region.getAllByRole('listitem');
      expect(steps).toHaveLength(3);
      expect(steps[0]).toHaveTextContent(step);
      expect(within(steps[1] as HTMLElement).getByLabelText(words.url)).toHaveTextContent(MCP_URL);
      // This page is served from localhost: a connector reaching Kenja from its maker's servers could not.
      expect(region.getByText(new RegExp(words.unreachable))).toBeInTheDocument();
    }

    await openTab('other');
    expect(region.getByLabelText(words.url)).toHaveTextContent(MCP_URL);
    expect(region.getByText('Streamable HTTP')).toBeInTheDocument();
    expect(region.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the access-token way in', () => {
  it('opens, filled in with the token just made, for an assistant that cannot sign in', async () => {
    const { user } = renderAppWithApi('/us/en/connect', {
      'GET /api/auth/session': () => json(signedIn()),
      'GET /api/access-tokens': () => json({ tokens: [] }),
      'GET /api/me/queries': () => json({ records: [] }),
      'GET /api/me/packs': () => json({ packs: [] }),
      'GET /api/oauth/connections': () => json({ connections: [] }),
      'POST /api/access-tokens': () =>
        json({
          id: '5d0c8a4e-4b9f-4a43-8f1e-2d7b9c6e1a42',
          name: 'Laptop',
          hint: 'x9Zq',
          pack_ids: null,
          expires_at: null,
          created_at: '2026-03-02T09:15:00.000Z',
          last_used_at: null,
          token: 'kenja_pat_secretx9Zq',
        }),
    });
    const region = within(await screen.findByRole('region', { name: 'Add Kenja to your assistant' }));
    await user.click(region.getByRole('button', { name: 'Cursor' }));
    const details = region.getByText('Use an access token instead').closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(region.getByLabelText('Cursor settings with an access token')).toHaveTextContent('<your-token>');

    await user.type(await screen.findByRole('textbox', { name: 'Token name' }), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    await screen.findByRole('button', { name: 'I have copied it' });
    expect(details).toHaveAttribute('open');
    expect(
      JSON.parse(region.getByLabelText('Cursor settings with an access token').textContent ?? ''),
    ).toEqual({
      mcpServers: { kenja: { url: MCP_URL, headers: { Authorization: 'Bearer kenja_pat_secretx9Zq' } } },
    });
    expect(region.getByRole('button', { name: 'Copy the Cursor settings' })).toBeVisible();
  });
});
