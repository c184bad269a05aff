import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../common/contracts/commerce';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';
import { orderFixture } from '../../test/orders';
import { expectLink } from '../../test/expectations';

const ID = '60000000-0000-4000-8000-000000000009';

function order(status: Order['status']): Order {
  const paid = status === 'paid';
  return orderFixture({
    id: ID,
    status,
    provider: 'dev',
    paidAt: paid ? '2026-03-01T09:01:00.000Z' : null,
    refundableUntil: paid ? '2026-03-31T09:01:00.000Z' : null,
  });
}

describe('the dev checkout', () => {
  it('says no money moves, and pays through the server, then shows the receipt', async () => {
    const api = fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      [`GET /api/orders/${ID}`]: () => json({ order: order('pending') }),
      [`POST /api/checkout/dev/${ID}/pay`]: () => json({ order: order('paid') }),
    });
    const { router } = renderApp(`/us/en/checkout/dev/${ID}`);
    expect(await screen.findByText(/no real payment is taken/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Packs in this order' })).toHaveTextContent('Knife Skills$29.99');
    await userEvent.click(screen.getByRole('button', { name: 'Pay (test)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/us/en/orders/${ID}`));
    expect(router.state.location.search).toBe('?paid=1');
    expect(api.callsTo(`POST /api/checkout/dev/${ID}/pay`)).toHaveLength(1);
  });

  it('offers the receipt for an order already paid', async () => {
    fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      [`GET /api/orders/${ID}`]: () => json({ order: order('paid') }),
    });
    renderApp(`/jp/ja/checkout/dev/${ID}`);
    expect(await screen.findByRole('link', { name: '領収書を見る' })).toHaveAttribute(
      'href',
      `/jp/ja/orders/${ID}`,
    );
    expect(screen.queryByRole('button', { name: '支払う（テスト）' })).not.toBeInTheDocument();
    // ADR 0043: the dollars to be charged, with the yen they come to beside them.
    expect(screen.getByRole('list', { name: 'この注文のパック' })).toHaveTextContent(
      'Knife Skills$29.99（約4,499円）',
    );
    expect(screen.getByText('合計').parentElement).toHaveTextContent('合計$29.99（約4,499円）');
  });

  it('says an expired or replaced checkout cannot be paid, and leads back to the cart (both languages)', async () => {
    fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      [`GET /api/orders/${ID}`]: () => json({ order: order('expired') }),
    });
    renderApp(`/us/en/checkout/dev/${ID}`);
    expect(await screen.findByText(/no longer open/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay (test)' })).not.toBeInTheDocument();
    expectLink('Back to the cart', '/us/en/cart');
  });

  it('says it in Japanese too', async () => {
    fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      [`GET /api/orders/${ID}`]: () => json({ order: order('expired') }),
    });
    renderApp(`/jp/ja/checkout/dev/${ID}`);
    expect(await screen.findByText(/このチェックアウトはすでに終了しています/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /支払/ })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in, and says when the order is not theirs', async () => {
    fakeApi({ 'GET /api/auth/session': () => json(signedOut()) });
    const first = renderApp(`/us/en/checkout/dev/${ID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign In Required');
    first.unmount();
    fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      [`GET /api/orders/${ID}`]: () => json({ error: { code: 'not_found', message: 'No such order' } }, 404),
    });
    renderApp(`/us/en/checkout/dev/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });
});
