import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../common/contracts/commerce';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn } from '../../test/sessions';

const ID = '60000000-0000-4000-8000-000000000007';

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: ID,
    status: 'paid',
    provider: 'stripe',
    currency: 'USD',
    subtotalCents: 4998,
    discountCents: 500,
    totalCents: 4498,
    createdAt: '2026-03-01T09:00:00.000Z',
    paidAt: '2026-03-01T09:01:00.000Z',
    refundedAt: null,
    refundableUntil: '2026-03-31T09:01:00.000Z',
    lines: [
      {
        packId: 'p1',
        slug: 'knife-skills',
        title: 'Knife Skills',
        coverImage: '/c.svg',
        listPriceCents: 4999,
        priceCents: 2999,
      },
      {
        packId: 'p2',
        slug: 'bread',
        title: 'Bread',
        coverImage: '/b.svg',
        listPriceCents: 1999,
        priceCents: 1999,
      },
    ],
    ...overrides,
  };
}

function renderReceipt(path: string, answers: Order[]) {
  let call = 0;
  fakeApi({
    'GET /api/auth/session': () => json(signedIn()),
    [`GET /api/orders/${ID}`]: () => json({ order: answers[Math.min(call++, answers.length - 1)] }),
  });
  renderApp(path);
}

describe('the receipt', () => {
  it('says the payment was received when Stripe sends the buyer back, with lines, discount and total', async () => {
    renderReceipt(`/us/en/orders/${ID}?paid=1`, [order()]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Payment received');
    const lines = screen.getByRole('list', { name: 'Packs in this order' });
    expect(lines).toHaveTextContent('Knife SkillsList price: $49.99$29.99');
    expect(screen.getByText('Discount').nextSibling).toHaveTextContent('−$5.00');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$44.98');
    expect(screen.getByRole('status')).toHaveTextContent('Money-back guarantee until March 31, 2026.');
    expect(screen.getByRole('link', { name: 'Go to My Library' })).toHaveAttribute('href', '/us/en/library');
  });

  it('waits for a payment still being confirmed, and updates by itself', async () => {
    renderReceipt(`/us/en/orders/${ID}?paid=1`, [
      order({ status: 'pending', paidAt: null, refundableUntil: null }),
      order(),
    ]);
    expect(await screen.findByText(/waiting for the payment to be confirmed/)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment received' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows a refund, in Japanese', async () => {
    renderReceipt(`/jp/ja/orders/${ID}`, [
      order({ status: 'refunded', refundedAt: '2026-03-05T09:00:00.000Z', refundableUntil: null }),
    ]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('領収書');
    expect(screen.getByRole('status')).toHaveTextContent('2026年3月5日に返金しました。');
    expect(screen.queryByRole('link', { name: 'マイライブラリへ' })).not.toBeInTheDocument();
  });

  it('says when there is no such receipt', async () => {
    fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      [`GET /api/orders/${ID}`]: () => json({ error: { code: 'not_found', message: 'No such order' } }, 404),
    });
    renderApp(`/us/en/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeInTheDocument();
  });
});
