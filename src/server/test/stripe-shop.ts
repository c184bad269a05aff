import { and, count, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { expect } from 'vitest';
import type { CheckoutResponse, Order } from '../../common/contracts/commerce';
import { packEntitlements } from '../db/schema';
import type { FakeStripe } from './fake-stripe';
import type { TestBrowser } from './test-browser';
import type { TestServer } from './test-server';

/** What the Stripe checkout tests do over and over: check out, find the session, count access, deliver a webhook. */
export function stripeShop(server: () => TestServer, stripe: () => FakeStripe) {
  return {
    async checkout(
      browser: TestBrowser,
      packIds: string[],
      credits: { packId: string; blocks: number }[] = [],
    ) {
      const res = await browser.fetch('/api/checkout', { method: 'POST', json: { packIds, credits } });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as CheckoutResponse;
    },
    sessionOf: (order: Order) => stripe().sessionFor(order.id),
    async entitlements(userId: string, packId: string) {
      const [row] = await server()
        .db.select({ n: count() })
        .from(packEntitlements)
        .where(and(eq(packEntitlements.userId, userId), eq(packEntitlements.packId, packId)));
      return row?.n ?? 0;
    },
    async deliver(event: Stripe.Event) {
      const res = await stripe().deliver(`${server().baseUrl}/api/webhooks/stripe`, event);
      return {
        status: res.status,
        body: (await res.json()) as { outcome?: string; error?: { message: string } },
      };
    },
  };
}
