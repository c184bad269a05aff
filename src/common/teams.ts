/**
 * Team licences' numbers and prices, shared by client and server (ADR 0051). No schemas here: the sales page reads
 * these without loading the validation library (docs/decisions/0016); the schemas are in contracts/teams.ts.
 */

export const TEAM_MIN_SEATS = 2;
export const TEAM_MAX_SEATS = 100;
/** The smallest team the creator's team discount applies to. */
export const TEAM_DISCOUNT_FROM_SEATS = 5;
export const TEAM_MAX_DISCOUNT_PERCENT = 50;
export const TEAM_NAME_MAX_LENGTH = 80;
/** Teams one person may own. */
export const TEAMS_PER_OWNER = 20;
/** The highest monthly limit an owner may set on a member's use of the team's query credits. */
export const TEAM_QUERY_LIMIT_MAX = 1_000_000;

/** Why the server refuses a change to a team's seats, in the sentences it answers with (the client translates them). */
export const TEAM_REFUSALS = {
  full: 'Every seat of this team is taken. Free a seat first.',
  invited: 'This address already has a seat in this team.',
  notForYou: 'This invitation is for another e-mail address. Sign in with that address to accept it.',
  sizeFixed: 'A team’s size is fixed once a pack is bought for it.',
  tooMany: `You already own ${TEAMS_PER_OWNER} teams.`,
} as const;

/** What a pack's seats cost a team of `seats`: the list price, the team discount, and what is paid. */
export function seatsPrice(
  pack: { seatPriceCents: number; teamDiscountPercent: number },
  seats: number,
): { listPriceCents: number; discountCents: number; priceCents: number } {
  const listPriceCents = pack.seatPriceCents * seats;
  const percent = seats >= TEAM_DISCOUNT_FROM_SEATS ? pack.teamDiscountPercent : 0;
  const discountCents = Math.floor((listPriceCents * percent) / 100);
  return { listPriceCents, discountCents, priceCents: listPriceCents - discountCents };
}
