import { and, desc, eq, sql } from 'drizzle-orm';
import { OAUTH_SCOPES, type Connection, type OAuthScope } from '../../common/contracts/oauth';
import { hashAccessToken } from '../tokens';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { accessTokens, oauthTokens } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { ACCESS_CHANNEL } from '../packs';
import type { AssistantBudget } from '../../common/contracts/assistant-spending';
import { budgetStates, changeBudget } from './budgets';
import type { McpResource } from './metadata';
import { OAuthError } from './oauth-error';
import { removeConnections } from './connection-rows';
import { sweepDead } from './sweep';
import { exchangeCode, refresh, type GrantContext, type TokenRequest } from './token-grants';

export type { TokenRequest } from './token-grants';

const isScope = (scope: string): scope is OAuthScope => (OAUTH_SCOPES as readonly string[]).includes(scope);

const unreachable = (id: string): never => {
  throw new Error(`no budget state was made for connection ${id}`);
};

/**
 * Grants: the code exchange and refresh of the token endpoint (RFC 6749 §4.1.3 and §6, OAuth 2.1, RFC 8707), the
 * revocation endpoint (RFC 7009), and the Connect page's list of connected assistants. A connection is an
 * access_tokens row of kind 'oauth'; deleting it revokes every token it has, announced to every instance.
 */
export function createGrants({
  db,
  changes,
  resource,
  now,
}: {
  db: Database;
  changes: ChangeFeed;
  resource: McpResource;
  now: () => Date;
}) {
  /** Revokes a connection and waits until every instance has heard it (db/feed-barrier.ts): refused at once everywhere. */
  async function disconnect(where: ReturnType<typeof and>) {
    const removed = await db.transaction(async (tx) => {
      const doomed = await tx.select({ id: accessTokens.id }).from(accessTokens).where(where).for('update');
      await removeConnections(
        tx,
        doomed.map((row) => row.id),
      );
      return doomed.length;
    });
    if (removed > 0 && changes.live) await changes.sync(ACCESS_CHANNEL);
    return removed;
  }
  const isConnection = (id: string) => and(eq(accessTokens.id, id), eq(accessTokens.kind, 'oauth'));
  const context: GrantContext = {
    db,
    resource,
    now,
    revoke: (id) => disconnect(isConnection(id)),
    announce: async () => {
      if (changes.live) await changes.sync(ACCESS_CHANNEL);
    },
  };

  return {
    /** The token endpoint: a code or a refresh token for a new access token (and a new refresh token). */
    async token(form: TokenRequest) {
      if (form.grant_type === 'authorization_code') return exchangeCode(context, form);
      if (form.grant_type === 'refresh_token') return refresh(context, form);
      if (!form.grant_type) throw new OAuthError('invalid_request', 'grant_type is required');
      throw new OAuthError('unsupported_grant_type', 'Supported: authorization_code, refresh_token');
    },

    /**
     * RFC 7009: revoking either token of a connection revokes the connection (§2.1 lets an access token's
     * revocation take its grant along). Unknown tokens, or another client's, are answered the same: nothing to do.
     */
    async revoke(form: TokenRequest): Promise<void> {
      if (!form.token) throw new OAuthError('invalid_request', 'token is required');
      const [found] = await db
        .select({ connectionId: oauthTokens.connectionId, clientId: accessTokens.clientId })
        .from(oauthTokens)
        .innerJoin(accessTokens, eq(accessTokens.id, oauthTokens.connectionId))
        .where(eq(oauthTokens.tokenHash, hashAccessToken(form.token)));
      if (!found || (form.client_id !== undefined && form.client_id !== found.clientId)) return;
      await disconnect(isConnection(found.connectionId));
    },

    /** The assistants `user` connected, most recent first (those that can no longer refresh are swept first). */
    async connections(user: UserRow): Promise<Connection[]> {
      await sweepDead(db, user.id, now());
      const rows = await db
        .select()
        .from(accessTokens)
        .where(and(eq(accessTokens.userId, user.id), eq(accessTokens.kind, 'oauth')))
        .orderBy(desc(sql`coalesce(${accessTokens.lastUsedAt}, ${accessTokens.createdAt})`));
      const budgets = await budgetStates(
        db,
        rows.map((row) => row.id),
        now(),
      );
      return rows.map((row) => ({
        id: row.id,
        client: {
          client_id: row.clientId ?? '',
          name: row.name,
          domain: row.clientDomain ?? '',
          verified: row.clientVerified ?? false,
        },
        scopes: (row.scopes ?? []).filter(isScope),
        pack_ids: row.packIds,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt?.toISOString() ?? null,
        budget: budgets.get(row.id) ?? unreachable(row.id),
      }));
    },

    /** Changes what one of `user`'s assistants may spend. */
    changeBudget: (user: UserRow, id: string, budget: AssistantBudget) =>
      changeBudget(db, user, id, budget, now()),

    /** Disconnects one of `user`'s assistants: every token it holds stops working on every instance. */
    async disconnect(user: UserRow, id: string): Promise<void> {
      const removed = await disconnect(and(isConnection(id), eq(accessTokens.userId, user.id)));
      if (removed === 0) throw new AppError('not_found', 'No such connected assistant');
    },
  };
}

export type Grants = ReturnType<typeof createGrants>;
