import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AssistantBudget, BudgetState, SavedCard } from '../../../common/contracts/assistant-spending';
import type { Connection } from '../../../common/contracts/oauth';
import { axeViolations } from '../../test/axe';
import {
  agentPurchaseFixture,
  budgetStateFixture,
  savedCardFixture,
  spendingBudgetFixture,
} from '../../test/assistant-spending';
import { apiError, json, type ApiHandlers } from '../../test/fake-api';
import { renderAppWithApi } from '../../test/render';
import { signedIn } from '../../test/sessions';

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
  created_at: '2025-11-02T09:15:00.000Z',
  last_used_at: null,
  budget: spendingBudgetFixture(),
};
const CLAUDE: Connection = {
  ...CHATGPT,
  id: '9e8d7c6b-5a49-4382-a716-000000000002',
  client: {
    client_id: 'https://claude.ai/oauth/client.json',
    name: 'Claude',
    domain: 'claude.ai',
    verified: true,
  },
  budget: budgetStateFixture(),
};

/** The browser leaving for Stripe: jsdom cannot, so where it was sent is recorded instead. */
function watchLeaving() {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  return assign;
}

/** The Connect page of a signed-in person with these assistants, this card and these purchases. */
function renderConnect(path: string, { card = null as SavedCard | null, more = {} as ApiHandlers } = {}) {
  return renderAppWithApi(path, {
    'GET /api/auth/session': () => json(signedIn()),
    'GET /api/access-tokens': () => json({ tokens: [] }),
    'GET /api/me/queries': () => json({ records: [] }),
    'GET /api/me/packs': () => json({ packs: [] }),
    'GET /api/oauth/connections': () => json({ connections: [CHATGPT, CLAUDE] }),
    'GET /api/me/payment-method': () => json({ card }),
    'GET /api/me/assistant-purchases': () =>
      json({
        purchases: [
          agentPurchaseFixture({
            id: '7a000000-0000-4000-8000-000000000003',
            status: 'awaiting_confirmation',
            order_id: null,
            amount_cents: 2999,
            pack: {
              id: '5d0c8a4e-4b9f-4a43-8f1e-2d7b9c6e1a02',
              slug: 'tax-law',
              title: 'Tax Law for Freelancers',
            },
          }),
          agentPurchaseFixture({
            id: '7a000000-0000-4000-8000-000000000002',
            connection_id: CLAUDE.id,
            client_name: 'Claude',
            credit_blocks: 3,
            amount_cents: 300,
          }),
          agentPurchaseFixture(),
        ],
      }),
    ...more,
  });
}

const region = (name: string) => screen.findByRole('region', { name });
const rows = async (name = 'Connected assistants') => within(await region(name)).findAllByRole('listitem');

describe('what connected assistants may spend, on the Connect page', () => {
  it('says each assistant’s budget in a line', async () => {
    renderConnect('/us/en/connect');
    const [chatgpt, claude] = await rows();
    expect(chatgpt).toHaveTextContent('May buy up to $20.00 a month · $4.99 spent in December');
    expect(claude).toHaveTextContent("Can't buy");
    expect(claude).not.toHaveTextContent('spent');
  });

  it('edits a budget with the same editor as the consent page, and saves it with PUT', async () => {
    let saved: BudgetState = spendingBudgetFixture();
    const { user, api } = renderConnect('/us/en/connect', {
      more: {
        [`PUT /api/oauth/connections/${CHATGPT.id}/budget`]: (body) => {
          saved = { ...saved, budget: body as AssistantBudget, left_cents: 5000 - 499 };
          return json(saved);
        },
      },
    });
    const [chatgpt] = await rows();
    const edit = within(chatgpt!).getByRole('button', { name: 'Edit purchases for ChatGPT' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const editor = within(chatgpt!).getByRole('group', { name: 'Purchases' });
    const monthly = within(editor).getByLabelText('Monthly limit (USD)');
    expect(monthly).toHaveValue(20);
    expect(within(editor).getByLabelText('Limit per purchase (USD)')).toHaveValue(10);
    expect(await axeViolations(await region('Connected assistants'))).toEqual([]);

    // Over the monthly limit: refused in the interface's words, nothing sent.
    await user.clear(monthly);
    await user.type(monthly, '5');
    await user.click(within(chatgpt!).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'The limit per purchase cannot be more than the monthly limit.',
    );
    expect(api.callsTo(`PUT /api/oauth/connections/${CHATGPT.id}/budget`)).toEqual([]);

    await user.clear(monthly);
    await user.type(monthly, '50');
    await user.click(within(editor).getByRole('radio', { name: 'Buy on its own under an amount' }));
    await user.type(within(editor).getByLabelText('Buy on its own under (USD)'), '3');
    await user.click(within(chatgpt!).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(chatgpt).toHaveTextContent('May buy up to $50.00 a month · $4.99 spent in December'),
    );
    expect(api.callsTo(`PUT /api/oauth/connections/${CHATGPT.id}/budget`)[0]?.csrf).toMatch(/^csrf-/);
    expect(api.callsTo(`PUT /api/oauth/connections/${CHATGPT.id}/budget`).map((call) => call.body)).toEqual([
      {
        may_buy: true,
        monthly_limit_cents: 5000,
        per_purchase_limit_cents: 1000,
        auto_buy_under_cents: 300,
        confirm_first_purchase: true,
      },
    ]);
    expect(within(chatgpt!).queryByRole('group', { name: 'Purchases' })).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
  });

  it('says when a budget could not be saved, and keeps what was typed', async () => {
    const { user } = renderConnect('/us/en/connect', {
      more: {
        [`PUT /api/oauth/connections/${CLAUDE.id}/budget`]: () =>
          apiError(404, 'not_found', 'No such connected assistant'),
      },
    });
    const [, claude] = await rows();
    await user.click(within(claude!).getByRole('button', { name: 'Edit purchases for Claude' }));
    await user.click(within(claude!).getByRole('checkbox', { name: /Let it buy/ }));
    await user.type(within(claude!).getByLabelText('Monthly limit (USD)'), '10');
    await user.type(within(claude!).getByLabelText('Limit per purchase (USD)'), '10');
    await user.click(within(claude!).getByRole('button', { name: 'Save' }));
    expect(await within(claude!).findByRole('alert')).toHaveTextContent('The purchases could not be saved:');
    expect(within(claude!).getByLabelText('Monthly limit (USD)')).toHaveValue(10);
  });

  it('lists what each assistant bought, with status, amount and receipt', async () => {
    renderConnect('/us/en/connect');
    const purchases = await region("Assistants' purchases");
    const chatgpt = await within(purchases).findByRole('list', { name: 'Purchases by ChatGPT' });
    const [waiting, paid] = within(chatgpt).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('Tax Law for Freelancers');
    expect(waiting).toHaveTextContent('$29.99');
    expect(waiting).toHaveTextContent('Waiting for you');
    expect(within(waiting!).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
    expect(within(paid!).getByRole('link', { name: 'Sourdough Basics' })).toHaveAttribute(
      'href',
      '/us/en/pack/sourdough-basics',
    );
    expect(paid).toHaveTextContent('$4.99');
    expect(paid).toHaveTextContent('Paid');
    expect(within(paid!).getByRole('link', { name: 'Receipt for Sourdough Basics' })).toHaveAttribute(
      'href',
      '/us/en/orders/60000000-0000-4000-8000-000000000001',
    );
    const claude = within(purchases).getByRole('list', { name: 'Purchases by Claude' });
    expect(claude).toHaveTextContent('300 queries');
    expect(claude).toHaveTextContent('$3.00');
    expect(await axeViolations(purchases)).toEqual([]);
  });
});

describe('the card for assistants’ purchases', () => {
  it('offers to save one, and goes where the server says to save it', async () => {
    const assign = watchLeaving();
    const { user, api } = renderConnect('/us/en/connect', {
      more: {
        'POST /api/me/payment-method/setup': () => json({ url: 'https://checkout.stripe.test/c/setup_1' }),
      },
    });
    const panel = await region("Card for assistants' purchases");
    expect(await within(panel).findByText(/No card saved/)).toBeInTheDocument();
    expect(await axeViolations(panel)).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Save a card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/setup_1'));
    expect(api.callsTo('POST /api/me/payment-method/setup').map((call) => call.body)).toEqual([
      { return_path: '/us/en/connect' },
    ]);
    expect(within(panel).getByRole('button', { name: 'Opening...' })).toBeDisabled();
  });

  it('shows the saved card, and removes it', async () => {
    let card: SavedCard | null = savedCardFixture();
    const { user, api } = renderConnect('/us/en/connect', {
      more: {
        'GET /api/me/payment-method': () => json({ card }),
        'DELETE /api/me/payment-method': () => {
          card = null;
          return new Response(null, { status: 204 });
        },
      },
    });
    const panel = await region("Card for assistants' purchases");
    expect(await within(panel).findByText('Visa ••••4242')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('no money moves');
    expect(await axeViolations(panel)).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Remove Visa ••••4242' }));
    expect(await within(panel).findByRole('button', { name: 'Save a card' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/me/payment-method')).toHaveLength(1);
  });

  it('back from saving a card, waits for it to be confirmed, then says it is saved', async () => {
    let asked = 0;
    renderConnect('/us/en/connect?card=saved', {
      more: {
        'GET /api/me/payment-method': () => json({ card: (asked += 1) > 1 ? savedCardFixture() : null }),
      },
    });
    const panel = await region("Card for assistants' purchases");
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Your card is being confirmed: it shows here in a moment.',
    );
    expect(await within(panel).findByText('Visa ••••4242')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Your card is saved.');
  });

  it('back from a setup left unfinished, says no card was saved', async () => {
    renderConnect('/us/en/connect?card=cancelled');
    const panel = await region("Card for assistants' purchases");
    await within(panel).findByRole('button', { name: 'Save a card' });
    expect(within(panel).getByRole('status')).toHaveTextContent('No card was saved.');
  });

  it('says a development server’s card is its labelled test card', async () => {
    renderConnect('/us/en/connect', {
      card: savedCardFixture({ provider: 'dev', brand: 'visa', last4: '0000' }),
    });
    const panel = await region("Card for assistants' purchases");
    expect(await within(panel).findByText('Test card ••••0000')).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      'This is the labelled test card of a development server: no money moves.',
    );
  });

  it('says when the card could not be loaded, and asks again', async () => {
    let fail = true;
    const { user } = renderConnect('/us/en/connect', {
      more: {
        'GET /api/me/payment-method': () =>
          fail ? apiError(503, 'unavailable', 'Down') : json({ card: savedCardFixture() }),
      },
    });
    const panel = await region("Card for assistants' purchases");
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Your card could not be loaded.');
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByText('Visa ••••4242')).toBeInTheDocument();
  });
});

describe('the Connect page’s spending in Japanese', () => {
  it('says budgets, the card and the purchases in Japanese, with the yen beside the dollars', async () => {
    renderConnect('/jp/ja/connect', { card: savedCardFixture() });
    const [chatgpt, claude] = await rows('接続済みのアシスタント');
    expect(chatgpt).toHaveTextContent('月$20.00（約3,000円）まで購入可 · 12月の利用額：$4.99（約749円）');
    expect(claude).toHaveTextContent('購入不可');
    expect(within(chatgpt!).getByRole('button', { name: 'ChatGPTの購入設定を編集' })).toBeInTheDocument();
    const panel = await region('アシスタントの購入に使うカード');
    expect(await within(panel).findByRole('button', { name: 'Visa ••••4242を削除' })).toBeInTheDocument();
    const purchases = await region('アシスタントの購入');
    const list = await within(purchases).findByRole('list', { name: 'ChatGPTの購入' });
    expect(list).toHaveTextContent('確認待ち');
    expect(within(list).getByRole('link', { name: 'Sourdough Basicsの領収書' })).toHaveAttribute(
      'href',
      '/jp/ja/orders/60000000-0000-4000-8000-000000000001',
    );
  });
});
