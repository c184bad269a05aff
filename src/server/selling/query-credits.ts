import { and, eq, inArray, sql } from 'drizzle-orm';
import { QUERY_CREDITS_PER_BLOCK } from '../../common/limits';
import type { Database, Transaction } from '../db/client';
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

/**
 * The one rule by which pack text costs query credits, as assistants are told it (the MCP tools' descriptions) and
 * buyers are (the sales page's credits box): every call that returns a metered pack's text spends one of its credits.
 */
export const CREDITS_RULE =
  'A pack read with query credits (access "credits" in list_packs) spends one credit per call that returns its ' +
  'text: search and ask one per pack they read, get_passage one. At zero the call is refused with where to top up.';

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
      // Credits a refund under way is taking back cannot be spent meanwhile.
      if (!row || row.remaining - row.held === 0) {
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

/**
 * Holds (`count` > 0) or releases (`count` < 0) credits of a buyer's pool for a refund under way: held credits cannot
 * be spent, so what the refund pays back for is not used while the provider is asked.
 */
export async function holdCredits(tx: Transaction, userId: string, packId: string, count: number) {
  if (count === 0) return;
  await tx
    .update(queryCredits)
    .set({ held: sql`${queryCredits.held} + ${count}` })
    .where(and(eq(queryCredits.userId, userId), eq(queryCredits.packId, packId)));
}

/**
 * Removes `count` credits from a buyer's pool (the caller holds its row's lock) and returns the value they carried:
 * their share of the pool's value, or all of it when none are left.
 */
export async function removeCredits(
  tx: Transaction,
  userId: string,
  packId: string,
  count: number,
  at: Date,
): Promise<number> {
  const where = and(eq(queryCredits.userId, userId), eq(queryCredits.packId, packId));
  const [row] = await tx.select().from(queryCredits).where(where).for('update');
  if (!row || count === 0) return 0;
  const taken = Math.min(count, row.remaining);
  const remaining = row.remaining - taken;
  const remainingCents = remaining === 0 ? 0 : Math.ceil((row.remainingCents * remaining) / row.remaining);
  await tx
    .update(queryCredits)
    .set({ remaining, remainingCents, held: Math.min(row.held, remaining), updatedAt: at })
    .where(where);
  return row.remainingCents - remainingCents;
}

/** A buyer's credits for a pack: left to spend (a refund under way holds some) and ever bought (null if none). */
export async function creditsOf(db: Database, userId: string, packId: string) {
  const [row] = await db
    .select({
      remaining: sql<number>`${queryCredits.remaining} - ${queryCredits.held}`.mapWith(Number),
      purchased: queryCredits.purchased,
    })
    .from(queryCredits)
    .where(and(eq(queryCredits.userId, userId), eq(queryCredits.packId, packId)));
  return row ?? null;
}

/** A buyer's credits left for each of these packs; packs they never bought credits for are absent. */
export async function creditsLeft(db: Database, userId: string, packIds: readonly string[]) {
  if (packIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      packId: queryCredits.packId,
      remaining: sql<number>`${queryCredits.remaining} - ${queryCredits.held}`.mapWith(Number),
    })
    .from(queryCredits)
    .where(and(eq(queryCredits.userId, userId), inArray(queryCredits.packId, [...packIds])));
  return new Map(rows.map((row) => [row.packId, row.remaining]));
}

/** The price of `blocks` blocks of credits at a pack's price per block. */
export function creditsPrice(queryPriceCents: number, blocks: number) {
  return { priceCents: queryPriceCents * blocks, credits: blocks * QUERY_CREDITS_PER_BLOCK };
}
