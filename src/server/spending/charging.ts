import { and, eq, sql } from 'drizzle-orm';
import type { BuyConfirmReason } from '../../common/contracts/assistant-spending';
import type { Cart } from '../../common/contracts/commerce';
import type { Language } from '../../common/languages';
import { rowsOf, type Database, type Transaction } from '../db/client';
import { accessTokens, agentPurchases, assistantBudgets, assistantSpendMonths } from '../db/schema';
import { AppError } from '../http/errors';
import type { AssistantPayments } from './assistant-payments';
import type { PurchaseRow } from './present';
import { confirmToken, tokenHash } from './signed';

/** How long the person has to confirm a purchase. */
export const CONFIRM_LIFETIME_MS = 24 * 3600_000;

/** What an assistant asks to buy: a pack, or blocks of 100 query credits of a metered pack. */
export interface PurchaseRequest {
  packId: string;
  creditBlocks: number | null;
}

export const cartOf = ({ packId, creditBlocks }: PurchaseRequest): Cart => ({
  packIds: creditBlocks ? [] : [packId],
  bundleIds: [],
  credits: creditBlocks ? [{ packId, blocks: creditBlocks }] : [],
  code: null,
  teamId: null,
});

/**
 * Adds `amount` to the assistant's month if that stays within its monthly limit: one statement, so concurrent
 * reservations (queued on the budget's lock, and on the month row's) never pass it. False when it would.
 */
export async function reserve(tx: Transaction, connectionId: string, month: string, amount: number) {
  const result = await tx.execute(sql`
    INSERT INTO ${assistantSpendMonths} AS s (connection_id, month, committed_cents)
    SELECT b.connection_id, ${month}, ${amount} FROM ${assistantBudgets} b
    WHERE b.connection_id = ${connectionId} AND ${amount} <= b.monthly_limit_cents
    ON CONFLICT (connection_id, month) DO UPDATE SET committed_cents = s.committed_cents + ${amount}
    WHERE s.committed_cents + ${amount} <= (
      SELECT monthly_limit_cents FROM ${assistantBudgets} WHERE connection_id = ${connectionId})
    RETURNING s.committed_cents`);
  return rowsOf<{ committed_cents: number }>(result).length > 0;
}

/** Gives `amount` back to the assistant's month. */
export async function release(tx: Transaction, connectionId: string, month: string, amount: number) {
  await tx
    .update(assistantSpendMonths)
    .set({ committedCents: sql`greatest(0, ${assistantSpendMonths.committedCents} - ${amount})` })
    .where(and(eq(assistantSpendMonths.connectionId, connectionId), eq(assistantSpendMonths.month, month)));
}

export async function reread(from: Database | Transaction, id: string): Promise<PurchaseRow> {
  const [row] = await from.select().from(agentPurchases).where(eq(agentPurchases.id, id));
  if (!row) throw new AppError('not_found', 'No such purchase');
  return row;
}

/** Charging a reserved purchase to the saved card, and what happens to it when that does not pay. */
export function createCharging({
  db,
  now,
  secret,
  payments,
}: {
  db: Database;
  now: () => Date;
  secret: string;
  payments: AssistantPayments;
}) {
  /** Gives a purchase its confirmation link's secret (derived from its id, so a retry gets the same link). */
  async function withToken(tx: Transaction, row: PurchaseRow): Promise<PurchaseRow> {
    const [updated] = await tx
      .update(agentPurchases)
      .set({ confirmTokenHash: tokenHash(confirmToken(secret, row.id)) })
      .where(eq(agentPurchases.id, row.id))
      .returning();
    return updated ?? row;
  }

  /** A reserved purchase that did not complete: its amount goes back to the month, and it waits or has failed. */
  async function settle(
    row: PurchaseRow,
    status: 'failed' | 'awaiting_confirmation',
    reason: BuyConfirmReason | null,
    failure: string | null,
  ): Promise<PurchaseRow> {
    return db.transaction(async (tx) => {
      const at = now();
      const [claimed] = await tx
        .update(agentPurchases)
        .set({
          status,
          confirmReason: reason,
          failure,
          countedMonth: null,
          confirmUntil:
            status === 'awaiting_confirmation' ? new Date(at.getTime() + CONFIRM_LIFETIME_MS) : null,
          settledAt: status === 'failed' ? at : null,
        })
        .where(and(eq(agentPurchases.id, row.id), eq(agentPurchases.status, 'reserved')))
        .returning();
      if (!claimed) return reread(tx, row.id);
      if (row.connectionId && row.countedMonth) {
        await release(tx, row.connectionId, row.countedMonth, row.amountCents);
      }
      return status === 'awaiting_confirmation' ? withToken(tx, claimed) : claimed;
    });
  }

  /** Charges the saved card for a reserved purchase; what does not pay gives the reservation back. */
  async function charge(
    principal: { user: Parameters<AssistantPayments['payWithSavedCard']>[0]; tokenId: string },
    row: PurchaseRow,
  ): Promise<PurchaseRow> {
    const request = { packId: row.packId, creditBlocks: row.creditBlocks };
    const link = {
      purchaseId: row.id,
      connectionId: row.connectionId,
      language: row.language as Language,
      amountCents: row.amountCents,
      currency: row.currency,
    };
    let paid;
    try {
      // Disconnected since it was reserved: no money moves.
      const [still] = await db
        .select({ id: accessTokens.id })
        .from(accessTokens)
        .where(eq(accessTokens.id, principal.tokenId));
      if (!still) return await settle(row, 'failed', null, 'The assistant was disconnected before paying');
      paid = await payments.payWithSavedCard(principal.user, cartOf(request), link);
    } catch (err) {
      // Refused before any money moved (the pack became theirs, the cart cannot be bought): it failed.
      if (err instanceof AppError && err.code !== 'unavailable') {
        return settle(row, 'failed', null, err.message);
      }
      // The provider did not answer: the card may have been charged. The purchase stays reserved with its order —
      // a charge made is fulfilled by the provider's report, and the reservation is released ten minutes on if none
      // was (stale-reservations.ts) — so the same quote_id retried says where it stands, never charges again.
      throw new AppError(
        'unavailable',
        'The payment provider did not answer: call buy again with the same quote_id in a few minutes to see whether it went through.',
      );
    }
    if (paid.outcome === 'paid') return reread(db, row.id);
    if (paid.outcome === 'declined') return settle(row, 'failed', null, paid.message);
    return settle(row, 'awaiting_confirmation', 'authentication', null);
  }

  return { withToken, charge };
}
