import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../common/contracts/commerce';
import type { Payout, Payouts } from '../../common/contracts/selling';
import { ledgerEntries, payouts } from '../db/schema';
import { createPack, createUser } from '../test/factories';
import { FakeStripe } from '../test/fake-stripe';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let stripe: FakeStripe;
let clock = new Date();
const DAY = 86_400_000;

interface Answer {
  status: number;
  body: { payout?: Payout; error?: { code: string; message: string } };
}

async function call(browser: TestBrowser, method: string, path: string, json?: unknown): Promise<Answer> {
  const res = await browser.fetch(`/api${path}`, { method, ...(json !== undefined ? { json } : {}) });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** A creator whose $20 pack sold through Stripe Checkout (its webhook delivered): $18 earned after the 10% fee. */
async function creatorWithASale() {
  const creator = await createUser(server.db, { userRole: 'creator', isCreatorVerified: true });
  const pack = await createPack(server.db, {
    creatorId: creator.id,
    priceCents: 2000,
    discountPriceCents: null,
  });
  const buyer = server.browser();
  await buyer.signInAs('user');
  const res = await buyer.fetch('/api/checkout', { method: 'POST', json: { packIds: [pack.id] } });
  expect(res.status, await res.clone().text()).toBe(201);
  const { order } = (await res.json()) as CheckoutResponse;
  const paid = await stripe.deliver(
    `${server.baseUrl}/api/webhooks/stripe`,
    stripe.complete(stripe.sessionFor(order.id).id),
  );
  expect(paid.status).toBe(200);
  return creator;
}

describe('payouts by Stripe Connect transfer', () => {
  let admin: TestBrowser;
  let first: { id: string };
  let second: { id: string };

  const overviewOf = async (creatorId: string) =>
    ((await call(admin, 'GET', '/admin/payouts')).body as unknown as Payouts).creators.find(
      (creator) => creator.creatorId === creatorId,
    );
  const connect = async (creatorId: string, stripeAccount: string) =>
    expect(
      (await call(admin, 'PUT', `/admin/payouts/${creatorId}/stripe-account`, { stripeAccount })).status,
    ).toBe(200);

  beforeAll(async () => {
    stripe = await new FakeStripe().start();
    server = await startTestServer({
      now: () => clock,
      deps: { payments: { stripe: stripe.settings(), devCheckout: true } },
    });
    first = await creatorWithASale();
    second = await creatorWithASale();
    // Past the 30-day refund window: the earnings are payable.
    clock = new Date(clock.getTime() + 31 * DAY);
    admin = server.browser();
    await admin.signInAs('admin');
  });
  afterAll(async () => {
    await server.close();
    await stripe.stop();
  });

  it('transfers the balance to the creator’s connected account, once, under the payout’s idempotency key', async () => {
    await connect(first.id, 'acct_1KenjaFirst');
    expect(await overviewOf(first.id)).toMatchObject({
      balanceCents: 1800,
      stripeAccount: 'acct_1KenjaFirst',
    });

    const res = await call(admin, 'POST', '/admin/payouts', { creatorId: first.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const payout = res.body.payout as Payout;
    expect(payout).toMatchObject({
      creatorId: first.id,
      amountCents: 1800,
      currency: 'USD',
      method: 'stripe',
    });
    expect(payout.transferRef).toMatch(/^tr_/);

    expect(stripe.transfers.filter((t) => t.destination === 'acct_1KenjaFirst')).toEqual([
      {
        id: payout.transferRef,
        amount: 1800,
        currency: 'usd',
        destination: 'acct_1KenjaFirst',
        metadata: { payout_id: payout.id, creator_id: first.id },
        created: expect.any(Number),
        object: 'transfer',
        livemode: false,
      },
    ]);
    // One request (no retry was needed), carrying the key that makes a retried one move no money twice.
    expect(stripe.requests.filter((r) => r.idempotencyKey === `kenja-payout-${payout.id}`)).toEqual([
      { method: 'POST', path: '/v1/transfers', idempotencyKey: `kenja-payout-${payout.id}` },
    ]);
    expect(await overviewOf(first.id)).toMatchObject({ balanceCents: 0, paidOutCents: 1800 });
  });

  it('records nothing when Stripe refuses the transfer or cannot be reached, and tells the admin why', async () => {
    await connect(second.id, 'acct_1KenjaSecond');
    const transfersBefore = stripe.transfers.length;
    const nothingRecorded = async () => {
      expect(stripe.transfers).toHaveLength(transfersBefore);
      expect(await server.db.select().from(payouts).where(eq(payouts.creatorId, second.id))).toEqual([]);
      const entries = await server.db
        .select({ kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.creatorId, second.id));
      expect(entries.map((entry) => entry.kind)).not.toContain('payout');
      expect(await overviewOf(second.id)).toMatchObject({ balanceCents: 1800, paidOutCents: 0 });
    };

    stripe.refuseNextTransfer();
    const refused = await call(admin, 'POST', '/admin/payouts', { creatorId: second.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'conflict',
      message:
        'Stripe refused the transfer to acct_1KenjaSecond: You have insufficient available funds in your Stripe ' +
        'account. Nothing was paid out or recorded.',
    });
    await nothingRecorded();

    // Stripe down through the SDK's retries: the same, as a service that did not answer.
    stripe.failNext(500, 500, 500);
    const down = await call(admin, 'POST', '/admin/payouts', { creatorId: second.id });
    expect(down.status).toBe(503);
    expect(down.body.error?.message).toBe(
      'Stripe could not make the transfer right now. Nothing was paid out or recorded; try again.',
    );
    await nothingRecorded();

    // Once Stripe takes it, the whole balance goes, once.
    const paid = await call(admin, 'POST', '/admin/payouts', { creatorId: second.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.payout).toMatchObject({ method: 'stripe', amountCents: 1800 });
    expect(stripe.transfers.at(-1)).toMatchObject({
      id: paid.body.payout?.transferRef,
      amount: 1800,
      destination: 'acct_1KenjaSecond',
    });
    expect(await overviewOf(second.id)).toMatchObject({ balanceCents: 0, paidOutCents: 1800 });
  });
});
