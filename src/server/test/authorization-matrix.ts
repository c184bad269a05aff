import { createHash } from 'node:crypto';
import { applicationBody, createApplication, createPack, createUser, fileForm } from './factories';
import { SAFE_BUDGET } from '../../common/contracts/assistant-spending';
import { agentPurchases, packEntitlements } from '../db/schema';
import { tokenHash } from '../spending/signed';
import { COMMERCE_RULES } from './commerce-matrix-rules';
import { DOCUMENT_RULES, ownDocument, ownPack } from './document-matrix-rules';
import { TEAM_RULES } from './teams-matrix-rules';
import { SELLING_RULES } from './selling-matrix-rules';
import { STUDIO_RULES } from './studio-matrix-rules';

export { PRINCIPALS, type Principal } from './matrix-rule';
import { adminsOnly, callerId, signedIn, type EndpointRule, type MatrixContext } from './matrix-rule';

/** Applying: people with creator rights already have them (409), which is not a permission failure. */
const applicants = { signedOut: 401, user: 201, creator: 409, admin: 409, disabled: 401 };

/** A question over a draft pack of the calling person, as search, answers and their function forms take it. */
const queryOwnPack = async (ctx: MatrixContext) => ({
  json: { query: 'notes', pack_ids: [(await ownPack(ctx)).id] },
});

/** One of the calling person's access tokens, made through the API; a made-up id when they cannot make one. */
async function ownToken({ browser }: MatrixContext): Promise<string> {
  const res = await browser.fetch('/api/access-tokens', { method: 'POST', json: { name: 'Matrix' } });
  return res.ok ? ((await res.json()) as { id: string }).id : crypto.randomUUID();
}

/** The PKCE verifier of every matrix authorization request. */
const MATRIX_VERIFIER = 'matrix-verifier-'.padEnd(64, 'x');

/** An acceptable authorization request from a client registered for it (RFC 7591). */
async function authorizationRequest({ server }: MatrixContext): Promise<Record<string, string>> {
  const redirectUri = 'http://127.0.0.1:8976/callback';
  const res = await server.fetch('/oauth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Matrix', redirect_uris: [redirectUri] }),
  });
  const { client_id: clientId } = (await res.json()) as { client_id: string };
  return {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    code_challenge: createHash('sha256').update(MATRIX_VERIFIER).digest('base64url'),
    code_challenge_method: 'S256',
    resource: `${server.baseUrl}/mcp`,
  };
}

/** One of the calling person's connected assistants, connected through consent and the token endpoint. */
async function ownConnection(ctx: MatrixContext): Promise<string> {
  const request = await authorizationRequest(ctx);
  const consented = await ctx.browser.fetch('/api/oauth/consent', {
    method: 'POST',
    json: { request, decision: 'allow', pack_ids: null },
  });
  if (!consented.ok) return crypto.randomUUID();
  const back = new URL(((await consented.json()) as { redirect_to: string }).redirect_to);
  const exchanged = await ctx.server.fetch('/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      client_id: request.client_id ?? '',
      redirect_uri: request.redirect_uri ?? '',
      code_verifier: MATRIX_VERIFIER,
      resource: request.resource ?? '',
    }).toString(),
  });
  if (!exchanged.ok) throw new Error(`token: ${exchanged.status} ${await exchanged.text()}`);
  const { connections } = (await (await ctx.browser.fetch('/api/oauth/connections')).json()) as {
    connections: { id: string }[];
  };
  return connections[0]?.id ?? crypto.randomUUID();
}

/**
 * A purchase an assistant of the calling person (of someone else when signed out) asks them to confirm: the secret
 * of its confirmation link.
 */
async function ownPurchaseToken(ctx: MatrixContext) {
  const token = `matrix-${crypto.randomUUID()}`;
  const at = new Date();
  await ctx.server.db.insert(agentPurchases).values({
    userId: await callerId(ctx),
    clientName: 'Matrix assistant',
    callKey: token,
    packId: (await createPack(ctx.server.db)).id,
    amountCents: 499,
    currency: 'USD',
    status: 'awaiting_confirmation',
    confirmReason: 'ask_every_time',
    confirmTokenHash: tokenHash(token),
    confirmUntil: new Date(at.getTime() + 3600_000),
    createdAt: at,
  });
  return token;
}

/**
 * Access tokens, readable packs and query history are declared with `endpoint` (tokens/routes.ts, reading/readable-routes.ts, records/routes.ts): their rows must
 * expect what the declared access says (authorization.test.ts holds them to it).
 */
const ACCESS_RULES: EndpointRule[] = [
  { endpoint: 'GET /api/access-tokens' },
  {
    endpoint: 'POST /api/access-tokens',
    request: () => ({ json: { name: 'Matrix' } }),
  },
  {
    endpoint: 'DELETE /api/access-tokens/:id',
    request: async (ctx) => ({ path: `/api/access-tokens/${await ownToken(ctx)}` }),
    expect: signedIn(200),
  },
  { endpoint: 'GET /api/me/packs' },
  // Anyone may be shown what an assistant asks; answering needs a person.
  {
    endpoint: 'GET /api/oauth/authorization',
    request: async (ctx) => ({
      path: `/api/oauth/authorization?${new URLSearchParams(await authorizationRequest(ctx))}`,
    }),
  },
  {
    endpoint: 'POST /api/oauth/consent',
    request: async (ctx) => ({
      json: { request: await authorizationRequest(ctx), decision: 'deny', pack_ids: null },
    }),
  },
  { endpoint: 'GET /api/oauth/connections' },
  {
    endpoint: 'DELETE /api/oauth/connections/:id',
    request: async (ctx) => ({ path: `/api/oauth/connections/${await ownConnection(ctx)}` }),
    expect: signedIn(200),
  },
  {
    endpoint: 'PUT /api/oauth/connections/:id/budget',
    request: async (ctx) => ({
      path: `/api/oauth/connections/${await ownConnection(ctx)}/budget`,
      json: SAFE_BUDGET,
    }),
    expect: signedIn(200),
  },
  { endpoint: 'GET /api/me/assistant-purchases' },
  {
    endpoint: 'GET /api/assistant-purchases/:token',
    request: async (ctx) => ({ path: `/api/assistant-purchases/${await ownPurchaseToken(ctx)}` }),
    expect: signedIn(200),
  },
  {
    endpoint: 'POST /api/assistant-purchases/:token',
    request: async (ctx) => ({
      path: `/api/assistant-purchases/${await ownPurchaseToken(ctx)}`,
      json: { decision: 'decline' },
    }),
    expect: signedIn(200),
  },
  { endpoint: 'GET /api/me/queries' },
  { endpoint: 'DELETE /api/me/queries' },
  {
    endpoint: 'DELETE /api/me/queries/:id',
    request: () => ({ path: `/api/me/queries/${crypto.randomUUID()}` }),
    expect: signedIn(200),
  },
  {
    endpoint: 'GET /api/admin/users/:id/entitlements',
    request: async ({ server }) => ({
      path: `/api/admin/users/${(await createUser(server.db)).id}/entitlements`,
    }),
    expect: adminsOnly(200),
  },
  {
    endpoint: 'POST /api/admin/users/:id/entitlements',
    request: async ({ server }) => {
      const pack = await createPack(server.db, { creatorId: (await createUser(server.db)).id });
      return {
        path: `/api/admin/users/${(await createUser(server.db)).id}/entitlements`,
        json: { pack_id: pack.id },
      };
    },
    expect: adminsOnly(200),
  },
  {
    endpoint: 'DELETE /api/admin/users/:id/entitlements/:packId',
    request: async ({ server }) => {
      const user = await createUser(server.db);
      const pack = await createPack(server.db, { creatorId: (await createUser(server.db)).id });
      await server.db
        .insert(packEntitlements)
        .values({ userId: user.id, packId: pack.id, source: 'grant', createdAt: new Date() });
      return { path: `/api/admin/users/${user.id}/entitlements/${pack.id}` };
    },
    expect: adminsOnly(200),
  },
];

const ENGINE_RULES: EndpointRule[] = [
  ...DOCUMENT_RULES,
  { endpoint: 'POST /api/search', request: queryOwnPack },
  {
    endpoint: 'POST /api/embed',
    request: async (ctx) => ({
      json: {
        text: 'A passage of text.',
        pack_id: (await ownPack(ctx)).id,
        metadata: { filename: 'notes.md' },
      },
    }),
  },
  {
    endpoint: 'POST /functions/v1/vectara-packs-create',
    request: () => ({ json: { name: 'Matrix corpus' } }),
  },
  {
    endpoint: 'POST /functions/v1/vectara-file-upload',
    request: async (ctx) => ({
      form: fileForm('notes.txt', 'A short text file.', 'text/plain', {
        corpus_key: (await ownPack(ctx)).corpusKey,
      }),
    }),
  },
  { endpoint: 'POST /functions/v1/vectara-search', request: queryOwnPack },
  {
    endpoint: 'POST /functions/v1/vectara-docs-delete',
    request: async (ctx) => {
      const { pack, doc } = await ownDocument(ctx);
      return { json: { corpusKey: pack.corpusKey, documentIds: [doc.id] } };
    },
  },
  {
    endpoint: 'POST /functions/v1/vectara-pack-delete',
    request: async (ctx) => ({ json: { corpusKey: (await ownPack(ctx)).corpusKey } }),
  },
  { endpoint: 'POST /api/answers', request: queryOwnPack },
  { endpoint: 'GET /api/answers/settings' },
  ...ACCESS_RULES,
  { endpoint: 'GET /api/admin/system-prompts' },
  {
    endpoint: 'PUT /api/admin/system-prompts',
    request: () => ({
      json: { en: 'Answer as a careful expert.', ja: '慎重な専門家として答えてください。' },
    }),
  },
  { endpoint: 'DELETE /api/admin/system-prompts' },
  { endpoint: 'POST /functions/v1/vectara-query-claude', request: queryOwnPack },
  {
    endpoint: 'POST /functions/v1/vectara-embed',
    request: async (ctx) => ({
      json: {
        text: 'A passage of text.',
        packId: (await ownPack(ctx)).id,
        metadata: { filename: 'notes.txt' },
      },
    }),
  },
];

/**
 * Every endpoint × every principal → the status the server must answer. The test fails when an endpoint exists
 * that is not listed here, so each new endpoint is added with its permissions. Later issues extend this table.
 */
export const AUTHORIZATION_MATRIX: EndpointRule[] = [
  { endpoint: 'GET /api/health' },
  { endpoint: 'GET /api/ready' },
  { endpoint: 'GET /api/packs' },
  { endpoint: 'GET /api/openapi.json' },
  { endpoint: 'GET /api/docs' },
  { endpoint: 'GET /api/auth/session' },
  { endpoint: 'POST /api/auth/google/start', request: () => ({ json: {} }) },
  {
    endpoint: 'POST /api/auth/callback',
    request: async ({ browser, idp }) => {
      const start = await browser.fetch('/api/auth/google/start', { method: 'POST', json: {} });
      const { url } = (await start.json()) as { url: string };
      const callback = await idp.authorize(url);
      return { json: { params: Object.fromEntries(callback.searchParams) } };
    },
  },
  {
    endpoint: 'POST /api/auth/dev-sign-in',
    request: () => ({
      json: { email: `matrix-${crypto.randomUUID()}@example.test`, name: 'Matrix', role: 'user' },
    }),
  },
  { endpoint: 'POST /api/auth/sign-out' },
  { endpoint: 'GET /api/me' },
  { endpoint: 'PATCH /api/me', request: () => ({ json: { full_name: 'Renamed' } }) },
  {
    endpoint: 'POST /api/creator-applications',
    request: () => ({ json: applicationBody() }),
    expect: applicants,
  },
  { endpoint: 'GET /api/creator-applications/mine' },
  {
    endpoint: 'POST /rest/v1/rpc/apply_for_creator_status',
    request: () => ({ json: { application_data: applicationBody() } }),
    expect: applicants,
  },
  { endpoint: 'GET /api/admin/users' },
  { endpoint: 'GET /api/admin/audit' },
  {
    endpoint: 'GET /api/admin/users/:id',
    request: async ({ server }) => ({ path: `/api/admin/users/${(await createUser(server.db)).id}` }),
    expect: adminsOnly(200),
  },
  {
    endpoint: 'PATCH /api/admin/users/:id',
    request: async ({ server }) => ({
      path: `/api/admin/users/${(await createUser(server.db)).id}`,
      json: { user_role: 'creator' },
    }),
    expect: adminsOnly(200),
  },
  { endpoint: 'GET /api/admin/applications' },
  {
    endpoint: 'POST /api/admin/applications/:id/approve',
    request: async ({ server }) => ({
      path: `/api/admin/applications/${(await createApplication(server.db)).id}/approve`,
    }),
    expect: adminsOnly(200),
  },
  {
    endpoint: 'POST /api/admin/applications/:id/reject',
    request: async ({ server }) => ({
      path: `/api/admin/applications/${(await createApplication(server.db)).id}/reject`,
      json: { reason: 'Not enough detail yet' },
    }),
    expect: adminsOnly(200),
  },
  ...ENGINE_RULES,
  ...STUDIO_RULES,
  ...COMMERCE_RULES,
  ...TEAM_RULES,
  ...SELLING_RULES,
];
