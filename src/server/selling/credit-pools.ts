import type { Transaction } from '../db/client';
import { queryCredits } from '../db/schema';
import { poolRow, type CreditOwner } from './credit-owner';
import { post } from './ledger';

/** A pack read with query credits, as spending one needs it. */
export interface MeteredPack {
  id: string;
  slug: string;
  title: string;
  creatorId: string;
  currency: string;
}

type PoolRow = Pick<typeof queryCredits.$inferSelect, 'remaining' | 'remainingCents'>;

/**
 * Takes one credit of a pool whose row the caller holds locked: the credit's value moves from the creator's unearned
 * balance to their earnings — the value left divided over the credits left, so the last credit takes exactly what
 * remains.
 */
export async function takeOneCredit(
  tx: Transaction,
  owner: CreditOwner,
  row: PoolRow,
  pack: MeteredPack,
  at: Date,
) {
  const remaining = row.remaining - 1;
  const remainingCents = Math.floor((row.remainingCents * remaining) / row.remaining);
  const value = row.remainingCents - remainingCents;
  await tx
    .update(queryCredits)
    .set({ remaining, remainingCents, updatedAt: at })
    .where(poolRow(owner, pack.id));
  const entry = {
    kind: 'credits_used' as const,
    creatorId: pack.creatorId,
    currency: pack.currency,
    packId: pack.id,
    createdAt: at,
    availableAt: at,
  };
  await post(tx, [
    { ...entry, account: 'unearned', amountCents: value },
    { ...entry, account: 'earnings', amountCents: -value },
  ]);
}
