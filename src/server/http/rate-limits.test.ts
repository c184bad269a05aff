import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authRequests } from '../db/schema';
import { useIdpServer } from '../test/test-idp';
import { rateLimitsOf, startTestServer, withTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

const SIGN_IN = { points: 3, seconds: 600 };
const WRITES = { points: 4, seconds: 600 };

/** Every limit at WRITES but sign-in's. */
const limitsWith = (signIn: { points: number; seconds: number }) => rateLimitsOf(WRITES, { signIn });

const devSignIn = (s: TestServer, n: number) =>
  s.fetch('/api/auth/dev-sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `limited-${n}-${Date.now()}@example.test`, name: 'Limited', role: 'user' }),
  });

describe('rate limits', () => {
  useIdpServer(
    (started) => (server = started.server),
    { clientId: 'limits' },
    { auth: { devSignIn: true }, rateLimits: limitsWith(SIGN_IN) },
  );

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
    await withTestServer({ rateLimits: limitsWith({ points: 100, seconds: 60 }) }, async (other) => {
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
    });
  });

  it('counts anonymous writes per address', async () => {
    await withTestServer({ rateLimits: limitsWith({ points: 2, seconds: 60 }) }, async (other) => {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await other.fetch('/api/auth/sign-out', { method: 'POST' })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });
});

describe.runIf(process.env.KENJA_TEST_DATABASE === 'postgres')('rate limits across instances', () => {
  it('are shared by every instance on one PostgreSQL', async () => {
    const limits = limitsWith({ points: 4, seconds: 600 });
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
