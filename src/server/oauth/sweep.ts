import { and, count, eq, gt, isNull, lt, notExists, sql } from 'drizzle-orm';
import { OAUTH_CONNECTIONS_PER_USER_MAX } from '../../common/limits';
import type { Database } from '../db/client';
import { accessTokens, oauthCodes, oauthTokens } from '../db/schema';
import { AppError } from '../http/errors';
import { removeConnections } from './connection-rows';

/**
 * Deletes `userId`'s connections that hold no live refresh token any more (unused for 30 days, or never
 * exchanged): they can never be used again, and would only crowd the Connect page.
 */
export async function sweepDead(db: Database, userId: string, at: Date): Promise<void> {
  const live = db
    .select({ id: oauthTokens.id })
    .from(oauthTokens)
    .where(
      and(
        eq(oauthTokens.connectionId, accessTokens.id),
        eq(oauthTokens.kind, 'refresh'),
        isNull(oauthTokens.rotatedAt),
        gt(oauthTokens.expiresAt, at),
      ),
    );
  await db.transaction(async (tx) => {
    const dead = await tx
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .where(and(eq(accessTokens.userId, userId), eq(accessTokens.kind, 'oauth'), notExists(live)))
      .for('update');
    await removeConnections(
      tx,
      dead.map((row) => row.id),
    );
  });
}

/**
 * Before a new code for `clientId`: sweeps codes that can no longer be exchanged (an hour past their expiry) and `userId`'s dead
 * connections, then refuses a person at the limit of connected assistants.
 */
export async function makeRoomFor(db: Database, userId: string, clientId: string, at: Date): Promise<void> {
  await db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, new Date(at.getTime() - 3600_000)));
  await sweepDead(db, userId, at);
  const [connected] = await db
    .select({ n: count() })
    .from(accessTokens)
    // The assistant's own connection is not counted: signing it in again takes it over (connection-rows.ts).
    .where(
      and(
        eq(accessTokens.userId, userId),
        eq(accessTokens.kind, 'oauth'),
        sql`${accessTokens.clientId} IS DISTINCT FROM ${clientId}`,
      ),
    );
  if ((connected?.n ?? 0) >= OAUTH_CONNECTIONS_PER_USER_MAX) {
    throw new AppError(
      'conflict',
      `You have ${OAUTH_CONNECTIONS_PER_USER_MAX} connected assistants: disconnect one you no longer use first`,
    );
  }
}
