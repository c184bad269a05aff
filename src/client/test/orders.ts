import type { Order } from '../../common/contracts/commerce';
import { fixtureOf } from './fixture';

type OrderLine = Order['lines'][number];

/** An order line as the server sends it: Knife Skills, bought for $29.99 (listed at $49.99), not refunded. */
export const orderLine = fixtureOf<OrderLine>({
  packId: 'p1',
  slug: 'knife-skills',
  title: 'Knife Skills',
  coverImage: '/c.svg',
  listPriceCents: 4999,
  priceCents: 2999,
  discountCents: 0,
  bundleTitle: null,
  kind: 'pack',
  credits: 0,
  seats: 0,
  refundedAt: null,
  refundCents: null,
});

/** An order as the server sends it: one line (orderLine), paid by card through Stripe on 1 March 2026. */
export const orderFixture = fixtureOf<Order>({
  id: '60000000-0000-4000-8000-000000000001',
  buyerId: 'buyer-1',
  status: 'paid',
  provider: 'stripe',
  currency: 'USD',
  subtotalCents: 2999,
  discountCents: 0,
  totalCents: 2999,
  createdAt: '2026-03-01T09:00:00.000Z',
  paidAt: '2026-03-01T09:01:00.000Z',
  refundedAt: null,
  refundedCents: 0,
  refundableUntil: '2026-03-31T09:01:00.000Z',
  lines: [orderLine()],
});
