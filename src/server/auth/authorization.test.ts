import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../db/schema';
import { AUTHORIZATION_MATRIX, PRINCIPALS, type Principal } from '../test/authorization-matrix';
import { expectations, expectedFor } from '../test/matrix-rule';
import type { TestBrowser } from '../test/test-browser';
import type { FakeStripe } from '../test/fake-stripe';
import { startMatrixServer } from '../test/matrix-server';
import type { TestIdp } from '../test/test-idp';
import type { TestServer } from '../test/test-server';

let server: TestServer;
let idp: TestIdp;
let stripe: FakeStripe;
let close: () => Promise<void>;
/** Each endpoint's expected answers: its row's, or what its declaration gives (most rows say nothing). */
let expected: Map<string, Record<Principal, number>>;

/** A fresh browser per cell, so no call (sign-out, say) affects another. */
async function browserFor(principal: Principal): Promise<TestBrowser> {
  const browser = server.browser();
  if (principal === 'signedOut') return browser;
  const user = await browser.signInAs(principal === 'disabled' ? 'user' : principal);
  if (principal === 'disabled') {
    await server.db.update(userProfiles).set({ disabled: true }).where(eq(userProfiles.id, user.id));
    await server.settle();
  }
  return browser;
}

describe('authorization matrix: every endpoint × every kind of caller', () => {
  beforeAll(async () => {
    ({ server, idp, stripe, close } = await startMatrixServer('matrix'));
    expected = expectations(AUTHORIZATION_MATRIX, server.declaredOperations());
  });
  afterAll(() => close());

  it('lists every endpoint the app serves, and nothing else', () => {
    expect(AUTHORIZATION_MATRIX.map((rule) => rule.endpoint).sort()).toEqual(server.endpoints());
  });

  it('turns away of each endpoint declared with `endpoint` whom its declared access says', () => {
    const declared = server.declaredOperations();
    expect(declared.length).toBeGreaterThan(0);
    // The access rule says who is turned away (401, 403); what the others get is the row's to say — a business
    // rule may still refuse them (a creator applying again: 409).
    const turnedAway = (row: Record<Principal, number>) =>
      Object.fromEntries(PRINCIPALS.map((p) => [p, row[p] === 401 || row[p] === 403 ? row[p] : 'let in']));
    const listed = new Set(server.endpoints());
    for (const op of declared) {
      const endpoint = `${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
      const byAccess = expectedFor(op.access, op.status);
      // The matrix covers the session API (/api, /rest, /functions); /mcp and OAuth's own endpoints are held by
      // their protocol tests.
      if (!byAccess || !listed.has(endpoint)) continue;
      const row = expected.get(endpoint);
      expect(row && turnedAway(row), `${endpoint} (${op.access})`).toEqual(turnedAway(byAccess));
    }
  });

  it('pairs every denied cell with an allowed one, so a denial is never just a broken endpoint', () => {
    for (const rule of AUTHORIZATION_MATRIX) {
      const statuses = Object.values(expected.get(rule.endpoint) ?? {});
      expect(
        statuses.some((s) => s >= 200 && s < 300),
        rule.endpoint,
      ).toBe(true);
    }
  });

  for (const rule of AUTHORIZATION_MATRIX) {
    describe(rule.endpoint, () => {
      for (const principal of PRINCIPALS) {
        // A row that says nothing gets what the declaration says: known once the app is built.
        it(`${principal} → ${rule.expect?.[principal] ?? 'as declared'}`, async () => {
          const status = expected.get(rule.endpoint)?.[principal];
          const browser = await browserFor(principal);
          const [method = 'GET', pattern = ''] = rule.endpoint.split(' ');
          const request = (await rule.request?.({ server, idp, browser, stripe })) ?? {};
          const res = await browser.fetch(request.path ?? pattern, {
            method,
            ...(request.json !== undefined ? { json: request.json } : {}),
            ...(request.form !== undefined ? { body: request.form } : {}),
            ...(request.body !== undefined ? { body: request.body, headers: request.headers } : {}),
          });
          expect(res.status, await res.clone().text()).toBe(status);
          if (status === 401 || status === 403) {
            // The API's error shape, or the spec functions' (`{ success: false, error, code }`).
            const body = (await res.json()) as { error: { code: string } | string; code?: string };
            const code = typeof body.error === 'string' ? body.code : body.error.code;
            expect(code).toBe(status === 401 ? 'unauthenticated' : 'forbidden');
          }
        });
      }
    });
  }
});
