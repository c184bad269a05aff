import { and, eq, inArray, sql } from 'drizzle-orm';
import { QUERY_CREDITS_PER_BLOCK } from '../../common/limits';
import type { Database, Transaction } from '../db/client';
import { queryCredits } from '../db/schema';
import { AppError } from '../http/errors';
import { poolRow, type CreditOwner } from './credit-owner';
import { takeOneCredit, type MeteredPack } from './credit-pools';
import { spendTeamCredit, teamCreditsLeft, type TeamCreditRefusal } from './team-credits';

export type { MeteredPack } from './credit-pools';

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
 * Spends one query credit of each metered pack a query reads, in one transaction: all or none. A pack's credit comes
 * from the reader's own pool while it has one, else from a pool of a team they hold a seat of, within the monthly
 * limit the team's owner set for them (selling/team-credits.ts). Each credit is taken under its pool row's lock
 * (packs in id order, so two queries over the same packs queue rather than deadlock); with no credit anywhere the
 * query is refused with where to top up, and nothing is spent.
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
      const owner = { userId };
      const [row] = await tx.select().from(queryCredits).where(poolRow(owner, pack.id)).for('update');
      // Credits a refund under way is taking back cannot be spent meanwhile.
      if (row && row.remaining - row.held > 0) {
        await takeOneCredit(tx, owner, row, pack, at);
        continue;
      }
      const refusal = await spendTeamCredit(tx, userId, pack, at);
      if (refusal === null) continue;
      throw new AppError('payment_required', refusalMessage(refusal, pack, publicUrl));
    }
  });
}

/** What a reader with no credit to spend on `pack` is told: their own pool's top-up, or their team's limit. */
function refusalMessage(refusal: TeamCreditRefusal, pack: MeteredPack, publicUrl: string): string {
  if (refusal.reason !== 'limit') return outOfCreditsMessage(pack, publicUrl);
  return (
    `You have used the ${refusal.limit} queries a month your team "${refusal.team}" allows you for ` +
    `"${pack.title}". Ask the team's owner to raise your limit, or buy credits of your own at ` +
    `${topUpUrl(pack, publicUrl)}.`
  );
}

/**
 * Holds (`count` > 0) or releases (`count` < 0) credits of a pool for a refund under way: held credits cannot
 * be spent, so what the refund pays back for is not used while the provider is asked.
 */
export async function holdCredits(tx: Transaction, owner: CreditOwner, packId: string, count: number) {
  if (count === 0) return;
  await tx
    .update(queryCredits)
    .set({ held: sql`${queryCredits.held} + ${count}` })
    .where(poolRow(owner, packId));
}

/**
 * Removes `count` credits from a pool (the caller holds its row's lock) and returns the value they carried:
 * their share of the pool's value, or all of it when none are left.
 */
export async function removeCredits(
  tx: Transaction,
  owner: CreditOwner,
  packId: string,
  count: number,
  at: Date,
): Promise<number> {
  const where = poolRow(owner, packId);
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

/**
 * A reader's credits left for each of these packs: their own, and what they may still spend of their teams' pools this
 * month. Packs with neither are absent.
 */
export async function creditsLeft(db: Database, userId: string, packIds: readonly string[], at: Date) {
  if (packIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      packId: queryCredits.packId,
      remaining: sql<number>`${queryCredits.remaining} - ${queryCredits.held}`.mapWith(Number),
    })
    .from(queryCredits)
    .where(and(eq(queryCredits.userId, userId), inArray(queryCredits.packId, [...packIds])));
  const left = new Map(rows.map((row) => [row.packId, row.remaining]));
  for (const [packId, team] of await teamCreditsLeft(db, userId, packIds, at)) {
    left.set(packId, (left.get(packId) ?? 0) + team);
  }
  return left;
}

/** The price of `blocks` blocks of credits at a pack's price per block. */
export function creditsPrice(queryPriceCents: number, blocks: number) {
  return { priceCents: queryPriceCents * blocks, credits: blocks * QUERY_CREDITS_PER_BLOCK };
}
