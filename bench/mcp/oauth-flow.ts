import { createHash, randomBytes } from 'node:crypto';
import type { SignedInClient } from '../support/session';

/**
 * An assistant connecting by OAuth as the MCP SDK's client does it — register, open the authorization request, the
 * person allows, exchange the code — with each server step timed: the consent page's question
 * (`GET /api/oauth/authorization`), the answer (`POST /api/oauth/consent`) and the token endpoint.
 */
const REDIRECT = 'http://127.0.0.1:8976/callback';

export interface OAuthRoundTrip {
  accessToken: string;
  ms: { prompt: number; consent: number; token: number };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

export async function registerClient(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Bench assistant', redirect_uris: [REDIRECT] }),
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}`);
  return ((await res.json()) as { client_id: string }).client_id;
}

/** The resource tokens are for, as a client learns it: from the protected-resource metadata. */
async function mcpResource(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/.well-known/oauth-protected-resource/mcp`);
  return ((await res.json()) as { resource: string }).resource;
}

export async function oauthRoundTrip(
  baseUrl: string,
  person: SignedInClient,
  clientId: string,
): Promise<OAuthRoundTrip> {
  const resource = await mcpResource(baseUrl);
  const verifier = randomBytes(32).toString('base64url');
  const request = {
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    scope: 'packs:read packs:ask',
    resource,
  };
  const [prompt, promptMs] = await timed(() =>
    person.call(`/api/oauth/authorization?${new URLSearchParams(request)}`),
  );
  if (!prompt.ok) throw new Error(`authorization prompt answered ${prompt.status}`);
  const [answer, consentMs] = await timed(() =>
    person.call('/api/oauth/consent', {
      method: 'POST',
      json: { request, decision: 'allow', pack_ids: null },
    }),
  );
  if (!answer.ok) throw new Error(`consent answered ${answer.status}`);
  const code = new URL(((await answer.json()) as { redirect_to: string }).redirect_to).searchParams.get(
    'code',
  );
  const [token, tokenMs] = await timed(() =>
    fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        client_id: clientId,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
        resource,
      }).toString(),
    }),
  );
  if (!token.ok) throw new Error(`token endpoint answered ${token.status}: ${await token.text()}`);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  return { accessToken, ms: { prompt: promptMs, consent: consentMs, token: tokenMs } };
}

/** p50 and p95 of each step over `runs` round trips, in ms. */
export async function measureRoundTrips(baseUrl: string, person: SignedInClient, runs: number) {
  const clientId = await registerClient(baseUrl);
  const samples: OAuthRoundTrip['ms'][] = [];
  for (let i = 0; i < runs; i += 1) samples.push((await oauthRoundTrip(baseUrl, person, clientId)).ms);
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]?.toFixed(1));
  };
  return (['prompt', 'consent', 'token'] as const).map((step) => ({
    step: {
      prompt: 'GET /api/oauth/authorization (consent page asks)',
      consent: 'POST /api/oauth/consent (person allows)',
      token: 'POST /oauth/token (code + PKCE)',
    }[step],
    'p50 ms': pct(
      samples.map((s) => s[step]),
      50,
    ),
    'p95 ms': pct(
      samples.map((s) => s[step]),
      95,
    ),
  }));
}
