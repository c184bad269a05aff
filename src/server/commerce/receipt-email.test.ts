import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, Order } from '../../common/contracts/commerce';
import { jobs } from '../db/schema';
import { createPack, createPackAt } from '../test/factories';
import { readMail as read, startSmtpCapture } from '../test/smtp-capture';
import type { TestBrowser } from '../test/test-browser';
import { useServerWith, withTestServer, type TestServer } from '../test/test-server';
import { createSmtpMailer } from '../mail/mailer';
import { RECEIPT_EMAIL_JOB } from './receipt-job';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;

async function buy(
  browser: TestBrowser,
  packId: string,
  language: 'en' | 'ja',
  cart: Record<string, unknown> = { packIds: [packId] },
): Promise<Order> {
  const res = await browser.fetch('/api/checkout', { method: 'POST', json: { ...cart, language } });
  expect(res.status).toBe(201);
  const { order } = (await res.json()) as CheckoutResponse;
  const paid = await browser.fetch(`/api/checkout/dev/${order.id}/pay`, { method: 'POST' });
  return ((await paid.json()) as { order: Order }).order;
}

describe('the receipt e-mail', () => {
  useServerWith(
    startSmtpCapture,
    (capture) => capture.close(),
    (capture) => ({
      deps: { mailer: createSmtpMailer({ url: capture.url, from: 'Kenja <receipts@kenja.test>' }) },
      worker: { backoffBaseMs: 1 },
    }),
    (capture, started) => {
      smtp = capture;
      server = started;
    },
  );

  it('goes once to the buyer, in the checkout’s language, when an order is paid', async () => {
    const pack = await createPackAt(server.db, 2900, { title: 'Knife Skills' });
    const { browser: buyer, user: me } = await server.signedIn('user');
    const order = await buy(buyer, pack.id, 'ja');
    // Reported again (a second click, a replayed webhook): still one e-mail.
    await buyer.fetch(`/api/checkout/dev/${order.id}/pay`, { method: 'POST' });
    await server.runJobs();

    const mine = smtp.messages.filter((message) => message.to.includes(me.email));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.from).toBe('receipts@kenja.test');
    const { subject, body } = read(mine[0]!.raw);
    expect(subject).toBe('Kenjaの領収書');
    expect(body).toContain('Knife Skills');
    // Charged in dollars; the Japanese receipt adds the yen at the one rate as an estimate (ADR 0043).
    expect(body).toContain('$29.00（約4,350円）');
    expect(body).toContain(`${server.baseUrl}/jp/ja/orders/${order.id}`);
    expect(body).toContain('30日間返金保証');
  });

  it('names query credits by the queries bought, in the checkout’s language', async () => {
    const pack = await createPackAt(server.db, 2900, { title: 'Knife Skills', queryPriceCents: 250 });
    const { browser: buyer, user: me } = await server.signedIn('user');
    await buy(buyer, pack.id, 'en', { credits: [{ packId: pack.id, blocks: 5 }] });
    await buy(buyer, pack.id, 'ja', { credits: [{ packId: pack.id, blocks: 10 }] });
    await server.runJobs();

    const mine = smtp.messages.filter((message) => message.to.includes(me.email)).map((m) => read(m.raw));
    const en = mine.find((message) => message.subject === 'Your Kenja receipt');
    const ja = mine.find((message) => message.subject === 'Kenjaの領収書');
    expect(en?.body).toContain('- Knife Skills — 500 queries: $12.50');
    expect(en?.body).not.toContain('¥');
    expect(en?.body).toContain('<td>Knife Skills — 500 queries</td>');
    expect(ja?.body).toContain('- Knife Skills — 1,000クエリ: $25.00（約3,750円）');
    expect(ja?.body).toContain('<td>Knife Skills — 1,000クエリ</td>');
  });

  it('is tried again when the mail server says to try later, and not when it refuses', async () => {
    const pack = await createPackAt(server.db, 1500, { title: 'Sourdough' });
    const { browser: later, user: laterUser } = await server.signedIn('user');
    smtp.refuseNext(1, 421);
    await buy(later, pack.id, 'en');
    await server.runJobs();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.runJobs();
    const delivered = smtp.messages.filter((message) => message.to.includes(laterUser.email));
    expect(delivered).toHaveLength(1);
    expect(read(delivered[0]!.raw).subject).toBe('Your Kenja receipt');

    const { browser: refused, user: refusedUser } = await server.signedIn('user');
    smtp.refuseNext(1, 550);
    const order = await buy(refused, pack.id, 'en');
    await server.runJobs();
    expect(smtp.messages.filter((message) => message.to.includes(refusedUser.email))).toHaveLength(0);
    const [job] = await server.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `receipt:${order.id}`));
    expect(job?.status).toBe('failed');
  });
});

describe('without mail configured', () => {
  it('queues no e-mail at all', async () => {
    await withTestServer({}, async (plain) => {
      const pack = await createPack(plain.db);
      const [buyer] = await plain.signedInBrowsers('user');
      await buy(buyer, pack.id, 'en');
      expect(await plain.db.select().from(jobs).where(eq(jobs.kind, RECEIPT_EMAIL_JOB))).toEqual([]);
    });
  });
});
