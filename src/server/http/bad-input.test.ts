import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../db/schema';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; issues?: unknown[] } }).error;
}

const post = (path: string, body: string | undefined, contentType = 'application/json') =>
  server.fetch(path, {
    method: 'POST',
    headers: contentType ? { 'Content-Type': contentType } : {},
    ...(body !== undefined ? { body } : {}),
  });

async function people() {
  const [row] = await server.db.select({ n: count() }).from(userProfiles);
  return row?.n ?? 0;
}

describe('bad input gets a clear 4xx, never a 500', () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['malformed JSON', '{"email": '],
    ['an empty body', ''],
    ['a trailing comma', '{"email":"a@example.test","name":"A","role":"user",}'],
    ['NaN', '{"email":"a@example.test","name":"A","role":"user","n":NaN}'],
    ['a bare string', '"hello"'],
    ['bytes that are not UTF-8', '\xff\xfe{}'],
  ])('%s → 400 validation', async (_label, body) => {
    const before = await people();
    const res = await post('/api/auth/dev-sign-in', body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('validation');
    expect(await people()).toBe(before);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no Content-Type at all', ''],
  ])('a body sent as %s → 415 unsupported_type', async (_label, type) => {
    const res = await post(
      '/api/auth/dev-sign-in',
      '{"email":"a@example.test","name":"A","role":"user"}',
      type,
    );
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe('unsupported_type');
  });

  it.each([
    ['a NUL in a name', { email: 'nul@example.test', name: 'A\u0000B', role: 'user' }, ['name']],
    ['an escape character', { email: 'esc@example.test', name: '\u001b[31mred', role: 'user' }, ['name']],
    [
      'a control character in a key',
      { email: 'key@example.test', name: 'A', role: 'user', ['k\u0007']: 1 },
      ['k\u0007'],
    ],
    ['a lone surrogate', { email: 'sur@example.test', name: 'A\ud800', role: 'user' }, ['name']],
  ])('%s → 400, naming where', async (_label, body, path) => {
    const res = await post('/api/auth/dev-sign-in', JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'validation', issues: [{ path }] });
  });

  it('refuses a NUL in returnTo', async () => {
    const res = await post('/api/auth/google/start', JSON.stringify({ returnTo: '/about\u0000' }));
    expect(res.status).toBe(400);
  });

  it.each([
    '/api/packs?q=%00',
    '/api/packs?q=a%1Fb',
    '/api/packs?q=%E0%A4%A',
    '/api/packs?%00=x',
    '/api/admin/users?q=%00',
    '/api/packs/%00',
    '/%00',
  ])('refuses control characters or broken encoding in %s with 400', async (path) => {
    const res = await server.fetch(path);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('validation');
  });

  it('keeps line breaks in multi-line text', async () => {
    const browser = server.browser();
    await browser.signInAs('user');
    const res = await browser.fetch('/api/creator-applications', {
      method: 'POST',
      json: {
        display_name: 'Aiko',
        title: 'Chef',
        bio: 'Line one.\nLine two.\r\n\tIndented.',
        expertise: ['Cooking & Nutrition'],
        years_experience: 3,
        motivation: 'Because.',
        knowledge_pack_ideas: 'Dashi.',
      },
    });
    expect(res.status).toBe(201);
  });

  it('answers an unknown method on a known path with 405 and Allow', async () => {
    const res = await server.fetch('/api/me', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, PATCH, HEAD, OPTIONS');
    expect(await errorOf(res)).toMatchObject({ code: 'method_not_allowed' });
    expect((await server.fetch('/api/packs', { method: 'PUT' })).status).toBe(405);
    expect((await server.fetch('/api/admin/users/1', { method: 'POST' })).status).toBe(405);
  });

  it('answers OPTIONS with the methods a path takes', async () => {
    const res = await server.fetch('/api/auth/dev-sign-in', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers an unknown path with 404 before looking at anything else', async () => {
    const res = await post('/api/nowhere', 'x'.repeat(200 * 1024));
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
  });

  it('logged none of the above as a server error', () => {
    expect(server.logs().filter((line) => line.level === 'error')).toEqual([]);
  });
});
