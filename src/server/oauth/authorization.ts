import { createHash } from 'node:crypto';
import {
  OAUTH_SCOPES,
  type AuthorizationPrompt,
  type AuthorizationRequest,
  type Consent,
  type OAuthScope,
} from '../../common/contracts/oauth';
import { randomToken } from '../auth';
import type { Database } from '../db/client';
import { oauthCodes } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { Entitlements } from '../packs';
import { matchesRedirectUri, type KnownClient, type OAuthClients } from './clients';
import { makeRoomFor } from './sweep';
import { otherResource, type McpResource } from './metadata';
import { OAuthError } from './oauth-error';

/** How long a code may wait for its exchange: clients exchange at once, a thief has little time. */
export const CODE_LIFETIME_MS = 60_000;

/** PKCE's code_challenge: base64url of a SHA-256, 43 characters (RFC 7636 §4.2). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** A request judged acceptable: who asks, where the answer goes, and what for. */
interface AcceptedRequest {
  client: KnownClient;
  redirectUri: string;
  state: string | undefined;
  scopes: OAuthScope[];
  codeChallenge: string;
  resource: string;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The URL the browser is sent back to, with the answer's parameters and the issuer (RFC 9207). */
function answerUrl(redirectUri: string, params: Record<string, string | undefined>, issuer: string): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  url.searchParams.set('iss', issuer);
  return url.href;
}

/**
 * The scopes granted for what was asked (RFC 6749 §3.3, ADR 0038): Kenja's own among them, all of them when no scope
 * is asked for (the default), and none — an `invalid_scope` refusal — when only others are. Others beside Kenja's
 * own (offline_access, openid…) are ignored, as §3.3 lets a server do: refusing them would shut out clients that ask
 * every server for the same list. The token answer says what was granted.
 */
export function parseScopes(scope: string | undefined): OAuthScope[] | null {
  const asked = (scope ?? '').split(' ').filter(Boolean);
  if (asked.length === 0) return [...OAUTH_SCOPES];
  const known = OAUTH_SCOPES.filter((s) => asked.includes(s));
  return known.length > 0 ? known : null;
}

/**
 * The authorization endpoint (RFC 6749 §4.1, OAuth 2.1): judges the request the consent page was opened with, and
 * turns the person's answer into a code. A request that names no known client or a redirect URI the client does
 * not own is shown to the person as an error and never redirected (§4.1.2.1); anything else wrong is told to the
 * client at its redirect URI.
 */
export function createAuthorization({
  db,
  clients,
  entitlements,
  issuer,
  resource,
  now,
}: {
  db: Database;
  clients: OAuthClients;
  entitlements: Entitlements;
  issuer: string;
  resource: McpResource;
  now: () => Date;
}) {
  async function judge(request: AuthorizationRequest): Promise<AcceptedRequest | { redirectTo: string }> {
    if (!request.client_id)
      throw new AppError('validation', 'The assistant did not say who it is (client_id)');
    let client: KnownClient;
    try {
      client = await clients.resolve(request.client_id);
    } catch (error) {
      if (error instanceof OAuthError) throw new AppError('validation', error.description);
      throw error;
    }
    const redirectUri =
      request.redirect_uri ?? (client.redirectUris.length === 1 ? client.redirectUris[0] : undefined);
    if (!redirectUri)
      throw new AppError('validation', 'The assistant did not say where to return (redirect_uri)');
    if (!matchesRedirectUri(client.redirectUris, redirectUri)) {
      // Neither the address nor the client's name is repeated: both are the asker's own words.
      throw new AppError('validation', 'The assistant asked to return to an address it did not register');
    }
    const refuse = (error: string, description: string) => ({
      redirectTo: answerUrl(
        redirectUri,
        { error, error_description: description, state: request.state },
        issuer,
      ),
    });
    if (request.response_type !== 'code') {
      return refuse('unsupported_response_type', 'Only response_type=code is supported');
    }
    if (request.code_challenge_method !== 'S256' || !S256_CHALLENGE.test(request.code_challenge ?? '')) {
      return refuse('invalid_request', 'PKCE is required: code_challenge with code_challenge_method=S256');
    }
    // RFC 8707 makes `resource` optional: a client that names none (TypeScript SDK 1.12, mcp-remote with
    // --disable-resource-parameter) is asking for the only resource there is. One naming another is refused.
    if (request.resource && !resource.names(request.resource)) {
      return refuse('invalid_target', otherResource(resource));
    }
    const scopes = parseScopes(request.scope);
    if (!scopes) {
      return refuse('invalid_scope', `None of the scopes asked for is Kenja's: ${OAUTH_SCOPES.join(', ')}`);
    }
    return {
      client,
      redirectUri,
      state: request.state,
      scopes,
      codeChallenge: request.code_challenge as string,
      resource: resource.url,
    };
  }

  return {
    /** What the consent page shows for `request`. */
    async prompt(request: AuthorizationRequest): Promise<AuthorizationPrompt> {
      const judged = await judge(request);
      if ('redirectTo' in judged) return { kind: 'redirect', redirect_to: judged.redirectTo };
      const { client } = judged;
      return {
        kind: 'consent',
        client: {
          client_id: client.clientId,
          name: client.name,
          domain: client.domain,
          verified: client.verified,
        },
        scopes: judged.scopes,
        redirect_host: new URL(judged.redirectUri).host || new URL(judged.redirectUri).protocol,
      };
    },

    /** The person's answer: a single-use code for the client, or its refusal, at the client's redirect URI. */
    async answer(user: UserRow, consent: Consent): Promise<{ redirect_to: string }> {
      const judged = await judge(consent.request);
      if ('redirectTo' in judged) return { redirect_to: judged.redirectTo };
      if (consent.decision === 'deny') {
        const denied = {
          error: 'access_denied',
          error_description: 'The person declined',
          state: judged.state,
        };
        return { redirect_to: answerUrl(judged.redirectUri, denied, issuer) };
      }
      if (consent.pack_ids) await entitlements.packsToRead(user, consent.pack_ids);
      await makeRoomFor(db, user.id, judged.client.clientId, now());
      const code = randomToken();
      await db.insert(oauthCodes).values({
        codeHash: sha256(code),
        userId: user.id,
        clientId: judged.client.clientId,
        clientName: judged.client.name,
        clientDomain: judged.client.domain,
        clientVerified: judged.client.verified,
        redirectUri: judged.redirectUri,
        codeChallenge: judged.codeChallenge,
        resource: judged.resource,
        scopes: judged.scopes,
        packIds: consent.pack_ids ? [...new Set(consent.pack_ids)] : null,
        budget: consent.budget ?? null,
        expiresAt: new Date(now().getTime() + CODE_LIFETIME_MS),
      });
      return { redirect_to: answerUrl(judged.redirectUri, { code, state: judged.state }, issuer) };
    },
  };
}

export type Authorization = ReturnType<typeof createAuthorization>;
