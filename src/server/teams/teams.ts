import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import {
  TEAM_REFUSALS,
  TEAMS_PER_OWNER,
  type Team,
  type TeamDetail,
  type TeamInvitation,
} from '../../common/contracts/teams';
import type { Database, Queryable } from '../db/client';
import { orderLines, orders, packs, teamMembers, teamPacks, teams, userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { useOfMembers } from './member-use';
import { creditsUsedThisMonth, poolsOf } from './pools';

export type TeamRow = typeof teams.$inferSelect;

const personName = (person: { fullName: string | null; displayName: string | null; email: string }) =>
  person.displayName ?? person.fullName ?? person.email;

/** A new team of `seats`, owned by `owner`; it holds nothing until a pack is bought for it. */
export async function createTeam(
  db: Database,
  owner: UserRow,
  body: { name: string; seats: number },
  at: Date,
): Promise<Team> {
  const id = await db.transaction(async (tx) => {
    // The owner's row lock: two creations at once cannot both pass the count.
    await tx
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(eq(userProfiles.id, owner.id))
      .for('update');
    const [owned] = await tx.select({ n: count() }).from(teams).where(eq(teams.ownerId, owner.id));
    if ((owned?.n ?? 0) >= TEAMS_PER_OWNER) throw new AppError('conflict', TEAM_REFUSALS.tooMany);
    const [team] = await tx
      .insert(teams)
      .values({ ownerId: owner.id, name: body.name, seats: body.seats, createdAt: at })
      .returning({ id: teams.id });
    return team!.id;
  });
  return (await teamsOf(db, owner, [id]))[0]!;
}

/** The team's row, if `user` owns it: 404 for anyone else (a team is nobody else's business). */
export async function ownedTeam(q: Queryable, user: UserRow, teamId: string, lock = false): Promise<TeamRow> {
  const query = q
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.ownerId, user.id)));
  const [team] = lock ? await query.for('update') : await query;
  if (!team) throw new AppError('not_found', 'No such team');
  return team;
}

/** Renames a team, or resizes it while it holds no pack (its packs were bought for its size). */
export async function updateTeam(
  db: Database,
  owner: UserRow,
  teamId: string,
  body: { name?: string | undefined; seats?: number | undefined },
): Promise<Team> {
  await db.transaction(async (tx) => {
    const team = await ownedTeam(tx, owner, teamId, true);
    if (body.seats !== undefined && body.seats !== team.seats) {
      // Bought, or being paid for, at this size: a pending order's seats were priced for it.
      const [bought] = await tx
        .select({ n: count() })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orderLines.teamId, teamId),
            eq(orderLines.kind, 'seats'),
            inArray(orders.status, ['pending', 'paid']),
          ),
        );
      if ((bought?.n ?? 0) > 0) throw new AppError('conflict', TEAM_REFUSALS.sizeFixed);
      const [taken] = await tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
      if ((taken?.n ?? 0) > body.seats) throw new AppError('conflict', TEAM_REFUSALS.full);
    }
    await tx
      .update(teams)
      .set({ name: body.name ?? team.name, seats: body.seats ?? team.seats })
      .where(eq(teams.id, teamId));
  });
  return (await teamsOf(db, owner, [teamId]))[0]!;
}

/**
 * The teams `user` owns or holds a seat of (joined), as their library lists them; `only` narrows to those ids.
 * Oldest first.
 */
export async function teamsOf(db: Queryable, user: UserRow, only?: string[]): Promise<Team[]> {
  const seated = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, user.id));
  const rows = await db
    .select({
      team: teams,
      ownerName: sql<string>`coalesce(${userProfiles.displayName}, ${userProfiles.fullName}, ${userProfiles.email})`,
      seatsTaken: sql<number>`(SELECT count(*)::int FROM ${teamMembers} WHERE ${teamMembers.teamId} = ${teams.id})`,
      seated: sql<boolean>`EXISTS (SELECT 1 FROM ${teamMembers} WHERE ${teamMembers.teamId} = ${teams.id} AND ${teamMembers.userId} = ${user.id})`,
    })
    .from(teams)
    .innerJoin(userProfiles, eq(userProfiles.id, teams.ownerId))
    .where(
      and(
        or(eq(teams.ownerId, user.id), inArray(teams.id, seated)),
        only ? inArray(teams.id, only) : undefined,
      ),
    )
    .orderBy(asc(teams.createdAt), asc(teams.id));
  const packsByTeam = await packsOf(
    db,
    rows.map((row) => row.team.id),
  );
  return rows.map(({ team, ownerName, seatsTaken, seated }) => ({
    id: team.id,
    name: team.name,
    seats: team.seats,
    seatsTaken,
    role: team.ownerId === user.id ? ('owner' as const) : ('member' as const),
    seated,
    ownerName,
    packs: packsByTeam.get(team.id) ?? [],
    createdAt: team.createdAt.toISOString(),
  }));
}

async function packsOf(db: Queryable, teamIds: string[]) {
  const byTeam = new Map<string, Team['packs']>();
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({
      teamId: teamPacks.teamId,
      id: packs.id,
      slug: packs.slug,
      title: packs.title,
      coverImage: packs.coverImage,
    })
    .from(teamPacks)
    .innerJoin(packs, eq(packs.id, teamPacks.packId))
    .where(inArray(teamPacks.teamId, teamIds))
    .orderBy(asc(packs.title));
  for (const { teamId, ...pack } of rows) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), pack]);
  return byTeam;
}

/**
 * A team as `user` may see it: its owner sees every seat and each member's use; a member sees the team and their own
 * seat. Anyone else: 404.
 */
export async function teamDetail(
  db: Queryable,
  user: UserRow,
  teamId: string,
  at: Date,
): Promise<TeamDetail> {
  const [team] = await teamsOf(db, user, [teamId]);
  if (!team) throw new AppError('not_found', 'No such team');
  const rows = await db
    .select({
      member: teamMembers,
      fullName: userProfiles.fullName,
      displayName: userProfiles.displayName,
      email: userProfiles.email,
    })
    .from(teamMembers)
    .leftJoin(userProfiles, eq(userProfiles.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        team.role === 'owner' ? undefined : eq(teamMembers.userId, user.id),
      ),
    )
    .orderBy(asc(teamMembers.invitedAt), asc(teamMembers.email));
  const [pools, usedThisMonth] = await Promise.all([
    poolsOf(db, teamId),
    creditsUsedThisMonth(db, teamId, at),
  ]);
  const use = await useOfMembers(
    db,
    teamId,
    [...team.packs, ...pools].map((pack) => pack.id),
    at,
  );
  return {
    ...team,
    pools,
    members: rows.map(({ member, fullName, displayName, email }) => ({
      id: member.id,
      email: member.email,
      name: email ? personName({ fullName, displayName, email }) : null,
      status: member.userId ? ('joined' as const) : ('invited' as const),
      invitedAt: member.invitedAt.toISOString(),
      joinedAt: member.joinedAt?.toISOString() ?? null,
      queries30d: use.get(member.id)?.queries ?? 0,
      lastUsedAt: use.get(member.id)?.lastUsedAt?.toISOString() ?? null,
      monthlyQueryLimit: member.monthlyQueryLimit,
      creditsUsedThisMonth: (member.userId && usedThisMonth.get(member.userId)) || 0,
    })),
  };
}

/** The invitations waiting for `user`: seats offered to their address that nobody has taken yet. */
export async function invitationsFor(db: Queryable, user: UserRow): Promise<TeamInvitation[]> {
  const rows = await db
    .select({
      memberId: teamMembers.id,
      teamId: teams.id,
      teamName: teams.name,
      invitedAt: teamMembers.invitedAt,
      owner: {
        fullName: userProfiles.fullName,
        displayName: userProfiles.displayName,
        email: userProfiles.email,
      },
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(userProfiles, eq(userProfiles.id, teams.ownerId))
    .where(and(eq(teamMembers.email, user.email.toLowerCase()), sql`${teamMembers.userId} IS NULL`))
    .orderBy(asc(teamMembers.invitedAt));
  const packsByTeam = await packsOf(
    db,
    rows.map((row) => row.teamId),
  );
  return rows.map((row) => ({
    memberId: row.memberId,
    teamId: row.teamId,
    teamName: row.teamName,
    ownerName: personName(row.owner),
    packs: packsByTeam.get(row.teamId) ?? [],
    invitedAt: row.invitedAt.toISOString(),
  }));
}
