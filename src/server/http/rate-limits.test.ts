import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRequests } from '../db/schema';
import { TestIdp } from '../test/test-idp';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let idp: TestIdp;

const SIGN_IN = { points: 3, seconds: 600 };
const WRITES = { points: 4, seconds: 600 };

const devSignIn = (s: TestServer, n: number) =>
  s.fetch('/api/auth/dev-sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `limited-${n}-${Date.now()}@example.test`, name: 'Limited', role: 'user' }),
  });

describe('rate limits', () => {
  beforeAll(async () => {
    idp = await new TestIdp().start();
    server = await startTestServer({
      auth: { oidc: { issuer: idp.issuer, clientId: 'limits', clientSecret: 'secret' }, devSignIn: true },
      rateLimits: {
        signIn: SIGN_IN,
        writes: WRITES,
        search: WRITES,
        answers: WRITES,
        mcp: WRITES,
        webhooks: WRITES,
        tries: WRITES,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await idp.stop();
  });

  it('lets one address start only so many sign-ins, then answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await server.fetch('/api/auth/google/start', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      statuses.push(res.status);
      if (res.status === 200) {
        expect(res.headers.get('ratelimit-policy')).toBe('"signIn";q=3;w=600');
        expect(res.headers.get('ratelimit')).toMatch(/^"signIn";r=\d;t=\d+$/);
      } else {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(res.headers.get('ratelimit')).toMatch(/^"signIn";r=0;t=\d+$/);
        expect(await res.json()).toEqual({
          error: { code: 'rate_limited', message: 'Too many requests; try again later' },
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    // Only the allowed attempts left a pending sign-in behind.
    const [pending] = await server.db.select({ n: count() }).from(authRequests);
    expect(pending?.n).toBe(3);
    // The development sign-in counts against the same limit, per address.
    expect((await devSignIn(server, 1)).status).toBe(429);
  });

  it('counts writes per signed-in person, so one person does not use up another’s', async () => {
    const other = await startTestServer({
      rateLimits: {
        signIn: { points: 100, seconds: 60 },
        writes: WRITES,
        search: WRITES,
        answers: WRITES,
        mcp: WRITES,
        webhooks: WRITES,
        tries: WRITES,
      },
    });
    try {
      const first = other.browser();
      const second = other.browser();
      await first.signInAs('user');
      await second.signInAs('user');
      const rename = (b: typeof first) =>
        b.fetch('/api/me', { method: 'PATCH', json: { full_name: 'Renamed' } }).then((r) => r.status);
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push(await rename(first));
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      expect(await rename(second)).toBe(200);
      // Reading is not limited.
      expect((await first.fetch('/api/me')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('counts anonymous writes per address', async () => {
    const other = await startTestServer({
      rateLimits: {
        signIn: { points: 2, seconds: 60 },
        writes: WRITES,
        search: WRITES,
        answers: WRITES,
        mcp: WRITES,
        webhooks: WRITES,
        tries: WRITES,
      },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await other.fetch('/api/auth/sign-out', { method: 'POST' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await other.close();
    }
  });
});

describe.runIf(process.env.KENJA_TEST_DATABASE === 'postgres')('rate limits across instances', () => {
  it('are shared by every instance on one PostgreSQL', async () => {
    const limits = {
      signIn: { points: 4, seconds: 600 },
      writes: WRITES,
      search: WRITES,
      answers: WRITES,
      mcp: WRITES,
      webhooks: WRITES,
      tries: WRITES,
    };
    const first = await startTestServer({ rateLimits: limits });
    const second = await startTestServer({ rateLimits: limits, shareDatabaseWith: first });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await devSignIn(i % 2 ? second : first, i)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
