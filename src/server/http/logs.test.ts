import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authRequests } from '../db/schema';
import { useIdpServer, type TestIdp } from '../test/test-idp';
import type { TestServer } from '../test/test-server';

let server: TestServer;
let idp: TestIdp;

describe('logs', () => {
  useIdpServer(
    (started) => ({ idp, server } = started),
    { clientId: 'logs' },
    { auth: { devSignIn: false }, deps: { logRequests: true } },
  );

  it('log a failed sign-in with its request id and none of its secrets', async () => {
    const browser = server.browser();
    const start = await browser.fetch('/api/auth/google/start', {
      method: 'POST',
      json: { returnTo: '/about' },
    });
    const { url } = (await start.json()) as { url: string };
    const [pending] = await server.db.select().from(authRequests);
    if (!pending) throw new Error('no sign-in in progress');
    const callback = await idp.authorize(url);
    const binding = browser.cookies.get('kenja_sign_in') ?? '';

    // The database now refuses every new session, so finishing the sign-in fails half-way, inside a query whose
    // parameters are the new session's id and CSRF token.
    await server.db.execute(sql`ALTER TABLE sessions ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    try {
      const res = await browser.fetch('/api/auth/callback', {
        method: 'POST',
        json: { params: Object.fromEntries(callback.searchParams) },
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        error: { code: 'internal', message: 'Something went wrong on our side' },
      });
      const requestId = res.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      const logs = server.logs();
      const failure = logs.find((line) => line.msg === 'request failed');
      expect(failure).toMatchObject({
        level: 'error',
        reqId: requestId,
        err: { type: 'DatabaseError', code: '23514', table: 'sessions', constraint: 'refuse_all' },
      });
      expect(logs.find((line) => line.msg === 'request' && line.reqId === requestId)).toMatchObject({
        method: 'POST',
        path: '/api/auth/callback',
        status: 500,
      });

      const text = JSON.stringify(logs);
      const secrets = {
        state: pending.state,
        nonce: pending.nonce,
        codeVerifier: pending.codeVerifier,
        signInBinding: binding,
        code: callback.searchParams.get('code') ?? '',
        signInId: pending.id,
      };
      for (const [name, secret] of Object.entries(secrets)) {
        expect(secret.length, name).toBeGreaterThan(8);
        expect(text.includes(secret), `${name} appears in the log`).toBe(false);
      }
      // No query text or parameters, no failing row.
      expect(text).not.toMatch(/insert into|params:|Failing row/i);
    } finally {
      await server.db.execute(sql`ALTER TABLE sessions DROP CONSTRAINT refuse_all`);
    }
  });

  it('leave out query strings, and keep paths as sent (encoded)', async () => {
    await server.fetch('/auth/callback?code=secret-code-123&state=secret-state-456');
    await server.fetch('/api/packs/%00%1B[31m');
    const lines = server.logs();
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-code-123');
    expect(text).not.toContain('secret-state-456');
    expect(lines.map((line) => line.path)).toContain('/api/packs/%00%1B[31m');
  });
});
