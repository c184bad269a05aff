import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { OAUTH_SCOPES, type OAuthScope } from '../../common/contracts/oauth';
import { hashAccessToken, OAUTH_ACCESS_TOKEN_PREFIX, OAUTH_REFRESH_TOKEN_PREFIX } from '../tokens';
import { randomToken } from '../auth';
import type { Database, Transaction } from '../db/client';
import { accessTokens, oauthCodes, oauthTokens } from '../db/schema';
import { sha256 } from './authorization';
import { otherResource, type McpResource } from './metadata';
import { assistantBudgetSchema } from '../../common/contracts/assistant-spending';
import { writeBudget } from './budgets';
import { connectionFor } from './connection-rows';
import { OAuthError } from './oauth-error';

/** An access token works for an hour; the client refreshes it (a revoked connection stops at once anyway). */
export const ACCESS_TOKEN_LIFETIME_S = 3600;
/** A refresh token works for 30 days from its issue; each use gives a new one. */
export const REFRESH_TOKEN_LIFETIME_S = 30 * 24 * 3600;

/** How long a just-spent refresh token is refused without revoking its connection (concurrent refreshes, retries). */
export const REUSE_GRACE_MS = 30_000;
/** How long a spent refresh token is kept to recognise its reuse; after that it is an unknown token. */
const SPENT_KEPT_MS = 24 * 3600_000;

/** PKCE's verifier: 43 to 128 unreserved characters (RFC 7636 §4.1). */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** The token endpoint's form, as sent. */
export type TokenRequest = Record<string, string | undefined>;

function s256(verifier: string): string {
  return Buffer.from(sha256(verifier), 'hex').toString('base64url');
}

const isScope = (scope: string): scope is OAuthScope => (OAUTH_SCOPES as readonly string[]).includes(scope);

/** What the token endpoint's grants need: the database, the resource tokens are for, the clock, and a way to
 * revoke a connection everywhere. */
export interface GrantContext {
  db: Database;
  resource: McpResource;
  now: () => Date;
  revoke: (connectionId: string) => Promise<unknown>;
  /** Waits until every instance has heard that a connection's tokens changed. */
  announce: () => Promise<void>;
}

/** A new access token and refresh token for the connection. */
async function issue(
  { now, resource }: GrantContext,
  tx: Transaction,
  connectionId: string,
  scopes: readonly string[],
) {
  const at = now();
  const access = `${OAUTH_ACCESS_TOKEN_PREFIX}${randomToken()}`;
  const refresh = `${OAUTH_REFRESH_TOKEN_PREFIX}${randomToken()}`;
  const after = (seconds: number) => new Date(at.getTime() + seconds * 1000);
  await tx.insert(oauthTokens).values([
    {
      connectionId,
      kind: 'access',
      tokenHash: hashAccessToken(access),
      audience: resource.url,
      createdAt: at,
      expiresAt: after(ACCESS_TOKEN_LIFETIME_S),
    },
    {
      connectionId,
      kind: 'refresh',
      tokenHash: hashAccessToken(refresh),
      audience: resource.url,
      createdAt: at,
      expiresAt: after(REFRESH_TOKEN_LIFETIME_S),
    },
  ]);
  // Expired tokens are of no further use, and spent refresh tokens are kept a day to recognise a reuse.
  await tx
    .delete(oauthTokens)
    .where(
      and(
        eq(oauthTokens.connectionId, connectionId),
        or(lt(oauthTokens.expiresAt, at), lt(oauthTokens.rotatedAt, new Date(at.getTime() - SPENT_KEPT_MS))),
      ),
    );
  return {
    access_token: access,
    token_type: 'Bearer' as const,
    expires_in: ACCESS_TOKEN_LIFETIME_S,
    refresh_token: refresh,
    scope: scopes.join(' '),
  };
}

/** Optional (RFC 8707 §2): a token request that names no resource gets the only one there is, as its code did. */
function checkResource(resource: McpResource, asked: string | undefined) {
  if (asked !== undefined && !resource.names(asked))
    throw new OAuthError('invalid_target', otherResource(resource));
}

/** RFC 6749 §4.1.3 with PKCE (RFC 7636) and the resource (RFC 8707). */
export async function exchangeCode(ctx: GrantContext, form: TokenRequest) {
  const { db, now, resource } = ctx;
  const { code, code_verifier: verifier, client_id: clientId, redirect_uri: redirectUri } = form;
  if (!code) throw new OAuthError('invalid_request', 'code is required');
  if (!clientId) throw new OAuthError('invalid_request', 'client_id is required');
  if (!verifier || !VERIFIER.test(verifier)) {
    throw new OAuthError('invalid_request', 'code_verifier is required: 43 to 128 unreserved characters');
  }
  checkResource(resource, form.resource);
  const at = now();
  // Claimed at once, so two exchanges of one code cannot both succeed.
  const [claimed] = await db
    .update(oauthCodes)
    .set({ usedAt: at })
    .where(and(eq(oauthCodes.codeHash, sha256(code)), isNull(oauthCodes.usedAt)))
    .returning();
  if (!claimed) {
    // A code used twice was stolen or replayed: what the first exchange got is revoked (OAuth 2.1 §4.1.3).
    const [used] = await db
      .select({
        connectionId: oauthCodes.connectionId,
        usedAt: oauthCodes.usedAt,
        grantedAt: accessTokens.createdAt,
      })
      .from(oauthCodes)
      .leftJoin(accessTokens, eq(accessTokens.id, oauthCodes.connectionId))
      .where(and(eq(oauthCodes.codeHash, sha256(code)), isNotNull(oauthCodes.usedAt)));
    // Only what this code gave: a connection signed in again since (connection-rows.ts) holds a later grant, and the
    // tokens this code gave are gone with the one it replaced.
    const regranted = used?.grantedAt && used.usedAt && used.grantedAt > used.usedAt;
    if (used?.connectionId && !regranted) await ctx.revoke(used.connectionId);
    throw new OAuthError('invalid_grant', used ? 'The code was already used' : 'Unknown code');
  }
  if (claimed.expiresAt <= at) throw new OAuthError('invalid_grant', 'The code has expired');
  if (claimed.clientId !== clientId)
    throw new OAuthError('invalid_grant', 'The code was issued to another client');
  if (redirectUri !== undefined && redirectUri !== claimed.redirectUri) {
    throw new OAuthError('invalid_grant', 'redirect_uri differs from the authorization request');
  }
  if (s256(verifier) !== claimed.codeChallenge) {
    throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge');
  }
  const { tokens, replaced } = await db.transaction(async (tx) => {
    const connection = await connectionFor(tx, claimed, at);
    const budget = assistantBudgetSchema.safeParse(claimed.budget);
    if (budget.success) await writeBudget(tx, { id: connection.id, userId: claimed.userId }, budget.data, at);
    await tx
      .update(oauthCodes)
      .set({ connectionId: connection.id })
      .where(eq(oauthCodes.codeHash, claimed.codeHash));
    // Codes that can no longer be exchanged are of no use; the used ones stay until then to catch a replay.
    await tx.delete(oauthCodes).where(lt(oauthCodes.expiresAt, new Date(at.getTime() - 3600_000)));
    return { tokens: await issue(ctx, tx, connection.id, claimed.scopes), replaced: connection.replaced };
  });
  // The grant it replaced is refused on every instance by the time the assistant holds the new one.
  if (replaced) await ctx.announce();
  return tokens;
}

/**
 * RFC 6749 §6, with rotation and reuse detection (OAuth 2.1 §4.3.1). The old token is spent in the same transaction
 * that issues the new ones, so a refused or failed refresh spends nothing. A spent token presented again within
 * REUSE_GRACE_MS is refused without revoking — clients that share one refresh token between processes race, and a
 * lost answer is retried — and later revokes the whole connection: it was stolen.
 */
export async function refresh(ctx: GrantContext, form: TokenRequest) {
  const { db, now, resource } = ctx;
  const { refresh_token: token, client_id: clientId } = form;
  if (!token) throw new OAuthError('invalid_request', 'refresh_token is required');
  checkResource(resource, form.resource);
  const at = now();
  const hash = hashAccessToken(token);
  const issued = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ connectionId: oauthTokens.connectionId })
      .from(oauthTokens)
      .where(and(eq(oauthTokens.tokenHash, hash), eq(oauthTokens.kind, 'refresh')));
    if (!owner) return null;
    // The connection first, as a new sign-in taking it over and a disconnect take it (connection-rows.ts): a refresh
    // racing them waits, then finds its token gone — it never issues tokens into a grant just replaced.
    const [connection] = await tx
      .select({ clientId: accessTokens.clientId, scopes: accessTokens.scopes })
      .from(accessTokens)
      .where(and(eq(accessTokens.id, owner.connectionId), eq(accessTokens.kind, 'oauth')))
      .for('share');
    if (!connection) throw new OAuthError('invalid_grant', 'The connection was revoked');
    const [rotated] = await tx
      .update(oauthTokens)
      .set({ rotatedAt: at })
      .where(
        and(
          eq(oauthTokens.tokenHash, hash),
          eq(oauthTokens.kind, 'refresh'),
          isNull(oauthTokens.rotatedAt),
          gt(oauthTokens.expiresAt, at),
        ),
      )
      .returning({ connectionId: oauthTokens.connectionId });
    if (!rotated) return null;
    // A public client's refresh token is bound to its connection; client_id, when sent, must be that client's.
    if (clientId !== undefined && connection.clientId !== clientId) {
      throw new OAuthError('invalid_grant', 'The refresh token was issued to another client');
    }
    const granted = (connection.scopes ?? []).filter(isScope);
    // A narrower scope may be asked for (unknown ones, like offline_access, are ignored), never a wider one; the
    // tokens carry what the connection was granted, and the answer says so.
    const asked = (form.scope ?? '').split(' ').filter(isScope);
    if (asked.some((scope) => !granted.includes(scope))) {
      throw new OAuthError('invalid_scope', `The connection was granted: ${granted.join(' ')}`);
    }
    return issue(ctx, tx, rotated.connectionId, granted);
  });
  if (issued) return issued;
  const [known] = await db
    .select({ connectionId: oauthTokens.connectionId, rotatedAt: oauthTokens.rotatedAt })
    .from(oauthTokens)
    .where(and(eq(oauthTokens.tokenHash, hash), eq(oauthTokens.kind, 'refresh')));
  if (known?.rotatedAt && at.getTime() - known.rotatedAt.getTime() < REUSE_GRACE_MS) {
    throw new OAuthError('invalid_grant', 'The refresh token was just used: use the one that answer gave');
  }
  if (known?.rotatedAt) {
    await ctx.revoke(known.connectionId);
    throw new OAuthError('invalid_grant', 'The refresh token was already used: the connection is revoked');
  }
  throw new OAuthError('invalid_grant', known ? 'The refresh token has expired' : 'Unknown refresh token');
}
