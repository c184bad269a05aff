import { and, eq, inArray } from 'drizzle-orm';
import { QUERY_CREDITS_PER_BLOCK } from '../../common/limits';
import type { Database } from '../db/client';
import { queryCredits } from '../db/schema';
import { AppError } from '../http/errors';
import { post } from './ledger';

export interface MeteredPack {
  id: string;
  slug: string;
  title: string;
  creatorId: string;
  currency: string;
}

/** Where a pack's query credits are bought: its sales page, at the credits. */
export function topUpUrl(pack: Pick<MeteredPack, 'slug'>, publicUrl: string): string {
  return new URL(`/pack/${pack.slug}#credits`, publicUrl).href;
}

/** What a reader of a metered pack is told at zero: which pack, and where to buy more. */
export function outOfCreditsMessage(pack: Pick<MeteredPack, 'title' | 'slug'>, publicUrl: string): string {
  return (
    `You have used all your query credits for "${pack.title}". ` +
    `Top up at ${topUpUrl(pack, publicUrl)} and ask again.`
  );
}

/**
 * Spends one query credit of each metered pack a query reads, in one transaction: all or none. Each credit is
 * taken under its row's lock (packs in id order, so two queries over the same packs queue rather than deadlock);
 * at zero the query is refused with a link to top up, and nothing is spent. The credit's value moves from the
 * creator's unearned balance to their earnings — the value left divided over the credits left, so the last credit
 * takes exactly what remains.
 */
export async function spendCredits(
  db: Database,
  userId: string,
  packs: readonly MeteredPack[],
  { at, publicUrl }: { at: Date; publicUrl: string },
): Promise<void> {
  if (packs.length === 0) return;
  await db.transaction(async (tx) => {
    for (const pack of [...packs].sort((a, b) => a.id.localeCompare(b.id))) {
      const where = and(eq(queryCredits.userId, userId), eq(queryCredits.packId, pack.id));
      const [row] = await tx.select().from(queryCredits).where(where).for('update');
      if (!row || row.remaining === 0) {
        throw new AppError('payment_required', outOfCreditsMessage(pack, publicUrl));
      }
      const remaining = row.remaining - 1;
      const remainingCents = Math.floor((row.remainingCents * remaining) / row.remaining);
      const value = row.remainingCents - remainingCents;
      await tx.update(queryCredits).set({ remaining, remainingCents, updatedAt: at }).where(where);
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
  });
}

/** A buyer's credits for a pack: left and ever bought (null when they never bought any). */
export async function creditsOf(db: Database, userId: string, packId: string) {
  const [row] = await db
    .select({ remaining: queryCredits.remaining, purchased: queryCredits.purchased })
    .from(queryCredits)
    .where(and(eq(queryCredits.userId, userId), eq(queryCredits.packId, packId)));
  return row ?? null;
}

/** A buyer's credits left for each of these packs; packs they never bought credits for are absent. */
export async function creditsLeft(db: Database, userId: string, packIds: readonly string[]) {
  if (packIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ packId: queryCredits.packId, remaining: queryCredits.remaining })
    .from(queryCredits)
    .where(and(eq(queryCredits.userId, userId), inArray(queryCredits.packId, [...packIds])));
  return new Map(rows.map((row) => [row.packId, row.remaining]));
}

/** The price of `blocks` blocks of credits at a pack's price per block. */
export function creditsPrice(queryPriceCents: number, blocks: number) {
  return { priceCents: queryPriceCents * blocks, credits: blocks * QUERY_CREDITS_PER_BLOCK };
}
