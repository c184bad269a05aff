import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Connection } from '../../../common/contracts/oauth';
import { formatDate } from '../../lib/format';
import { budgetStateFixture } from '../../test/assistant-spending';
import { apiError, json, type ApiHandlers } from '../../test/fake-api';
import { renderAppWithApi } from '../../test/render';
import { signedIn } from '../../test/sessions';

const PACK_A = { id: '5d0c8a4e-4b9f-4a43-8f1e-2d7b9c6e1a01', title: 'Sourdough Basics' };
const GONE_PACK = '5d0c8a4e-4b9f-4a43-8f1e-2d7b9c6e1a99';

const CHATGPT: Connection = {
  id: '9e8d7c6b-5a49-4382-a716-000000000001',
  client: {
    client_id: 'https://chatgpt.com/oauth/kenja/client.json',
    name: 'ChatGPT',
    domain: 'chatgpt.com',
    verified: true,
  },
  scopes: ['packs:read', 'packs:ask'],
  pack_ids: null,
  created_at: '2026-03-02T09:15:00.000Z',
  last_used_at: null,
  budget: budgetStateFixture(),
};

const HELPFUL_TOOL: Connection = {
  id: '9e8d7c6b-5a49-4382-a716-000000000002',
  client: { client_id: 'kenja_client_x1', name: 'Helpful Tool', domain: 'tools.example', verified: false },
  scopes: ['packs:read'],
  pack_ids: [PACK_A.id, GONE_PACK],
  created_at: '2026-02-20T18:00:00.000Z',
  last_used_at: '2026-03-01T07:30:00.000Z',
  budget: budgetStateFixture(),
};

/** The Connect page of a signed-in person with `connections` (asked anew each time), and nothing else yet. */
function renderConnect(path: string, connections: () => Response, more: ApiHandlers = {}) {
  return renderAppWithApi(path, {
    'GET /api/auth/session': () => json(signedIn()),
    'GET /api/access-tokens': () => json({ tokens: [] }),
    'GET /api/me/queries': () => json({ records: [] }),
    'GET /api/me/packs': () =>
      json({
        packs: [{ ...PACK_A, language: 'en', document_count: 2, edition: null, access: 'purchased' }],
      }),
    'GET /api/oauth/connections': connections,
    ...more,
  });
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the connected assistants on the Connect page', () => {
  it('lists each assistant: who, which packs, what it may do, when connected and last used', async () => {
    renderConnect('/us/en/connect', () => json({ connections: [CHATGPT, HELPFUL_TOOL] }));
    const list = within(await section('Connected assistants'));
    const [chatgpt, tool] = await list.findAllByRole('listitem');
    if (!chatgpt || !tool) throw new Error('two assistants expected');

    expect(within(chatgpt).getByText('ChatGPT')).toBeInTheDocument();
    expect(within(chatgpt).getByText('chatgpt.com')).toBeInTheDocument();
    expect(within(chatgpt).queryByText('Unverified')).not.toBeInTheDocument();
    expect(within(chatgpt).getByText('All your packs')).toBeInTheDocument();
    expect(within(chatgpt).getByText('Search and read · Ask questions')).toBeInTheDocument();
    expect(
      within(chatgpt).getByText(`Connected ${formatDate(CHATGPT.created_at, 'en', 'dateTime')} · Never used`),
    ).toBeInTheDocument();

    expect(within(tool).getByText('Unverified')).toBeInTheDocument();
    expect(
      await within(tool).findByText('Packs: Sourdough Basics and 1 pack you can no longer read'),
    ).toBeInTheDocument();
    expect(within(tool).getByText('Search and read')).toBeInTheDocument();
    expect(
      within(tool).getByText(
        `Connected ${formatDate(HELPFUL_TOOL.created_at, 'en', 'dateTime')} · ` +
          `Last used ${formatDate(HELPFUL_TOOL.last_used_at ?? '', 'en', 'dateTime')}`,
      ),
    ).toBeInTheDocument();
  });

  it('says how assistants connect when none has yet', async () => {
    renderConnect('/us/en/connect', () => json({ connections: [] }));
    const region = await section('Connected assistants');
    expect(
      await within(region).findByText(
        "None yet. Assistants like ChatGPT or Claude connect by signing in when you give them Kenja's MCP URL, " +
          `${window.location.origin}/mcp.`,
      ),
    ).toBeInTheDocument();
  });

  it('disconnects an assistant only once the person confirms', async () => {
    let connections = [CHATGPT, HELPFUL_TOOL];
    const { user, api } = renderConnect('/us/en/connect', () => json({ connections }), {
      [`DELETE /api/oauth/connections/${CHATGPT.id}`]: () => {
        connections = [HELPFUL_TOOL];
        return json({ disconnected: true });
      },
    });
    const region = await section('Connected assistants');
    await user.click(await within(region).findByRole('button', { name: 'Disconnect ChatGPT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect ChatGPT?' });
    expect(dialog).toHaveTextContent('It loses access at once: every token it holds stops working.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE /api/oauth/connections/${CHATGPT.id}`)).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Disconnect ChatGPT' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Disconnect ChatGPT?' })).getByRole('button', {
        name: 'Disconnect',
      }),
    );
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: 'Disconnect ChatGPT' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(`DELETE /api/oauth/connections/${CHATGPT.id}`)).toHaveLength(1);
    expect(within(region).getByRole('button', { name: 'Disconnect Helpful Tool' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and asks again', async () => {
    let fail = true;
    const { user } = renderConnect('/us/en/connect', () =>
      fail ? apiError(503, 'unavailable', 'Down for a moment') : json({ connections: [CHATGPT] }),
    );
    const region = await section('Connected assistants');
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Your connected assistants could not be loaded.',
    );
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Try Again' }));
    expect(await within(region).findByText('ChatGPT')).toBeInTheDocument();
  });

  it('speaks Japanese on Japanese pages', async () => {
    renderConnect('/jp/ja/connect', () => json({ connections: [HELPFUL_TOOL] }));
    const region = await section('接続済みのアシスタント');
    expect(await within(region).findByText('未確認')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Helpful Toolの接続を解除' })).toBeInTheDocument();
    expect(
      await within(region).findByText('パック：Sourdough Basics、読めなくなったパック1件'),
    ).toBeInTheDocument();
  });
});
