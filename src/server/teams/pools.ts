import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { packs, queryCredits, teamCreditUse } from '../db/schema';
import type { TeamPool } from '../../common/contracts/teams';
import { monthOf } from '../selling';

/**
 * A team's shared pools of query credits (issue 52, item 3): bought by the owner with the team's cart, spent by its
 * members within the monthly limit the owner sets for each seat (selling/team-credits.ts spends them).
 */

/** The team's pools, by pack title: what is left to spend and what was ever bought. */
export async function poolsOf(db: Queryable, teamId: string): Promise<TeamPool[]> {
  return db
    .select({
      id: packs.id,
      slug: packs.slug,
      title: packs.title,
      coverImage: packs.coverImage,
      remaining: sql<number>`${queryCredits.remaining} - ${queryCredits.held}`.mapWith(Number),
      purchased: queryCredits.purchased,
    })
    .from(queryCredits)
    .innerJoin(packs, eq(packs.id, queryCredits.packId))
    .where(eq(queryCredits.teamId, teamId))
    .orderBy(asc(packs.title));
}

/** What each member (by person) spent of the team's pools in the calendar month of `at`. */
export async function creditsUsedThisMonth(db: Queryable, teamId: string, at: Date) {
  const rows = await db
    .select({ userId: teamCreditUse.userId, used: teamCreditUse.used })
    .from(teamCreditUse)
    .where(and(eq(teamCreditUse.teamId, teamId), eq(teamCreditUse.month, monthOf(at))));
  return new Map(rows.map((row) => [row.userId, row.used]));
}
