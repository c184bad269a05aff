import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { TEAM_REFUSALS } from '../../common/contracts/teams';
import type { Database, Transaction } from '../db/client';
import { teamMembers, teams } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { Language } from '../../common/languages';
import { enqueueInvitationEmail } from './invitation-job';
import { ownedTeam } from './teams';

type MemberRow = typeof teamMembers.$inferSelect;

/**
 * A team's seats: given by invitation, moved to someone else, freed, accepted. Every change that could add a seat's
 * holder takes the team's row lock first, so seats are counted one change at a time on every instance: invitations
 * sent at once never hold more seats than the team has.
 */

/** The owner's own address is no invitation: the seat is theirs at once. */
function holderOf(owner: UserRow, email: string, at: Date) {
  return email === owner.email.toLowerCase()
    ? { userId: owner.id, joinedAt: at }
    : { userId: null, joinedAt: null };
}

async function memberOf(tx: Transaction, teamId: string, memberId: string): Promise<MemberRow> {
  const [member] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.teamId, teamId)));
  if (!member) throw new AppError('not_found', 'No such seat in this team');
  return member;
}

async function refuseTaken(tx: Transaction, teamId: string, email: string, except?: string) {
  const [taken] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.email, email),
        except ? ne(teamMembers.id, except) : undefined,
      ),
    );
  if (taken)
    throw new AppError('conflict', TEAM_REFUSALS.invited, [
      { path: ['email'], message: TEAM_REFUSALS.invited },
    ]);
}

/** Who gives a seat, to which address, and the language of the invitation's e-mail. */
interface SeatGift {
  owner: UserRow;
  teamId: string;
  address: string;
  language: Language;
}

/** Gives a free seat to an address (and e-mails it): refused when every seat is taken or the address has one. */
export async function invite(db: Database, { owner, teamId, address, language }: SeatGift, at: Date) {
  const email = address.toLowerCase();
  return db.transaction(async (tx) => {
    const team = await ownedTeam(tx, owner, teamId, true);
    await refuseTaken(tx, teamId, email);
    const [taken] = await tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
    if ((taken?.n ?? 0) >= team.seats) throw new AppError('conflict', TEAM_REFUSALS.full);
    const [member] = await tx
      .insert(teamMembers)
      .values({ teamId, email, invitedAt: at, ...holderOf(owner, email, at) })
      .returning();
    if (!member!.userId) await enqueueInvitationEmail(tx, member!, language);
    return member!;
  });
}

/**
 * Moves a seat to another address: whoever held it loses the team's packs at once, and the new address is invited
 * (the team's seat count is unchanged).
 */
export async function moveSeat(
  db: Database,
  { owner, teamId, address, language }: SeatGift,
  memberId: string,
  at: Date,
) {
  const email = address.toLowerCase();
  return db.transaction(async (tx) => {
    await ownedTeam(tx, owner, teamId, true);
    const member = await memberOf(tx, teamId, memberId);
    if (member.email === email) return member;
    await refuseTaken(tx, teamId, email, memberId);
    const [moved] = await tx
      .update(teamMembers)
      .set({ email, invitedAt: at, ...holderOf(owner, email, at) })
      .where(eq(teamMembers.id, memberId))
      .returning();
    if (!moved!.userId) await enqueueInvitationEmail(tx, moved!, language);
    return moved!;
  });
}

/** Frees a seat: its owner may free any, a member their own (leaving the team). Access ends with the row. */
export async function freeSeat(db: Database, user: UserRow, teamId: string, memberId: string) {
  await db.transaction(async (tx) => {
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    const member = team ? await memberOf(tx, teamId, memberId).catch(() => null) : null;
    const mayFree = team && member && (team.ownerId === user.id || member.userId === user.id);
    if (!mayFree) throw new AppError('not_found', 'No such seat in this team');
    await tx.delete(teamMembers).where(eq(teamMembers.id, memberId));
  });
}

/** The invitation to `user`'s address, locked: 404 for one that is not waiting, 403 for someone else's. */
async function invitationFor(tx: Transaction, user: UserRow, memberId: string): Promise<MemberRow> {
  const [member] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, memberId), isNull(teamMembers.userId)))
    .for('update');
  if (!member) throw new AppError('not_found', 'No such invitation');
  if (member.email !== user.email.toLowerCase()) throw new AppError('forbidden', TEAM_REFUSALS.notForYou);
  return member;
}

/** Takes the seat an invitation offers to the signed-in person's address. */
export async function acceptInvitation(db: Database, user: UserRow, memberId: string, at: Date) {
  return db.transaction(async (tx) => {
    const member = await invitationFor(tx, user, memberId);
    const [already] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, member.teamId), eq(teamMembers.userId, user.id)));
    if (already) throw new AppError('conflict', TEAM_REFUSALS.invited);
    await tx.update(teamMembers).set({ userId: user.id, joinedAt: at }).where(eq(teamMembers.id, memberId));
    return member.teamId;
  });
}

/** Turns an invitation down: the seat is free again. */
export async function declineInvitation(db: Database, user: UserRow, memberId: string) {
  await db.transaction(async (tx) => {
    await invitationFor(tx, user, memberId);
    await tx.delete(teamMembers).where(eq(teamMembers.id, memberId));
  });
}
/**
 * Sets how many queries of the team's pools a seat may spend a month (null: no limit). The owner only; the seat's
 * next query is held to it (the limit is read in the transaction that spends).
 */
export async function setMemberLimit(
  db: Database,
  owner: UserRow,
  teamId: string,
  memberId: string,
  monthlyQueryLimit: number | null,
): Promise<void> {
  await ownedTeam(db, owner, teamId);
  const changed = await db
    .update(teamMembers)
    .set({ monthlyQueryLimit })
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.teamId, teamId)))
    .returning({ id: teamMembers.id });
  if (changed.length === 0) throw new AppError('not_found', 'No such seat in this team');
}
