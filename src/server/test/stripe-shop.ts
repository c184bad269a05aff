import type Stripe from 'stripe';
import { expect } from 'vitest';
import type { CheckoutResponse, Order } from '../../common/contracts/commerce';
import { countEntitlements } from './factories';
import { FakeStripe } from './fake-stripe';
import type { TestBrowser } from './test-browser';
import { useServerWith, type TestServer, type TestServerOptions } from './test-server';

/**
 * A local fake Stripe, and a server selling through it (and through the dev checkout), for the enclosing suite (see
 * `useForSuite`): both handed to `set` once they listen.
 */
export function useStripeServer(
  set: (started: { server: TestServer; stripe: FakeStripe }) => unknown,
  options: TestServerOptions = {},
): void {
  const payments = (stripe: FakeStripe) => ({ stripe: stripe.settings(), devCheckout: true });
  useServerWith(
    () => new FakeStripe().start(),
    (stripe) => stripe.stop(),
    (stripe) => ({ ...options, deps: { ...options.deps, payments: payments(stripe) } }),
    (stripe, server) => set({ server, stripe }),
  );
}

/** What the Stripe checkout tests do over and over: check out, find the session, count access, deliver a webhook. */
export function stripeShop(server: () => TestServer, stripe: () => FakeStripe) {
  const shop = {
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
    entitlements: (userId: string, packId: string) => countEntitlements(server().db, userId, packId),
    async deliver(event: Stripe.Event) {
      const res = await stripe().deliver(`${server().baseUrl}/api/webhooks/stripe`, event);
      return {
        status: res.status,
        body: (await res.json()) as { outcome?: string; error?: { message: string } },
      };
    },
    /** Checks out and pays: Stripe completes the order's session and its webhook is delivered. */
    async paid(browser: TestBrowser, packIds: string[], credits: { packId: string; blocks: number }[] = []) {
      const { order } = await shop.checkout(browser, packIds, credits);
      const completed = stripe().complete(shop.sessionOf(order).id);
      await shop.deliver(completed);
      return { order, completed };
    },
  };
  return shop;
}
