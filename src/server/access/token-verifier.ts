import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AUTH_CHANNEL } from '../auth';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { accessTokens, userProfiles } from '../db/schema';
import type { BearerPrincipal, UserRow } from '../http/context';
import { ACCESS_CHANNEL } from '../packs';

/** Every Kenja access token starts so: secret scanners and people can tell what leaked. */
export const ACCESS_TOKEN_PREFIX = 'kenja_pat_';
/** Using a token moves its last-used time at most this often (one write a minute, not one per call). */
const TOUCH_AFTER_MS = 60_000;
/** Tokens checked and found to be no token, kept so a flood of bad ones costs no queries. */
const MAX_UNKNOWN = 10_000;
const MAX_CACHED = 50_000;

/**
 * Turns a bearer token into a principal. Personal access tokens are the first kind; OAuth-issued tokens are
 * meant to come next behind this same interface, so the MCP endpoint never learns which kind it was handed.
 */
export interface BearerVerifier {
  verify(token: string): Promise<BearerPrincipal | null>;
}

interface CachedToken {
  id: string;
  user: UserRow;
  scope: ReadonlySet<string> | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Verification of personal access tokens, served from memory: the database announces every revoked or changed
 * token (kenja_access) and every changed person (kenja_auth) to every instance, which drop them at once. While
 * announcements cannot be heard, every verification reads the database.
 */
export function createTokenVerifier(db: Database, changes: ChangeFeed, now: () => Date): BearerVerifier {
  const byHash = new Map<string, CachedToken>();
  const hashById = new Map<string, string>();
  const unknown = new Set<string>();
  let generation = 0;

  const forget = (match: (entry: CachedToken) => boolean) => {
    generation += 1;
    for (const [hash, entry] of byHash) {
      if (!match(entry)) continue;
      byHash.delete(hash);
      hashById.delete(entry.id);
    }
  };
  const clear = () => {
    generation += 1;
    byHash.clear();
    hashById.clear();
  };
  changes.subscribe(
    ACCESS_CHANNEL,
    (payload) => {
      const [kind, id = ''] = payload.split(/:(.*)/s);
      if (kind !== 'token') return;
      generation += 1;
      const hash = hashById.get(id);
      if (hash !== undefined) byHash.delete(hash);
      hashById.delete(id);
    },
    clear,
  );
  changes.subscribe(
    AUTH_CHANNEL,
    (payload) => {
      const [kind, id = ''] = payload.split(/:(.*)/s);
      if (kind === 'user') forget((entry) => entry.user.id === id);
    },
    clear,
  );

  const findByHash = db
    .select({ token: accessTokens, user: userProfiles })
    .from(accessTokens)
    .innerJoin(userProfiles, eq(userProfiles.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, sql.placeholder('hash')))
    .prepare('kenja_find_access_token');

  async function load(hash: string): Promise<CachedToken | undefined> {
    if (unknown.has(hash)) return undefined;
    const readAt = generation;
    const [row] = await findByHash.execute({ hash });
    if (!row) {
      if (unknown.size >= MAX_UNKNOWN) unknown.delete(unknown.values().next().value as string);
      unknown.add(hash);
      return undefined;
    }
    const entry: CachedToken = {
      id: row.token.id,
      user: row.user,
      scope: row.token.packIds ? new Set(row.token.packIds) : null,
      expiresAt: row.token.expiresAt,
      lastUsedAt: row.token.lastUsedAt,
    };
    if (changes.live && readAt === generation) {
      const oldest = byHash.size >= MAX_CACHED ? byHash.entries().next().value : undefined;
      if (oldest) {
        byHash.delete(oldest[0]);
        hashById.delete(oldest[1].id);
      }
      byHash.set(hash, entry);
      hashById.set(entry.id, hash);
    }
    return entry;
  }

  return {
    async verify(token) {
      if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return null;
      const hash = hashAccessToken(token);
      const entry = (changes.live ? byHash.get(hash) : undefined) ?? (await load(hash));
      const current = now();
      if (!entry || entry.user.disabled || (entry.expiresAt && entry.expiresAt <= current)) return null;
      if (!entry.lastUsedAt || current.getTime() - entry.lastUsedAt.getTime() >= TOUCH_AFTER_MS) {
        entry.lastUsedAt = current;
        await db.update(accessTokens).set({ lastUsedAt: current }).where(eq(accessTokens.id, entry.id));
      }
      return { user: entry.user, tokenId: entry.id, scope: entry.scope };
    },
  };
}
