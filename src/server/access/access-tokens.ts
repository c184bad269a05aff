import { createHash } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AccessToken, AccessTokenCreate, AccessTokenCreated } from '../../common/contracts/access';
import { ACCESS_TOKENS_PER_USER_MAX } from '../../common/limits';
import { AUTH_CHANNEL } from '../auth';
import { randomToken } from '../auth';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { accessTokens, userProfiles } from '../db/schema';
import type { BearerPrincipal, UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { ACCESS_CHANNEL, type Entitlements } from '../packs';

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

function present(row: typeof accessTokens.$inferSelect): AccessToken {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    pack_ids: row.packIds,
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Personal access tokens: created by their owner, shown once, kept only as a SHA-256 hash (256 random bits need
 * no slow hash), revoked by deleting the row. Verification is served from memory; the database announces every
 * revoked or changed token and every changed person to every instance, which drop them at once.
 */
export function createAccessTokens(
  db: Database,
  changes: ChangeFeed,
  entitlements: Entitlements,
  now: () => Date,
) {
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

  const verifier: BearerVerifier = {
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

  return {
    verifier,

    /** A new token for `user`; the answer is the only place the token itself ever appears. */
    async create(user: UserRow, request: AccessTokenCreate): Promise<AccessTokenCreated> {
      if (request.pack_ids) await entitlements.packsToRead(user, request.pack_ids);
      const [owned] = await db
        .select({ n: count() })
        .from(accessTokens)
        .where(eq(accessTokens.userId, user.id));
      if ((owned?.n ?? 0) >= ACCESS_TOKENS_PER_USER_MAX) {
        throw new AppError(
          'conflict',
          `You have ${ACCESS_TOKENS_PER_USER_MAX} tokens already: revoke one you no longer use first`,
        );
      }
      const token = `${ACCESS_TOKEN_PREFIX}${randomToken()}`;
      const [row] = await db
        .insert(accessTokens)
        .values({
          userId: user.id,
          name: request.name,
          tokenHash: hashAccessToken(token),
          hint: token.slice(-4),
          packIds: request.pack_ids ? [...new Set(request.pack_ids)] : null,
          expiresAt: request.expires_at ? new Date(request.expires_at) : null,
        })
        .returning();
      if (!row) throw new Error('access token insert returned nothing');
      return { ...present(row), token };
    },

    async list(user: UserRow): Promise<AccessToken[]> {
      const rows = await db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.userId, user.id))
        .orderBy(desc(accessTokens.createdAt));
      return rows.map(present);
    },

    /**
     * Revokes one of the user's tokens: 404 when they have no such token. Every instance has dropped it from
     * memory by the time this instance answers, or within a moment for the others (it is announced at commit).
     */
    async revoke(user: UserRow, id: string): Promise<void> {
      const removed = await db
        .delete(accessTokens)
        .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, user.id)))
        .returning({ id: accessTokens.id });
      if (removed.length === 0) throw new AppError('not_found', 'No such access token');
      if (changes.live) await changes.sync(ACCESS_CHANNEL);
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
