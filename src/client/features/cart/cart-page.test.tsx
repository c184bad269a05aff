import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_REFUSALS, type Order } from '../../../common/contracts/commerce';
import { DISCOUNT_REFUSALS } from '../../../common/contracts/refusals';
import { cart, type CartItem } from '../../lib/cart';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';
import { orderFixture, orderLine } from '../../test/orders';

const ORDER = '60000000-0000-4000-8000-000000000001';

type PackItem = Extract<CartItem, { packId: string }>;

function item(n: number, overrides: Partial<PackItem> = {}): PackItem {
  return {
    packId: `50000000-0000-4000-8000-00000000000${n}`,
    slug: `pack-${n}`,
    title: `Pack ${n}`,
    image: `/images/packs/pack-${n}.svg`,
    currency: 'USD',
    priceCents: 2000,
    discountPriceCents: 1500,
    ...overrides,
  };
}

function pendingOrder(items: PackItem[]): Order {
  return orderFixture({
    id: ORDER,
    status: 'pending',
    provider: 'dev',
    subtotalCents: 3000,
    totalCents: 3000,
    paidAt: null,
    refundableUntil: null,
    lines: items.map((i) =>
      orderLine({ ...i, coverImage: i.image, listPriceCents: i.priceCents, priceCents: 1500 }),
    ),
  });
}

beforeEach(() => {
  window.localStorage.clear();
  cart.clear();
});

describe('the cart', () => {
  it('lists what was added, totals it, and removes a pack', async () => {
    cart.add(item(1));
    cart.add(item(2, { discountPriceCents: null }));
    fakeApi({ 'GET /api/auth/session': () => json(signedOut()) });
    renderApp('/us/en/cart');
    const list = await screen.findByRole('list', { name: 'Packs in your cart' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('$35.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Pack 2 from the cart' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign in to check out' })).toBeInTheDocument();
  });

  it('checks out when signed in and goes to where the order is paid', async () => {
    const items = [item(1), item(2)];
    items.forEach((i) => cart.add(i));
    const api = fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      'POST /api/checkout': () =>
        json({ order: pendingOrder(items), payUrl: `/us/en/checkout/dev/${ORDER}` }, 201),
      [`GET /api/orders/${ORDER}`]: () => json({ order: pendingOrder(items) }),
    });
    const { router } = renderApp('/us/en/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/us/en/checkout/dev/${ORDER}`);
    expect(api.callsTo('POST /api/checkout')[0]?.body).toEqual({
      packIds: items.map((i) => i.packId),
      bundleIds: [],
      credits: [],
      code: null,
      teamId: null,
      language: 'en',
    });
    expect(cart.items()).toEqual([]);
  });

  it('shows why the server refused a pack, next to it', async () => {
    cart.add(item(1));
    cart.add(item(2));
    fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      'POST /api/checkout': () =>
        apiError(409, 'conflict', CHECKOUT_REFUSALS.owned, [
          { path: ['packIds', 1], message: CHECKOUT_REFUSALS.owned },
        ]),
    });
    renderApp('/jp/ja/cart');
    await userEvent.click(await screen.findByRole('button', { name: '購入手続きへ' }));
    const lines = within(await screen.findByRole('list', { name: 'カート内のパック' })).getAllByRole(
      'listitem',
    );
    expect(
      await within(lines[1]!).findByText('このパックは購入済みです。マイライブラリにあります。'),
    ).toBeInTheDocument();
    expect(within(lines[0]!).queryByText(/購入済み/)).not.toBeInTheDocument();
    // ADR 0043: charged in dollars, each price with its yen estimate; the list price struck through without one.
    expect(lines[0]).toHaveTextContent('通常価格: $20.00価格: $15.00（約2,250円）');
    expect(screen.getByText('合計').closest('div')).toHaveTextContent('合計$30.00約4,500円');
  });

  it('holds a bundle, and prices the cart with a discount code the server accepts', async () => {
    cart.add(item(1));
    cart.add({
      kind: 'bundle',
      bundleId: '70000000-0000-4000-8000-000000000001',
      packIds: [item(2).packId, item(3).packId],
      packTitles: ['Pack 2', 'Pack 3'],
      slug: 'pack-2',
      title: 'The Pair',
      image: '/images/packs/pack-2.svg',
      currency: 'USD',
      priceCents: 3000,
      discountPriceCents: 2400,
    });
    const api = fakeApi({
      'GET /api/auth/session': () => json(signedIn()),
      'POST /api/checkout/quote': (body) =>
        (body as { code: string }).code === 'SPRING'
          ? json({
              quote: {
                currency: 'USD',
                lines: [
                  {
                    ...item(1),
                    listPriceCents: 2000,
                    priceCents: 1500,
                    discountCents: 150,
                    bundleTitle: null,
                    kind: 'pack' as const,
                    credits: 0,
                  },
                  {
                    ...item(2),
                    listPriceCents: 2000,
                    priceCents: 1200,
                    discountCents: 120,
                    bundleTitle: 'The Pair',
                  },
                  {
                    ...item(3),
                    listPriceCents: 2000,
                    priceCents: 1200,
                    discountCents: 120,
                    bundleTitle: 'The Pair',
                  },
                ],
                subtotalCents: 3900,
                discountCents: 390,
                totalCents: 3510,
                code: 'SPRING',
              },
            })
          : apiError(409, 'conflict', DISCOUNT_REFUSALS.expired, [
              { path: ['code'], message: DISCOUNT_REFUSALS.expired },
            ]),
    });
    const user = userEvent.setup();
    renderApp('/us/en/cart');
    const list = await screen.findByRole('list', { name: 'Packs in your cart' });
    expect(within(list).getByText('Includes Pack 2, Pack 3')).toBeInTheDocument();
    expect(screen.getByText('$39.00')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Discount code'), 'old');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount code has expired.');
    expect(api.callsTo('POST /api/checkout/quote')[0]?.body).toMatchObject({ code: 'OLD' });

    await user.clear(screen.getByLabelText('Discount code'));
    await user.type(screen.getByLabelText('Discount code'), 'spring');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code SPRING applied')).toBeInTheDocument();
    expect(screen.getByText('$35.10')).toBeInTheDocument();
    expect(screen.getByText('Discount (SPRING)')).toBeInTheDocument();
    expect(within(list).getByText('−$2.40 with your code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(screen.getByText('$39.00')).toBeInTheDocument();
  });

  it('says in both languages that a used-up code may come free again, as waiting orders hold its uses', async () => {
    const usedUp = () =>
      apiError(409, 'conflict', DISCOUNT_REFUSALS.usedUp, [
        { path: ['code'], message: DISCOUNT_REFUSALS.usedUp },
      ]);
    for (const [path, label, apply, text] of [
      [
        '/us/en/cart',
        'Discount code',
        'Apply',
        'This discount code has been used up. An order waiting for its payment holds a use for up to 30 minutes, so one may come free again if it is not paid.',
      ],
      [
        '/jp/ja/cart',
        '割引コード',
        '適用',
        'この割引コードは利用上限に達しました。支払い待ちの注文は最大30分間1回分を確保するため、支払われなければ再び使えるようになることがあります。',
      ],
    ] as const) {
      cart.clear();
      cart.add(item(1));
      fakeApi({ 'GET /api/auth/session': () => json(signedIn()), 'POST /api/checkout/quote': usedUp });
      const user = userEvent.setup();
      const { unmount } = renderApp(path);
      await user.type(await screen.findByLabelText(label), 'full');
      await user.click(screen.getByRole('button', { name: apply }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      unmount();
    }
  });

  it('will not check out packs in two currencies together', async () => {
    cart.add(item(1));
    cart.add(item(2, { currency: 'JPY' }));
    fakeApi({ 'GET /api/auth/session': () => json(signedIn()) });
    renderApp('/us/en/cart');
    expect(await screen.findByText(/different currencies/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('is empty with a way back to the marketplace', async () => {
    fakeApi({ 'GET /api/auth/session': () => json(signedOut()) });
    renderApp('/us/en/cart');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your cart is empty');
  });
});
