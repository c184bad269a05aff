import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import type { oauthCodes } from '../db/schema';
import { accessTokens, agentPurchases, oauthTokens, orders, userProfiles } from '../db/schema';

/**
 * Deletes OAuth connections (their tokens, budgets and months go with them; their orders and purchases stay, naming
 * no connection). The caller holds the connections' rows (FOR UPDATE): every path takes a connection, then its
 * orders, then its purchases. A payment being fulfilled locks its order, then its assistant's purchase
 * (commerce/fulfilment.ts); the delete's cascade would lock them the other way round (the purchase's foreign key
 * fires first), and a disconnect during a payment deadlocked with it. Taken here in the payment's order, one waits.
 */
export async function removeConnections(tx: Transaction, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.connectionId, ids))
    .orderBy(orders.id)
    .for('no key update');
  await tx
    .select({ id: agentPurchases.id })
    .from(agentPurchases)
    .where(inArray(agentPurchases.connectionId, ids))
    .orderBy(agentPurchases.id)
    .for('update');
  await tx.delete(accessTokens).where(inArray(accessTokens.id, ids));
}

/**
 * The connection a person's consent, exchanged for tokens, makes: one per person and assistant (client_id). A new
 * sign-in of an assistant already connected takes over its connection — the packs and scopes just chosen, a budget
 * if one was set (else the one it had), its month's spending, purchases and history kept — and the old grant's
 * tokens stop working. Connections left over from before this rule are removed. Returns the connection's id and
 * whether an earlier grant was replaced (every instance must then hear of it).
 */
export async function connectionFor(
  tx: Transaction,
  claimed: typeof oauthCodes.$inferSelect,
  at: Date,
): Promise<{ id: string; replaced: boolean }> {
  // Exchanges for one person queue here, so two at once cannot both find no connection and make two.
  await tx
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.id, claimed.userId))
    .for('no key update');
  const earlier = await tx
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.userId, claimed.userId),
        eq(accessTokens.kind, 'oauth'),
        eq(accessTokens.clientId, claimed.clientId),
      ),
    )
    .orderBy(desc(accessTokens.createdAt))
    // The connection before its orders and purchases (removeConnections), and before a refresh rotates its tokens.
    .for('update');
  const granted = {
    name: claimed.clientName,
    clientDomain: claimed.clientDomain,
    clientVerified: claimed.clientVerified,
    packIds: claimed.packIds,
    scopes: claimed.scopes,
    createdAt: at,
  };
  const [kept, ...leftOver] = earlier;
  if (kept) {
    // Naming the packs announces the change (the access trigger): every instance forgets the old tokens.
    await tx
      .update(accessTokens)
      .set({ ...granted, elicitsUrl: false })
      .where(eq(accessTokens.id, kept.id));
    await tx.delete(oauthTokens).where(eq(oauthTokens.connectionId, kept.id));
    await removeConnections(
      tx,
      leftOver.map((row) => row.id),
    );
    return { id: kept.id, replaced: true };
  }
  const [made] = await tx
    .insert(accessTokens)
    .values({ userId: claimed.userId, kind: 'oauth', clientId: claimed.clientId, ...granted })
    .returning({ id: accessTokens.id });
  if (!made) throw new Error('connection insert returned nothing');
  return { id: made.id, replaced: false };
}
