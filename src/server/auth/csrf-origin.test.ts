import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../db/schema';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

/** A raw request, because fetch will not let a test choose the Host header. */
function rawPost(base: string, path: string, headers: Record<string, string>, json: unknown) {
  const body = JSON.stringify(json);
  return new Promise<{ status: number; setCookie: string[]; body: string }>((resolve, reject) => {
    const req = request(
      new URL(path, base),
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const demoAdmin = (email: string) => ({ email, name: 'Rebound', role: 'admin' });

async function profileExists(email: string) {
  const rows = await server.db.select().from(userProfiles).where(eq(userProfiles.email, email));
  return rows.length > 0;
}

describe('where state-changing requests may come from', () => {
  beforeAll(async () => {
    server = await startTestServer(); // development: demo sign-in on, loopback origins trusted
  });
  afterAll(() => server.close());

  it('refuses a DNS-rebinding page: Host and Origin agree, but are not ours', async () => {
    const { port } = new URL(server.baseUrl);
    const attacker = `evil.test:${port}`;
    const res = await rawPost(
      server.baseUrl,
      '/api/auth/dev-sign-in',
      { Host: attacker, Origin: `http://${attacker}`, 'Sec-Fetch-Site': 'same-origin' },
      demoAdmin('rebound@example.test'),
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'forbidden', message: 'Cross-site request refused' },
    });
    expect(res.setCookie).toEqual([]);
    expect(await profileExists('rebound@example.test')).toBe(false);
  });

  it('accepts PUBLIC_URL, and pages on this machine in development (any port: the Vite dev server)', async () => {
    const { port } = new URL(server.baseUrl);
    const origins = [server.baseUrl, 'http://localhost:5173', `http://[::1]:${port}`, 'http://127.0.0.1:9'];
    for (const [n, origin] of origins.entries()) {
      const res = await rawPost(
        server.baseUrl,
        '/api/auth/dev-sign-in',
        { Origin: origin },
        demoAdmin(`ok${n}@example.test`),
      );
      expect(res.status, origin).toBe(200);
    }
  });

  it('refuses look-alikes of this machine', async () => {
    const origins = [
      'http://localhost.evil.test:5173',
      'http://127.0.0.1.nip.io',
      'http://127.0.0.2:5173',
      'null',
      'file://',
      'http://localhost:5173/path',
    ];
    for (const origin of origins) {
      const res = await rawPost(
        server.baseUrl,
        '/api/auth/dev-sign-in',
        { Origin: origin },
        demoAdmin('no@example.test'),
      );
      expect(res.status, origin).toBe(403);
    }
    expect(await profileExists('no@example.test')).toBe(false);
  });

  it('in production trusts PUBLIC_URL only, not this machine', async () => {
    const production = await startTestServer({
      auth: { publicUrl: new URL('https://kenja.example.test'), trustLoopbackOrigins: false },
    });
    try {
      const post = (origin: string, email: string) =>
        rawPost(
          production.baseUrl,
          '/api/auth/dev-sign-in',
          { Origin: origin, Host: 'kenja.example.test' },
          demoAdmin(email),
        );
      expect((await post('http://localhost:5173', 'local@example.test')).status).toBe(403);
      expect((await post(production.baseUrl, 'own-host@example.test')).status).toBe(403);
      expect((await post('https://kenja.example.test', 'public@example.test')).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
