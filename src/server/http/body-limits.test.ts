import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** A body that arrives in pieces without a declared length (Transfer-Encoding: chunked). */
function chunked(totalBytes: number, chunkBytes = 16 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - sent);
      controller.enqueue(new TextEncoder().encode(' '.repeat(size)));
      sent += size;
    },
  });
}

describe('request body limits', () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses a 10 MB JSON body with 413 from its declared length, before reading it', async () => {
    const body = JSON.stringify({
      email: 'big@example.test',
      name: 'x'.repeat(10 * 1024 * 1024),
      role: 'user',
    });
    const res = await server.fetch('/api/auth/dev-sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({
      code: 'payload_too_large',
      message: 'The request body is larger than 64 KB',
    });
  });

  it('counts a body sent without a length while it streams in', async () => {
    const res = await server.fetch('/api/auth/dev-sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked(200 * 1024),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
  });

  it('accepts a body just under the limit', async () => {
    const browser = server.browser();
    await browser.signInAs('user');
    const json = JSON.stringify({ full_name: 'Padded' });
    const padded = json.replace('{', `{${' '.repeat(64 * 1024 - json.length - 1)}`);
    expect(new TextEncoder().encode(padded).byteLength).toBe(64 * 1024 - 1);
    const res = await browser.fetch('/api/me', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: padded,
    });
    expect(res.status).toBe(200);
  });

  it('refuses any body on an endpoint that takes none', async () => {
    const browser = server.browser();
    await browser.signInAs('user');
    const res = await browser.fetch('/api/auth/sign-out', { method: 'POST', json: { everywhere: true } });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({
      code: 'payload_too_large',
      message: 'This endpoint takes no request body',
    });
    // Nothing happened: still signed in.
    expect((await browser.fetch('/api/me')).status).toBe(200);
  });

  it('takes an empty JSON object where it takes no body, as many clients always send one', async () => {
    const browser = server.browser();
    await browser.signInAs('user');
    for (const body of ['{"": 0}', '[]', 'null', '{}x']) {
      const res = await browser.fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status, body).toBe(413);
    }
    expect((await browser.fetch('/api/me')).status).toBe(200);
    const res = await browser.fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: ' { }\n',
    });
    expect(res.status).toBe(200);
    expect((await browser.fetch('/api/me')).status).toBe(401);
  });

  it('keeps the connection usable for the next request after refusing one', async () => {
    const big = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(1024 * 1024),
    };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => server.fetch('/api/auth/dev-sign-in', big).then((r) => r.status)),
    );
    expect(results).toEqual([413, 413, 413, 413]);
    expect((await server.fetch('/api/packs')).status).toBe(200);
  });
});
