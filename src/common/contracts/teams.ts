import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { emailSchema } from './auth';
import { idSchema } from './ids';
import { TEAM_MAX_SEATS, TEAM_MIN_SEATS, TEAM_NAME_MAX_LENGTH, TEAM_QUERY_LIMIT_MAX } from '../teams';

export * from '../teams';

/**
 * Team licences (issue 52, item 3; ADR 0051). A buyer makes a team of N seats and buys packs for it: each pack is
 * bought for every seat, at the creator's price per seat, less the creator's team discount from
 * TEAM_DISCOUNT_FROM_SEATS seats. A seat is taken by an invitation from the moment it is sent and by the person who
 * accepts it; the team's members read its packs through their own connections, and removing one ends their access
 * at once.
 */

export const teamNameSchema = z
  .string()
  .trim()
  .min(1, 'Name the team')
  .max(TEAM_NAME_MAX_LENGTH, `At most ${TEAM_NAME_MAX_LENGTH} characters`);

export const teamSeatsSchema = z
  .int()
  .min(TEAM_MIN_SEATS, `A team has at least ${TEAM_MIN_SEATS} seats`)
  .max(TEAM_MAX_SEATS, `A team has at most ${TEAM_MAX_SEATS} seats`);

export const createTeamSchema = z.object({ name: teamNameSchema, seats: teamSeatsSchema }).strict();
export const updateTeamSchema = z
  .object({ name: teamNameSchema.optional(), seats: teamSeatsSchema.optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.seats !== undefined, 'Nothing to change');

/** How many queries of the team's credit pools a seat may spend a month; null: no limit. */
export const memberLimitSchema = z
  .object({
    monthlyQueryLimit: z
      .int()
      .min(0, 'At least 0')
      .max(TEAM_QUERY_LIMIT_MAX, `At most ${TEAM_QUERY_LIMIT_MAX.toLocaleString('en')}`)
      .nullable(),
  })
  .strict();

export const teamParamsSchema = z.object({ id: idSchema });
export const teamMemberParamsSchema = z.object({ id: idSchema, memberId: idSchema });
export const invitationParamsSchema = z.object({ memberId: idSchema });
/** An address to give a seat to, and the language the invitation's e-mail is written in. */
export const seatEmailSchema = z
  .object({ email: emailSchema, language: z.enum(LANGUAGES).default('en') })
  .strict();

export const teamPackSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  coverImage: z.string(),
});

/** A team as its owner and its members see it in their library. */
export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  seats: z.int(),
  /** Seats held by invitations and members. */
  seatsTaken: z.int(),
  role: z.enum(['owner', 'member']),
  /** Whether the caller holds one of its seats (and so reads its packs): an owner may hold one or not. */
  seated: z.boolean(),
  ownerName: z.string(),
  packs: z.array(teamPackSchema),
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/**
 * A seat as the owner sees it: who holds it, and how much they used the team's packs (queries in the last 30 days:
 * counts only, never what was asked).
 */
export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(['invited', 'joined']),
  invitedAt: z.string(),
  joinedAt: z.string().nullable(),
  queries30d: z.int(),
  lastUsedAt: z.string().nullable(),
  /** Queries of the team's credit pools this seat may spend a calendar month (UTC); null: no limit. */
  monthlyQueryLimit: z.int().nullable(),
  /** What its holder spent of the team's credit pools this month. */
  creditsUsedThisMonth: z.int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A team's shared pool of a metered pack's query credits: bought by its owner, spent by its members. */
export const teamPoolSchema = teamPackSchema.extend({
  /** Left to spend (a refund under way holds some). */
  remaining: z.int(),
  purchased: z.int(),
});
export type TeamPool = z.infer<typeof teamPoolSchema>;

/**
 * The owner's view of a team: the team, its credit pools and every seat; a member sees the team, its pools and their
 * own seat.
 */
export const teamDetailSchema = teamSchema.extend({
  members: z.array(teamMemberSchema),
  pools: z.array(teamPoolSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** An invitation waiting for the signed-in person (sent to their address). */
export const teamInvitationSchema = z.object({
  memberId: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  ownerName: z.string(),
  packs: z.array(teamPackSchema),
  invitedAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamsResponseSchema = z.object({
  teams: z.array(teamSchema),
  invitations: z.array(teamInvitationSchema),
});
export type TeamsResponse = z.infer<typeof teamsResponseSchema>;
