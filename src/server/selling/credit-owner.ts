import { and, eq } from 'drizzle-orm';
import { queryCredits } from '../db/schema';

/**
 * Whose pool of query credits: a person's own, or a team's (issue 52), which its members spend within the monthly
 * limit its owner set for each of them (selling/team-credits.ts).
 */
export type CreditOwner = { userId: string; teamId?: undefined } | { teamId: string; userId?: undefined };

/** The pool an order line filled: the team's when the line names one, else its buyer's. */
export function poolOf(buyerId: string, teamId: string | null): CreditOwner {
  return teamId ? { teamId } : { userId: buyerId };
}

/** The pool's row of `packId`. */
export function poolRow(owner: CreditOwner, packId: string) {
  return and(
    owner.teamId === undefined
      ? eq(queryCredits.userId, owner.userId)
      : eq(queryCredits.teamId, owner.teamId),
    eq(queryCredits.packId, packId),
  );
}
