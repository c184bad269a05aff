import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PurchaseConfirmation } from '../../../common/contracts/assistant-spending';
import { axeViolations } from '../../test/axe';
import { agentPurchaseFixture, budgetStateFixture, confirmationFixture } from '../../test/assistant-spending';
import { expectLink } from '../../test/expectations';
import { apiError, json, type ApiHandlers } from '../../test/fake-api';
import { renderAppWithApi } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';

const TOKEN = 'cf_3u8Qm-TkZ1';
const ENDPOINT = `/api/assistant-purchases/${TOKEN}`;

/** The browser leaving for a checkout or a receipt: recorded, since jsdom cannot go. */
function watchLeaving() {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  return assign;
}

function renderConfirm(path: string, confirmation: () => Response, more: ApiHandlers = {}) {
  return renderAppWithApi(path, {
    'GET /api/auth/session': () => json(signedIn()),
    [`GET ${ENDPOINT}`]: confirmation,
    ...more,
  });
}

const closed = (overrides: Partial<PurchaseConfirmation['purchase']>) =>
  confirmationFixture({ open: false, purchase: agentPurchaseFixture(overrides) });

describe('the confirmation page, while the request is open', () => {
  it('says who asks to buy what, for how much, why, what is left and how it would be paid', async () => {
    renderConfirm(`/us/en/confirm-purchase/${TOKEN}`, () => json(confirmationFixture()));
    const heading = await screen.findByRole('heading', { level: 1, name: 'ChatGPT asks to buy a pack' });
    await waitFor(() => expect(document.title).toBe('ChatGPT asks to buy a pack · Kenja'));
    const card = heading.closest('section')!;
    expect(card).toHaveTextContent('Nothing is bought until you confirm.');
    expectLink('Sourdough Basics', '/us/en/pack/sourdough-basics');
    expect(card).toHaveTextContent('Price$4.99');
    expect(card).toHaveTextContent(
      'Why you are askedYou asked this assistant to ask you before every purchase.',
    );
    expect(card).toHaveTextContent('Budget this month$15.01 left of $20.00 in December');
    expect(card).toHaveTextContent('PaymentWith your card, Visa ••••4242');
    expect(within(card).getByRole('button', { name: 'Confirm and pay' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: "Don't buy" })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('confirms, and goes where the server says to pay', async () => {
    const assign = watchLeaving();
    const next = 'https://checkout.stripe.test/c/pay_1';
    const { user, api } = renderConfirm(
      `/us/en/confirm-purchase/${TOKEN}`,
      () => json(confirmationFixture()),
      {
        [`POST ${ENDPOINT}`]: () =>
          json({ purchase: agentPurchaseFixture({ status: 'reserved', order_id: null }), next }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(next));
    expect(api.callsTo(`POST ${ENDPOINT}`).map((call) => call.body)).toEqual([{ decision: 'confirm' }]);
    expect(screen.getByRole('button', { name: 'Going to payment...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: "Don't buy" })).toBeDisabled();
  });

  it('declines, and then says nothing was charged, with no buttons left', async () => {
    const assign = watchLeaving();
    const { user, api } = renderConfirm(
      `/us/en/confirm-purchase/${TOKEN}`,
      () => json(confirmationFixture()),
      {
        [`POST ${ENDPOINT}`]: () =>
          json({ purchase: agentPurchaseFixture({ status: 'declined', order_id: null }), next: null }),
      },
    );
    await user.click(await screen.findByRole('button', { name: "Don't buy" }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'You declined this purchase' });
    expect(heading).toHaveFocus();
    expect(heading.closest('section')).toHaveTextContent('Nothing was charged.');
    expect(api.callsTo(`POST ${ENDPOINT}`).map((call) => call.body)).toEqual([{ decision: 'decline' }]);
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says the next step is a checkout when no card is saved, and shows a request for queries', async () => {
    renderConfirm(`/us/en/confirm-purchase/${TOKEN}`, () =>
      json(
        confirmationFixture({
          purchase: agentPurchaseFixture({
            status: 'awaiting_confirmation',
            credit_blocks: 3,
            amount_cents: 300,
          }),
          reason: 'no_saved_card',
          card: null,
          budget: budgetStateFixture(),
        }),
      ),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'ChatGPT asks to buy queries' });
    const card = heading.closest('section')!;
    expect(card).toHaveTextContent('WhatSourdough Basics300 queries');
    expect(card).toHaveTextContent("No card is saved for assistants' purchases, so you pay at checkout.");
    expect(card).toHaveTextContent('Budget this monthIt may not buy on its own.');
    expect(card).toHaveTextContent('PaymentNext, you pay at checkout.');
  });

  it('says why an answer was not taken, and reads the request again', async () => {
    let open = true;
    const { user } = renderConfirm(
      `/us/en/confirm-purchase/${TOKEN}`,
      () => json(open ? confirmationFixture() : closed({ status: 'expired', order_id: null })),
      {
        [`POST ${ENDPOINT}`]: () => {
          open = false;
          return apiError(409, 'conflict', 'This request is no longer open');
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This request has expired' }),
    ).toBeInTheDocument();
  });
});

describe('the confirmation page, once the request is closed', () => {
  it('shows a paid purchase with its receipt, and no buttons', async () => {
    renderConfirm(`/us/en/confirm-purchase/${TOKEN}`, () => json(closed({ status: 'paid' })));
    const heading = await screen.findByRole('heading', { level: 1, name: 'This purchase is paid' });
    expect(heading.closest('section')).toHaveTextContent('ChatGPT can use it now.');
    expectLink('View the receipt', '/us/en/orders/60000000-0000-4000-8000-000000000001');
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Don't buy" })).not.toBeInTheDocument();
    expect(heading.closest('section')).not.toHaveTextContent('Why you are asked');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows an expired request as such', async () => {
    renderConfirm(`/us/en/confirm-purchase/${TOKEN}`, () =>
      json(closed({ status: 'expired', order_id: null })),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'This request has expired' });
    expect(heading.closest('section')).toHaveTextContent('Nothing was charged. ChatGPT can ask again.');
    expect(screen.queryByRole('link', { name: 'View the receipt' })).not.toBeInTheDocument();
  });
});

describe('the confirmation page, to anyone else', () => {
  it('says only that there is nothing to confirm', async () => {
    renderConfirm(`/us/en/confirm-purchase/${TOKEN}`, () => apiError(404, 'not_found', 'No such purchase'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Nothing to confirm here' });
    const card = heading.closest('section')!;
    expect(card).toHaveTextContent('No purchase is waiting for you at this address.');
    expect(card).not.toHaveTextContent('No such purchase');
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nothing to confirm here · Kenja'));
    expect(await axeViolations()).toEqual([]);
  });

  it('asks a visitor to sign in first, asking nothing of the server', async () => {
    const { api } = renderAppWithApi(`/us/en/confirm-purchase/${TOKEN}`, {
      'GET /api/auth/session': () => json(signedOut({ google: true })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByText("Sign in to answer your assistant's request.")).toBeInTheDocument();
    expect(api.callsTo(`GET ${ENDPOINT}`)).toEqual([]);
  });
});

describe('the confirmation page in Japanese', () => {
  it('asks in Japanese, with the yen beside the dollars', async () => {
    const { user } = renderConfirm(`/jp/ja/confirm-purchase/${TOKEN}`, () => json(confirmationFixture()), {
      [`POST ${ENDPOINT}`]: () =>
        json({ purchase: agentPurchaseFixture({ status: 'declined', order_id: null }), next: null }),
    });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'ChatGPTがパックの購入を求めています',
    });
    const card = heading.closest('section')!;
    expect(card).toHaveTextContent('金額$4.99（約749円）');
    expect(card).toHaveTextContent('このアシスタントには、購入のたびに確認するよう設定されているためです。');
    expect(card).toHaveTextContent('12月の残り：$15.01（約2,252円）／上限$20.00（約3,000円）');
    await user.click(within(card).getByRole('button', { name: '購入しない' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'この購入を見送りました' }),
    ).toBeInTheDocument();
  });

  it('says there is nothing to confirm in Japanese', async () => {
    renderConfirm(`/jp/ja/confirm-purchase/${TOKEN}`, () => apiError(404, 'not_found', 'No such purchase'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '確認するものはありません' }),
    ).toBeInTheDocument();
  });
});
