import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentPurchase } from '../../../common/contracts/assistant-spending';
import { axeViolations } from '../../test/axe';
import { agentPurchaseFixture } from '../../test/assistant-spending';
import { apiError, json } from '../../test/fake-api';
import { libraryItemFixture } from '../../test/library';
import { renderAppWithApi } from '../../test/render';
import { signedIn } from '../../test/sessions';

function renderLibrary(path: string, purchases: () => Response, items = [libraryItemFixture()]) {
  return renderAppWithApi(path, {
    'GET /api/auth/session': () => json(signedIn()),
    'GET /api/library': () => json({ items }),
    'GET /api/me/assistant-purchases': purchases,
  });
}

const PURCHASES: AgentPurchase[] = [
  agentPurchaseFixture({
    id: '7a000000-0000-4000-8000-000000000002',
    client_name: 'Claude',
    credit_blocks: 2,
    amount_cents: 200,
    status: 'declined',
    order_id: null,
  }),
  agentPurchaseFixture(),
];

describe('what assistants bought, in the library', () => {
  it('lists each purchase: pack, assistant, amount, status and receipt', async () => {
    renderLibrary('/us/en/library', () => json({ purchases: PURCHASES }));
    const section = await screen.findByRole('region', { name: 'Bought by your assistants' });
    const [credits, pack] = within(section).getAllByRole('listitem');
    expect(credits).toHaveTextContent('Sourdough Basics');
    expect(credits).toHaveTextContent('200 queries · Asked by Claude');
    expect(credits).toHaveTextContent('$2.00');
    expect(credits).toHaveTextContent('Declined');
    expect(within(credits!).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
    expect(pack).toHaveTextContent('Asked by ChatGPT');
    expect(pack).toHaveTextContent('$4.99');
    expect(pack).toHaveTextContent('Paid');
    expect(within(pack!).getByRole('link', { name: 'Receipt for Sourdough Basics' })).toHaveAttribute(
      'href',
      '/us/en/orders/60000000-0000-4000-8000-000000000001',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('is absent when assistants bought nothing', async () => {
    const { api } = renderLibrary('/us/en/library', () => json({ purchases: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Library' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Your packs' });
    expect(api.callsTo('GET /api/me/assistant-purchases')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Bought by your assistants' })).not.toBeInTheDocument();
  });

  it('shows under an empty library too, and says when the purchases could not be loaded', async () => {
    renderLibrary('/us/en/library', () => apiError(503, 'unavailable', 'Down'), []);
    const section = await screen.findByRole('region', { name: 'Bought by your assistants' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "Your assistants' purchases could not be loaded:",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your library is empty' })).toBeInTheDocument();
  });

  it('says it in Japanese, with the yen beside the dollars', async () => {
    renderLibrary('/jp/ja/library', () => json({ purchases: PURCHASES }));
    const section = await screen.findByRole('region', { name: 'アシスタントが購入したもの' });
    const [credits, pack] = within(section).getAllByRole('listitem');
    expect(credits).toHaveTextContent('200クエリ · 依頼元：Claude');
    expect(credits).toHaveTextContent('見送り');
    expect(pack).toHaveTextContent('$4.99（約749円）');
    expect(within(pack!).getByRole('link', { name: 'Sourdough Basicsの領収書' })).toBeInTheDocument();
  });
});
