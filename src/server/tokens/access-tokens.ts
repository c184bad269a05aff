import { and, count, desc, eq } from 'drizzle-orm';
import type { AccessToken, AccessTokenCreate, AccessTokenCreated } from '../../common/contracts/access';
import { ACCESS_TOKENS_PER_USER_MAX } from '../../common/limits';
import { randomToken } from '../auth';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { accessTokens } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError, validationError } from '../http/errors';
import { ACCESS_CHANNEL, type Entitlements } from '../packs';
import { ACCESS_TOKEN_PREFIX, createTokenVerifier, hashAccessToken } from './token-verifier';

function present(row: typeof accessTokens.$inferSelect): AccessToken {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint ?? '',
    pack_ids: row.packIds,
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Personal access tokens: created by their owner, shown once, kept only as a SHA-256 hash (256 random bits need
 * no slow hash), revoked by deleting the row. Verification is token-verifier.ts.
 */
export function createAccessTokens(
  db: Database,
  changes: ChangeFeed,
  entitlements: Entitlements,
  { now, mcpResource }: { now: () => Date; mcpResource: string },
) {
  const personalOf = (userId: string) =>
    and(eq(accessTokens.userId, userId), eq(accessTokens.kind, 'personal'));
  return {
    verifier: createTokenVerifier(db, changes, now, mcpResource),

    /** A new token for `user`; the answer is the only place the token itself ever appears. */
    async create(user: UserRow, request: AccessTokenCreate): Promise<AccessTokenCreated> {
      const expiresAt = request.expires_at ? new Date(request.expires_at) : null;
      if (expiresAt && expiresAt <= now()) {
        throw validationError([{ path: ['expires_at'], message: 'Expiry must be in the future' }]);
      }
      if (request.pack_ids) await entitlements.packsToRead(user, request.pack_ids);
      const [owned] = await db.select({ n: count() }).from(accessTokens).where(personalOf(user.id));
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
          expiresAt,
          createdAt: now(),
        })
        .returning();
      if (!row) throw new Error('access token insert returned nothing');
      return { ...present(row), token };
    },

    async list(user: UserRow): Promise<AccessToken[]> {
      const rows = await db
        .select()
        .from(accessTokens)
        .where(personalOf(user.id))
        .orderBy(desc(accessTokens.createdAt));
      return rows.map(present);
    },

    /**
     * Revokes one of the user's tokens: 404 when they have no such token. Every instance has dropped it from
     * memory by the time this instance answers (db/feed-barrier.ts).
     */
    async revoke(user: UserRow, id: string): Promise<void> {
      const removed = await db
        .delete(accessTokens)
        .where(and(eq(accessTokens.id, id), personalOf(user.id)))
        .returning({ id: accessTokens.id });
      if (removed.length === 0) throw new AppError('not_found', 'No such access token');
      if (changes.live) await changes.sync(ACCESS_CHANNEL);
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
