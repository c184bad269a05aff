import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackStats } from '../../common/contracts/selling';
import { PAGE_VIEW_NEW_VISITORS_PER_ADDRESS } from '../../common/limits';
import { createPack } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let clock = new Date();
const DAY_MS = 86_400_000;
const VISITOR_COOKIE = /^kenja_visitor=([A-Za-z0-9_-]{22});/;
let addresses = 0;

/** A client address of its own (the server trusts X-Forwarded-For here, as behind a proxy). */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

/** A creator's published pack, and the page views they see on its statistics. */
async function packWithStats() {
  const creator = server.browser();
  const pack = await createPack(server.db, { creatorId: (await creator.signInAs('creator')).id });
  const views = async () => {
    const res = await creator.fetch(`/api/creator/packs/${pack.id}/stats?tz=UTC`);
    expect(res.status).toBe(200);
    return ((await res.json()) as PackStats).totals.views;
  };
  return { pack, views };
}

function view(
  slug: string,
  {
    browser,
    address,
    headers = {},
  }: { browser?: TestBrowser; address: string; headers?: Record<string, string> },
) {
  const init = { method: 'POST', headers: { 'X-Forwarded-For': address, ...headers } };
  return browser
    ? browser.fetch(`/api/packs/by-slug/${slug}/views`, init)
    : server.fetch(`/api/packs/by-slug/${slug}/views`, init);
}

describe('page views count people, not requests (issue 20 item 12)', () => {
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock, deps: { trustProxy: true } });
  });
  afterAll(() => server.close());

  it('lets one address add only a few new visitors a day, however many browsers it claims to be', async () => {
    const { pack, views } = await packWithStats();
    const address = newAddress();
    for (let i = 0; i < 30; i += 1) {
      const res = await view(pack.slug, { address, headers: { 'User-Agent': `Browser/${i}` } });
      expect(res.status).toBe(204);
    }
    expect(await views()).toBe(PAGE_VIEW_NEW_VISITORS_PER_ADDRESS);
    // The same address on another pack has its own allowance.
    const other = await packWithStats();
    await view(other.pack.slug, { address });
    expect(await other.views()).toBe(1);
  });

  it('gives an anonymous visitor a first-party cookie and counts them once however often they come back', async () => {
    const { pack, views } = await packWithStats();
    const visitor = server.browser();
    const address = newAddress();
    const first = await view(pack.slug, { browser: visitor, address });
    const cookie = first.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(VISITOR_COOKIE);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // It lives no longer than the day it counts for.
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(86_400);
    for (let i = 0; i < 4; i += 1) {
      const again = await view(pack.slug, {
        browser: visitor,
        address,
        headers: { 'User-Agent': `UA ${i}` },
      });
      expect(again.status).toBe(204);
      // A known visitor is not given another cookie.
      expect(again.headers.get('Set-Cookie')).toBeNull();
    }
    expect(await views()).toBe(1);
    // Returning from another network is still the same visitor.
    await view(pack.slug, { browser: visitor, address: newAddress() });
    expect(await views()).toBe(1);
  });

  it('counts a signed-in person once a day, and again the next day', async () => {
    const { pack, views } = await packWithStats();
    const buyer = server.browser();
    await buyer.signInAs('user');
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) await view(pack.slug, { browser: buyer, address });
    expect(await views()).toBe(1);
    clock = new Date(clock.getTime() + DAY_MS);
    await view(pack.slug, { browser: buyer, address });
    await view(pack.slug, { browser: buyer, address });
    expect(await views()).toBe(2);
  });

  it('counts two visitors with their own cookies from their own addresses as two', async () => {
    const { pack, views } = await packWithStats();
    const [one, two] = [server.browser(), server.browser()];
    const [here, there] = [newAddress(), newAddress()];
    await view(pack.slug, { browser: one, address: here });
    await view(pack.slug, { browser: two, address: there });
    await view(pack.slug, { browser: one, address: here });
    await view(pack.slug, { browser: two, address: there });
    expect(await views()).toBe(2);
  });

  it('ignores a visitor cookie that is not one of ours, and hands out a real one', async () => {
    const { pack, views } = await packWithStats();
    const forged = [
      'not-an-id',
      'user:00000000-0000-0000-0000-000000000000',
      'A'.repeat(23),
      'AAAA%00AAAAAAAAAAAAAAAAA',
    ];
    for (const value of forged) {
      const res = await view(pack.slug, {
        address: newAddress(),
        headers: { Cookie: `kenja_visitor=${value}` },
      });
      expect(res.status).toBe(204);
      const [, issued] = VISITOR_COOKIE.exec(res.headers.get('Set-Cookie') ?? '') ?? [];
      expect(issued, value).toBeDefined();
      expect(issued).not.toBe(value);
    }
    // Each forged cookie was treated as no cookie: a new visitor each time, not one shared by whoever sends it.
    expect(await views()).toBe(forged.length);
  });
});

describe('the visitor cookie where Kenja is served over https', () => {
  it('is Secure and __Host- prefixed, so no subdomain or plain-http page can plant one', async () => {
    const https = await startTestServer({ auth: { publicUrl: new URL('https://kenja.example') } });
    try {
      const pack = await createPack(https.db);
      const res = await https.fetch(`/api/packs/by-slug/${pack.slug}/views`, { method: 'POST' });
      expect(res.status).toBe(204);
      const cookie = res.headers.get('Set-Cookie') ?? '';
      expect(cookie).toMatch(/^__Host-kenja_visitor=[A-Za-z0-9_-]{22};/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    } finally {
      await https.close();
    }
  });
});
