import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../common/http';
import { AUTHORIZATION_MATRIX } from '../test/authorization-matrix';
import { createApplication, createUser } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { TestIdp } from '../test/test-idp';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Property: whatever a hostile or careless client sends to any endpoint — broken JSON, the wrong media type,
 * control characters, oversized bodies, mangled queries, a foreign Origin, a wrong CSRF token — the answer is
 * never a 5xx, and nothing in the database changes. Every generated request carries at least one such defect.
 */

let server: TestServer;
let idp: TestIdp;
let browsers: Record<'signedOut' | 'user' | 'admin', TestBrowser>;
/** Each endpoint with a body it would accept: hostile variants of it reach as far into the code as they can. */
let endpoints: { method: string; path: string; validBody: unknown }[];

/** Every table's content, hashed: equal before and after means nothing changed. */
async function stateDigest(): Promise<string> {
  const tables = [
    'user_profiles',
    'sessions',
    'auth_requests',
    'creator_applications',
    'packs',
    'documents',
    'chunks',
    'jobs',
    'orders',
    'order_lines',
    'query_credits',
    'ledger_entries',
  ];
  const digests = [];
  for (const table of tables) {
    // Both drivers answer { rows }.
    const result = (await server.db.execute(
      sql.raw(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`),
    )) as unknown as { rows: { digest: string | null }[] };
    digests.push(`${table}:${result.rows[0]?.digest ?? ''}`);
  }
  return digests.join(',');
}

const CONTROL = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
);
const textWithControl = fc
  .tuple(fc.string({ maxLength: 20 }), CONTROL, fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

const notJson = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":1,}',
    '{"a":NaN}',
    "{'a':1}",
    '[1,2,',
    'undefined',
    '{"a":1}{"b":2}',
    '\u0000',
  ),
  fc.string({ maxLength: 200 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);

/** What an endpoint that takes no body accepts all the same. */
const EMPTY_OBJECT = /^\s*(?:\{\s*\})?\s*$/;

type Defect =
  | { kind: 'notJson'; body: string }
  | { kind: 'wrongType'; type: string; body: string }
  | { kind: 'controlCharacter'; leaf: number; at: number; character: string; fallback: string }
  | { kind: 'oversized'; bytes: number }
  | { kind: 'query'; query: string }
  | { kind: 'foreignOrigin'; origin: string; body: string }
  | { kind: 'badCsrf'; token: string; body: string };

const jsonObject = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 });
const someJson = jsonObject.map((value) => JSON.stringify(value));

const defect: fc.Arbitrary<Defect> = fc.oneof(
  notJson.map((body) => ({ kind: 'notJson' as const, body })),
  fc
    .record({
      type: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'text/json',
      ),
      body: someJson,
    })
    .map((d) => ({ kind: 'wrongType' as const, ...d })),
  fc
    .record({ leaf: fc.nat(), at: fc.nat(), character: CONTROL, fallback: textWithControl })
    .map((d) => ({ kind: 'controlCharacter' as const, ...d })),
  fc.integer({ min: 64 * 1024 + 1, max: 300 * 1024 }).map((bytes) => ({ kind: 'oversized' as const, bytes })),
  fc
    .oneof(
      textWithControl.map((t) => `q=${encodeURIComponent(t)}`),
      textWithControl.map((t) => `${encodeURIComponent(t)}=1`),
      fc.constantFrom('q=%', 'q=%E0%A4%A', 'q=%ED%A0%80', '%zz=1', 'limit=%00'),
    )
    .map((query) => ({ kind: 'query' as const, query })),
  fc
    .record({
      origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost.evil.test'),
      body: someJson,
    })
    .map((d) => ({ kind: 'foreignOrigin' as const, ...d })),
  fc
    .record({ token: fc.string({ maxLength: 60 }), body: someJson })
    .map((d) => ({ kind: 'badCsrf' as const, ...d })),
);

const noise = fc.record({
  'Accept-Language': fc.constantFrom('ja', 'en-US,en;q=0.9', '*', 'zz-ZZ;q=abc'),
  'X-Request-Id': fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
});

/** The endpoint's valid body with a control character slipped into one of its strings. */
function withControlCharacter(validBody: unknown, d: Extract<Defect, { kind: 'controlCharacter' }>): string {
  const body: unknown = structuredClone(validBody ?? {});
  const leaves: { parent: Record<string, unknown>; key: string }[] = [];
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'string') leaves.push({ parent: value as Record<string, unknown>, key });
      else visit(item);
    }
  };
  visit(body);
  const leaf = leaves[d.leaf % Math.max(leaves.length, 1)];
  if (!leaf) return JSON.stringify({ text: d.fallback });
  const text = leaf.parent[leaf.key] as string;
  const at = d.at % (text.length + 1);
  leaf.parent[leaf.key] = `${text.slice(0, at)}${d.character}${text.slice(at)}`;
  return JSON.stringify(body);
}

function requestFor(
  { method, validBody }: { method: string; validBody: unknown },
  d: Defect,
): { query: string; init: RequestInit } {
  const headers: Record<string, string> = {};
  const bodyAllowed = method !== 'GET' && method !== 'HEAD';
  let body: string | undefined;
  let query = '';
  switch (d.kind) {
    case 'notJson':
      headers['Content-Type'] = 'application/json';
      body = d.body;
      break;
    case 'controlCharacter':
      headers['Content-Type'] = 'application/json';
      body = withControlCharacter(validBody, d);
      break;
    case 'wrongType':
      headers['Content-Type'] = d.type;
      body = d.body;
      break;
    case 'oversized':
      headers['Content-Type'] = 'application/json';
      body = `{"x":"${'a'.repeat(d.bytes)}"}`;
      break;
    case 'query':
      query = d.query;
      break;
    case 'foreignOrigin':
      headers.Origin = d.origin;
      headers['Content-Type'] = 'application/json';
      body = d.body;
      break;
    case 'badCsrf':
      headers[CSRF_HEADER] = `x${d.token.replace(/[^\x21-\x7e]/g, '')}`;
      headers['Content-Type'] = 'application/json';
      body = d.body;
      break;
  }
  // A GET carries no body: only its query (or nothing at all, which cannot change anything) is hostile.
  return { query, init: { method, headers, ...(bodyAllowed && body !== undefined ? { body } : {}) } };
}

describe('hostile requests to every endpoint', () => {
  beforeAll(async () => {
    idp = await new TestIdp().start();
    server = await startTestServer({
      auth: { oidc: { issuer: idp.issuer, clientId: 'hostile', clientSecret: 'secret' }, devSignIn: true },
    });
    browsers = { signedOut: server.browser(), user: server.browser(), admin: server.browser() };
    await browsers.user.signInAs('user');
    await browsers.admin.signInAs('admin');
    const someone = await createUser(server.db);
    const application = await createApplication(server.db);
    endpoints = [];
    for (const rule of AUTHORIZATION_MATRIX) {
      const [method = 'GET', pattern = ''] = rule.endpoint.split(' ');
      const id = pattern.includes('/applications/') ? application.id : someone.id;
      const example = await rule.request?.({ server, idp, browser: browsers.admin });
      endpoints.push({ method, path: example?.path ?? pattern.replace(':id', id), validBody: example?.json });
    }
  });
  afterAll(async () => {
    await server.close();
    await idp.stop();
  });

  it('never answer 5xx and never change anything', async () => {
    const before = await stateDigest();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.constantFrom('signedOut', 'user', 'admin' as const),
        defect,
        noise,
        async (endpoint, who, d, extraHeaders) => {
          // Without a session there is no CSRF token to get wrong; an endpoint that takes no body takes an empty one,
          // or an empty JSON object (http/body.ts): neither is hostile there.
          fc.pre(!(d.kind === 'badCsrf' && who === 'signedOut'));
          fc.pre(
            !(
              (d.kind === 'notJson' || d.kind === 'wrongType') &&
              EMPTY_OBJECT.test(d.body) &&
              endpoint.validBody === undefined
            ),
          );
          const { query, init } = requestFor(endpoint, d);
          const res = await browsers[who].fetch(`${endpoint.path}${query ? `?${query}` : ''}`, {
            ...init,
            headers: { ...extraHeaders, ...(init.headers as Record<string, string>) },
            withCsrf: d.kind !== 'badCsrf',
          });
          await res.arrayBuffer();
          expect(
            res.status,
            `${endpoint.method} ${endpoint.path} ${JSON.stringify(d).slice(0, 200)}`,
          ).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
    expect(await stateDigest()).toBe(before);
    expect(server.logs().filter((line) => line.level === 'error')).toEqual([]);
  });
});
