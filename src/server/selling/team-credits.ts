import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { queryCredits, teamCreditUse, teamMembers, teams } from '../db/schema';
import { takeOneCredit, type MeteredPack } from './credit-pools';

/**
 * A team's shared pools of query credits (issue 52, ADR 0051): the team's owner buys credits of a metered pack for
 * the team, and every member spends them as their own, within the monthly limit the owner set for them. A member's
 * use is counted per calendar month (UTC) in the transaction that spends the credit.
 */

/** Why no team credit could be spent: no pool with one left, or the member's monthly limit reached. */
export type TeamCreditRefusal = { reason: 'out' } | { reason: 'limit'; limit: number; team: string };

/** The calendar month (UTC) `at` falls in, as its first day: the key of a member's monthly use. */
export function monthOf(at: Date): string {
  return `${at.toISOString().slice(0, 7)}-01`;
}

/**
 * Spends one credit of `pack` from a pool of a team the reader holds a seat of (teams in id order, the pools' rows
 * locked), counting it against the reader's monthly limit there. Null when spent, else why not.
 */
export async function spendTeamCredit(
  tx: Transaction,
  userId: string,
  pack: MeteredPack,
  at: Date,
): Promise<TeamCreditRefusal | null> {
  const pools = await tx
    .select({
      teamId: teams.id,
      team: teams.name,
      remaining: queryCredits.remaining,
      remainingCents: queryCredits.remainingCents,
      held: queryCredits.held,
      limit: teamMembers.monthlyQueryLimit,
    })
    .from(queryCredits)
    .innerJoin(teams, eq(teams.id, queryCredits.teamId))
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(eq(queryCredits.packId, pack.id))
    .orderBy(teams.id)
    .for('update', { of: queryCredits });
  let refusal: TeamCreditRefusal = { reason: 'out' };
  for (const pool of pools) {
    if (pool.remaining - pool.held <= 0) continue;
    if (!(await countUse(tx, pool.teamId, userId, pool.limit, at))) {
      refusal = { reason: 'limit', limit: pool.limit ?? 0, team: pool.team };
      continue;
    }
    await takeOneCredit(tx, { teamId: pool.teamId }, pool, pack, at);
    return null;
  }
  return refusal;
}

/**
 * Counts one query against the member's month, unless that would pass their limit: one conditional upsert, which
 * waits on a concurrent one's row and then sees its count. True when counted.
 */
async function countUse(tx: Transaction, teamId: string, userId: string, limit: number | null, at: Date) {
  if (limit === 0) return false;
  const counted = await tx
    .insert(teamCreditUse)
    .values({ teamId, userId, month: monthOf(at), used: 1 })
    .onConflictDoUpdate({
      target: [teamCreditUse.teamId, teamCreditUse.userId, teamCreditUse.month],
      set: { used: sql`${teamCreditUse.used} + 1` },
      setWhere: limit === null ? undefined : sql`${teamCreditUse.used} < ${limit}`,
    })
    .returning({ used: teamCreditUse.used });
  return counted.length > 0;
}

/**
 * What a member may still spend this month of their teams' pools, per pack: each pool's credits left, no more than
 * what their limit there leaves them. Packs with no pool of theirs are absent.
 */
export async function teamCreditsLeft(
  db: Database,
  userId: string,
  packIds: readonly string[],
  at: Date,
): Promise<Map<string, number>> {
  if (packIds.length === 0) return new Map();
  const rows = await db
    .select({
      packId: queryCredits.packId,
      left: sql<number>`sum(greatest(0, least(
        ${queryCredits.remaining} - ${queryCredits.held},
        coalesce(${teamMembers.monthlyQueryLimit} - coalesce(${teamCreditUse.used}, 0), ${queryCredits.remaining})
      )))::int`.mapWith(Number),
    })
    .from(queryCredits)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, queryCredits.teamId), eq(teamMembers.userId, userId)))
    .leftJoin(
      teamCreditUse,
      and(
        eq(teamCreditUse.teamId, queryCredits.teamId),
        eq(teamCreditUse.userId, userId),
        eq(teamCreditUse.month, monthOf(at)),
      ),
    )
    .where(inArray(queryCredits.packId, [...packIds]))
    .groupBy(queryCredits.packId);
  return new Map(rows.map((row) => [row.packId, row.left]));
}
