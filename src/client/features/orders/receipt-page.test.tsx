import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../common/contracts/commerce';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';
import { orderFixture, orderLine } from '../../test/orders';
import { axeViolations } from '../../test/axe';
import { PENDING_POLL_FOR_MS } from './receipt-page';
import { expectLink } from '../../test/expectations';

const ID = '60000000-0000-4000-8000-000000000007';
const ORDER = `GET /api/orders/${ID}`;
const DAY = 24 * 3600 * 1000;

function order(overrides: Partial<Order> = {}): Order {
  return orderFixture({
    id: ID,
    subtotalCents: 4998,
    discountCents: 500,
    totalCents: 4498,
    paidAt: '2026-03-02T09:01:00.000Z',
    refundableUntil: new Date(Date.now() + 20 * DAY).toISOString(),
    lines: [
      orderLine(),
      orderLine({
        packId: 'p2',
        slug: 'bread',
        title: 'Bread',
        coverImage: '/b.svg',
        listPriceCents: 1999,
        priceCents: 1999,
      }),
    ],
    ...overrides,
  });
}

/** The receipt at `path`; the order is answered from `answers` in turn, the last one from then on. */
function renderReceipt(path: string, answers: Order[], session = signedIn()) {
  let call = 0;
  const api = fakeApi({
    'GET /api/auth/session': () => json(session),
    [ORDER]: () => json({ order: answers[Math.min(call++, answers.length - 1)] }),
  });
  renderApp(path);
  return api;
}

/** The value a receipt's description list gives for `term`. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the receipt', () => {
  it('says the payment was received when Stripe sends the buyer back, with lines, discount and total', async () => {
    renderReceipt(`/us/en/orders/${ID}?paid=1`, [order()]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Payment received');
    expect(detail('Order number')).toHaveTextContent(ID);
    expect(detail('Status')).toHaveTextContent('Paid');
    expect(detail('Order date')).toHaveTextContent('March 1, 2026');
    expect(detail('Payment date')).toHaveTextContent('March 2, 2026');
    expect(detail('Payment')).toHaveTextContent('Card, through Stripe');

    const [knife, bread] = within(screen.getByRole('list', { name: 'Packs in this order' })).getAllByRole(
      'listitem',
    );
    expect(within(knife!).getByRole('link', { name: 'Knife Skills' })).toHaveAttribute(
      'href',
      '/us/en/pack/knife-skills',
    );
    expect(knife).toHaveTextContent('List price: $49.99Price: $29.99');
    expect(knife!.querySelector('s')).toHaveTextContent('$49.99');
    expect(bread).toHaveTextContent('Price: $19.99');
    expect(bread).not.toHaveTextContent('List price');

    expect(detail('Subtotal')).toHaveTextContent('$49.98');
    expect(detail('Discount')).toHaveTextContent('−$5.00');
    expect(detail('Total')).toHaveTextContent('$44.98');
    expect(screen.getByRole('status')).toHaveTextContent(
      /Your packs are in My Library\. Money-back guarantee until \w+ \d+, \d{4}\./,
    );
    expectLink('Go to My Library', '/us/en/library');
    expectLink('Connect to your assistant', '/us/en/connect');
    await waitFor(() => expect(document.title).toContain('Receipt'));
    expect(await axeViolations()).toEqual([]);
  });

  it('is just the receipt when opened later, with no discount line when there was none', async () => {
    renderReceipt(`/us/en/orders/${ID}`, [
      order({ discountCents: 0, totalCents: 4998, refundableUntil: '2026-03-31T09:01:00.000Z' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Receipt');
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
    expect(detail('Total')).toHaveTextContent('$49.98');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The 30-day money-back guarantee ended on March 31, 2026.',
    );
  });

  it('waits for a payment still being confirmed, asking every 2 seconds until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const justNow = new Date().toISOString();
    const api = renderReceipt(`/us/en/orders/${ID}?paid=1`, [
      order({ status: 'pending', paidAt: null, refundableUntil: null, createdAt: justNow }),
      order({ status: 'pending', paidAt: null, refundableUntil: null, createdAt: justNow }),
      order(),
    ]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Receipt');
    expect(detail('Status')).toHaveTextContent('Waiting for payment');
    expect(screen.getByRole('status')).toHaveTextContent(
      'We are waiting for the payment to be confirmed. This page updates by itself.',
    );
    expect(screen.queryByRole('link', { name: 'Go to My Library' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receipt');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(detail('Status')).toHaveTextContent('Paid');

    // Paid: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo(ORDER)).toHaveLength(3);
  });

  it('stops asking after two minutes, says what that means, and checks again when asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = order({
      status: 'pending',
      paidAt: null,
      refundableUntil: null,
      createdAt: new Date().toISOString(),
    });
    const api = renderReceipt(`/us/en/orders/${ID}?paid=1`, [pending]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Receipt');
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_FOR_MS + 2_000));
    const asked = api.callsTo(ORDER).length;
    expect(asked).toBeGreaterThan(50);
    expect(asked).toBeLessThanOrEqual(PENDING_POLL_FOR_MS / 2000 + 2);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No payment has been confirmed for this order yet. If you cancelled or left the payment page, nothing was charged, and the order closes by itself 30 minutes after it was placed.',
    );
    expect(detail('Status')).toHaveTextContent('Waiting for payment');
    expect(await axeViolations()).toEqual([]);

    // Nothing more is asked by itself…
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.callsTo(ORDER)).toHaveLength(asked);
    // …until the buyer checks again, which asks at once and waits a while longer.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(api.callsTo(ORDER)).toHaveLength(asked + 1));
    expect(screen.getByRole('status')).toHaveTextContent('This page updates by itself.');
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(api.callsTo(ORDER).length).toBeGreaterThan(asked + 1);
  });

  it('does not wait for a payment cancelled at Stripe, and says so in Japanese', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Stripe's cancel link comes back without ?paid=1.
    const api = renderReceipt(`/jp/ja/orders/${ID}`, [
      order({ status: 'pending', paidAt: null, refundableUntil: null, createdAt: new Date().toISOString() }),
    ]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('領収書');
    expect(screen.getByRole('status')).toHaveTextContent(
      'この注文のお支払いはまだ確認できていません。お支払いページでキャンセルした場合や途中で閉じた場合は料金は請求されず、注文は30分後に自動で終了します。',
    );
    expect(screen.getByRole('button', { name: 'もう一度確認する' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo(ORDER)).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('says an order was not paid', async () => {
    renderReceipt(`/us/en/orders/${ID}`, [order({ status: 'expired', paidAt: null, refundableUntil: null })]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Receipt');
    expect(detail('Status')).toHaveTextContent('Not paid');
    expect(screen.queryByText('Payment date')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This order was not paid, so nothing was charged.');
    expectLink('Browse the marketplace', '/us/en');
  });

  it('shows one pack of the order refunded, with what went back, while the order stays paid', async () => {
    const base = order();
    const [first, second] = base.lines;
    renderReceipt(`/us/en/orders/${ID}`, [
      order({
        refundedCents: 1999,
        lines: [first!, { ...second!, refundedAt: '2026-03-05T09:00:00.000Z', refundCents: 1999 }],
      }),
    ]);
    expect(await screen.findByText('Refunded $19.99 on March 5, 2026')).toBeInTheDocument();
    expect(detail('Status')).toHaveTextContent('Paid');
    expect(detail('Refunded')).toHaveTextContent('−$19.99');
  });

  it('writes a dollar order in Japanese with each amount’s yen estimate beside it (ADR 0043)', async () => {
    renderReceipt(`/jp/ja/orders/${ID}`, [order()]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('領収書');
    const [knife] = within(screen.getByRole('list', { name: 'この注文のパック' })).getAllByRole('listitem');
    expect(knife).toHaveTextContent('$29.99約4,499円');
    expect(knife!.querySelector('s')).toHaveTextContent(/^\S+ \$49\.99$/); // the list price: dollars alone
    expect(detail('小計')).toHaveTextContent('$49.98（約7,497円）');
    expect(detail('割引')).toHaveTextContent('−$5.00（約750円）');
    expect(detail('合計')).toHaveTextContent('$44.98（約6,747円）');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a refund, in Japanese', async () => {
    renderReceipt(`/jp/ja/orders/${ID}?paid=1`, [
      order({
        status: 'refunded',
        currency: 'JPY',
        subtotalCents: 300000,
        discountCents: 0,
        totalCents: 300000,
        refundedAt: '2026-03-05T09:00:00.000Z',
        refundableUntil: null,
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('領収書');
    expect(detail('ステータス')).toHaveTextContent('2026年3月5日に返金済み');
    expect(detail('注文日')).toHaveTextContent('2026年3月1日');
    expect(detail('合計')).toHaveTextContent('￥3,000');
    expect(detail('合計')).not.toHaveTextContent('約'); // a yen order has no estimate
    expect(screen.getByRole('status')).toHaveTextContent(
      '代金は返金され、これらのパックの利用は終了しました。',
    );
    expectLink('Knife Skills', '/jp/ja/pack/knife-skills');
    expect(screen.queryByRole('link', { name: 'マイライブラリへ' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('speaks of the buyer, not "you", to an admin reading someone else’s receipt, in both languages', async () => {
    const admin = signedIn({ user_role: 'admin' });
    const refunded = order({
      status: 'refunded',
      refundedAt: '2026-03-05T09:00:00.000Z',
      refundableUntil: null,
    });
    renderReceipt(`/us/en/orders/${ID}`, [refunded], admin);
    expect(
      await screen.findByText('The money went back to the buyer, and their access to these packs has ended.'),
    ).toBeInTheDocument();
    cleanup();
    renderReceipt(`/jp/ja/orders/${ID}`, [order()], admin);
    expect(await screen.findByText(/パックは購入者のライブラリにあります。/)).toBeInTheDocument();
  });

  it('says when there is no such receipt', async () => {
    fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      [ORDER]: () => apiError(404, 'not_found', 'No such order'),
    });
    renderApp(`/us/en/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt not found' })).toBeInTheDocument();
    expectLink('Go to My Library', '/us/en/library');
  });

  it('says when the receipt could not be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      [ORDER]: () => (fail ? apiError(500, 'internal', 'boom') : json({ order: order() })),
    });
    renderApp(`/us/en/orders/${ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The receipt could not be loaded');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Packs in this order' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    fakeApi({ 'GET /api/auth/session': () => json(signedOut()) });
    renderApp(`/jp/ja/orders/${ID}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ログインが必要です');
    expect(screen.getByText('領収書を見るにはログインしてください。')).toBeInTheDocument();
  });
});
