import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, Order } from '../../common/contracts/commerce';
import { CHECKOUT_OPEN_MINUTES } from '../../common/limits';
import { jobs, orders } from '../db/schema';
import { call } from '../test/api-call';
import { createPack } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { TEST_CLOCK_START, testClock } from '../test/test-clock';
import { useTestServer, type TestServer } from '../test/test-server';
import { EXPIRE_CHECKOUTS_JOB } from './checkout-expiry';

let server: TestServer;
const clock = testClock();
const MINUTE = 60_000;
const OPEN = CHECKOUT_OPEN_MINUTES * MINUTE;

async function checkout(browser: TestBrowser, packId: string): Promise<Order> {
  const res = await call(browser, 'POST', '/checkout', { packIds: [packId] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as unknown as CheckoutResponse).order;
}

const statusOf = async (orderId: string) =>
  (await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

describe('checkouts left unpaid (issue 25, item 9)', () => {
  useTestServer((started) => (server = started), { now: clock.now });

  it(`are expired on the server ${CHECKOUT_OPEN_MINUTES} minutes after the order, by a job queued with it`, async () => {
    const buyer = server.browser();
    // The buyer checks out and cancels at the provider; half an hour later, another checkout; a minute after it,
    // the first has been open 31 minutes and the second one.
    clock.set(TEST_CLOCK_START);
    await buyer.signInAs('user');
    const stale = await checkout(buyer, (await createPack(server.db)).id);
    clock.advance(OPEN);
    const fresh = await checkout(buyer, (await createPack(server.db)).id);
    clock.advance(MINUTE);

    const queued = await server.db.select().from(jobs).where(eq(jobs.kind, EXPIRE_CHECKOUTS_JOB));
    const dueAt = (order: Order) => queued.find((job) => job.payload.orderId === order.id)?.runAt.getTime();
    expect(dueAt(stale)).toBe(Date.parse(stale.createdAt) + CHECKOUT_OPEN_MINUTES * MINUTE);
    expect(dueAt(fresh)).toBe(Date.parse(fresh.createdAt) + CHECKOUT_OPEN_MINUTES * MINUTE);
    expect(await statusOf(stale.id)).toBe('pending');

    await server.runJobs();
    expect(await statusOf(stale.id)).toBe('expired');
    // Still open: its job is not due, and the sweep leaves it alone.
    expect(await statusOf(fresh.id)).toBe('pending');

    const receipt = await call(buyer, 'GET', `/orders/${stale.id}`);
    expect((receipt.body as unknown as { order: Order }).order.status).toBe('expired');
    // It can no longer be paid; the open one can.
    expect((await call(buyer, 'POST', `/checkout/dev/${stale.id}/pay`)).status).toBe(409);
    expect((await call(buyer, 'POST', `/checkout/dev/${fresh.id}/pay`)).status).toBe(200);
    expect(await statusOf(fresh.id)).toBe('paid');
  });

  it('leave paid orders alone, and catch pending orders made before the jobs existed', async () => {
    const buyer = server.browser();
    clock.set(TEST_CLOCK_START);
    await buyer.signInAs('user');
    const paid = await checkout(buyer, (await createPack(server.db)).id);
    expect((await call(buyer, 'POST', `/checkout/dev/${paid.id}/pay`)).status).toBe(200);
    const old = await checkout(buyer, (await createPack(server.db)).id);
    // As if it had been made before expiry jobs were queued.
    await server.db.delete(jobs).where(eq(jobs.kind, EXPIRE_CHECKOUTS_JOB));
    // An hour later another checkout; the old one has long been closed, but no job of its own will say so.
    clock.advance(2 * OPEN);
    await checkout(buyer, (await createPack(server.db)).id);
    // The newest order's job is not due yet: nothing runs.
    clock.advance(OPEN - MINUTE);
    await server.runJobs();
    expect(await statusOf(old.id)).toBe('pending');
    // When it runs, it sweeps every closed checkout.
    clock.advance(MINUTE);
    await server.runJobs();
    expect(await statusOf(old.id)).toBe('expired');
    expect(await statusOf(paid.id)).toBe('paid');
  });
});
