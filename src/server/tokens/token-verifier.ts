import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AUTH_CHANNEL } from '../auth';
import { subscribeToKind, type ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { accessTokens, oauthTokens, userProfiles } from '../db/schema';
import type { BearerPrincipal, UserRow } from '../http/context';
import { ACCESS_CHANNEL } from '../packs';

/** Every personal access token starts so: secret scanners and people can tell what leaked. */
export const ACCESS_TOKEN_PREFIX = 'kenja_pat_';
/** An access token issued to an assistant connected by OAuth (short-lived, for the MCP resource only). */
export const OAUTH_ACCESS_TOKEN_PREFIX = 'kenja_oat_';
/** An OAuth refresh token: never a bearer credential, only exchanged at the token endpoint. */
export const OAUTH_REFRESH_TOKEN_PREFIX = 'kenja_ort_';
/** What every Kenja secret starts with. */
export const KENJA_SECRET_PREFIX = 'kenja_';
/** Using a token moves its last-used time at most this often (one write a minute, not one per call). */
const TOUCH_AFTER_MS = 60_000;
/** Tokens checked and found to be no token, kept so a flood of bad ones costs no queries. */
const MAX_UNKNOWN = 10_000;
const MAX_CACHED = 50_000;

/**
 * Turns a bearer token into a principal: a personal access token, or an access token issued to an assistant
 * connected by OAuth. The MCP endpoint never learns which kind it was handed; both name their credential (the
 * access_tokens row) as `tokenId`, so usage, rate limits and revocation work alike.
 */
export interface BearerVerifier {
  verify(token: string): Promise<BearerPrincipal | null>;
}

interface CachedToken {
  /** The credential's id (an access_tokens row): what revoking it announces. */
  id: string;
  user: UserRow;
  scope: ReadonlySet<string> | null;
  scopes: ReadonlySet<string> | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Verification of access tokens, served from memory: the database announces every revoked or changed credential
 * (kenja_access) and every changed person (kenja_auth) to every instance, which drop them at once. While
 * announcements cannot be heard, every verification reads the database. An OAuth access token is accepted only for
 * the resource it was issued for (`resource`, the MCP endpoint's URL: RFC 8707).
 */
export function createTokenVerifier(
  db: Database,
  changes: ChangeFeed,
  now: () => Date,
  resource: string,
): BearerVerifier {
  const byHash = new Map<string, CachedToken>();
  // One credential may have several live hashes (an OAuth connection's current and previous access tokens).
  const hashesById = new Map<string, Set<string>>();
  const unknown = new Set<string>();
  let generation = 0;

  const drop = (id: string) => {
    for (const hash of hashesById.get(id) ?? []) byHash.delete(hash);
    hashesById.delete(id);
  };
  const forget = (match: (entry: CachedToken) => boolean) => {
    generation += 1;
    for (const entry of [...byHash.values()]) if (match(entry)) drop(entry.id);
  };
  const clear = () => {
    generation += 1;
    byHash.clear();
    hashesById.clear();
  };
  subscribeToKind(
    changes,
    ACCESS_CHANNEL,
    'token',
    (id) => {
      generation += 1;
      drop(id);
    },
    clear,
  );
  subscribeToKind(changes, AUTH_CHANNEL, 'user', (id) => forget((entry) => entry.user.id === id), clear);

  const findByHash = db
    .select({ token: accessTokens, user: userProfiles })
    .from(accessTokens)
    .innerJoin(userProfiles, eq(userProfiles.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, sql.placeholder('hash')))
    .prepare('kenja_find_access_token');
  const findOAuthByHash = db
    .select({ token: accessTokens, user: userProfiles, expiresAt: oauthTokens.expiresAt })
    .from(oauthTokens)
    .innerJoin(accessTokens, eq(accessTokens.id, oauthTokens.connectionId))
    .innerJoin(userProfiles, eq(userProfiles.id, accessTokens.userId))
    .where(
      and(
        eq(oauthTokens.tokenHash, sql.placeholder('hash')),
        eq(oauthTokens.kind, 'access'),
        eq(oauthTokens.audience, sql.placeholder('audience')),
      ),
    )
    .prepare('kenja_find_oauth_access_token');

  async function find(token: string, hash: string) {
    if (token.startsWith(ACCESS_TOKEN_PREFIX)) {
      const [row] = await findByHash.execute({ hash });
      return row && row.token.kind === 'personal' ? { ...row, expiresAt: row.token.expiresAt } : undefined;
    }
    const [row] = await findOAuthByHash.execute({ hash, audience: resource });
    return row;
  }

  async function load(token: string, hash: string): Promise<CachedToken | undefined> {
    if (unknown.has(hash)) return undefined;
    const readAt = generation;
    const row = await find(token, hash);
    if (!row) {
      if (unknown.size >= MAX_UNKNOWN) unknown.delete(unknown.values().next().value as string);
      unknown.add(hash);
      return undefined;
    }
    const entry: CachedToken = {
      id: row.token.id,
      user: row.user,
      scope: row.token.packIds ? new Set(row.token.packIds) : null,
      scopes: row.token.scopes ? new Set(row.token.scopes) : null,
      expiresAt: row.expiresAt,
      lastUsedAt: row.token.lastUsedAt,
    };
    if (changes.live && readAt === generation) {
      const oldest = byHash.size >= MAX_CACHED ? byHash.entries().next().value : undefined;
      if (oldest) {
        byHash.delete(oldest[0]);
        hashesById.get(oldest[1].id)?.delete(oldest[0]);
      }
      byHash.set(hash, entry);
      const hashes = hashesById.get(entry.id) ?? new Set<string>();
      hashesById.set(entry.id, hashes.add(hash));
    }
    return entry;
  }

  return {
    async verify(token) {
      if (!token.startsWith(ACCESS_TOKEN_PREFIX) && !token.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) return null;
      const hash = hashAccessToken(token);
      const entry = (changes.live ? byHash.get(hash) : undefined) ?? (await load(token, hash));
      const current = now();
      if (!entry || entry.user.disabled || (entry.expiresAt && entry.expiresAt <= current)) return null;
      if (!entry.lastUsedAt || current.getTime() - entry.lastUsedAt.getTime() >= TOUCH_AFTER_MS) {
        entry.lastUsedAt = current;
        await db.update(accessTokens).set({ lastUsedAt: current }).where(eq(accessTokens.id, entry.id));
      }
      return { user: entry.user, tokenId: entry.id, scope: entry.scope, scopes: entry.scopes };
    },
  };
}
