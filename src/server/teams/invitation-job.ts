import { and, asc, eq, isNull } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../common/languages';
import type { Database, Transaction } from '../db/client';
import { packs, teamMembers, teamPacks, teams, userProfiles } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { isTransientMailError, type Mailer } from '../mail/mailer';
import { invitationEmail } from './invitation-email';

export const TEAM_INVITATION_JOB = 'team-invitation-email';

/** Queues the e-mail of a seat given to an address, in the transaction that gave it (so it goes only if it holds). */
export function enqueueInvitationEmail(
  tx: Transaction,
  seat: { id: string; email: string; invitedAt: Date },
  language: Language,
) {
  return enqueueJob(
    tx,
    {
      kind: TEAM_INVITATION_JOB,
      key: `team-invitation:${seat.id}:${seat.email}`,
      payload: { memberId: seat.id, email: seat.email, language },
    },
    seat.invitedAt,
  );
}

const languageOf = (value: unknown): Language =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : 'en';

/**
 * Sends the invitation, unless the seat has been taken, freed or moved to another address since it was queued
 * (a moved seat queues its own).
 */
export function invitationEmailHandler({
  db,
  mailer,
  publicUrl,
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: URL;
}): JobHandler {
  return {
    async run(job) {
      const [seat] = await db
        .select({
          email: teamMembers.email,
          teamId: teams.id,
          team: teams.name,
          owner: {
            fullName: userProfiles.fullName,
            displayName: userProfiles.displayName,
            email: userProfiles.email,
          },
        })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .innerJoin(userProfiles, eq(userProfiles.id, teams.ownerId))
        .where(and(eq(teamMembers.id, String(job.payload.memberId)), isNull(teamMembers.userId)));
      if (!seat || seat.email !== job.payload.email) return;
      const held = await db
        .select({ title: packs.title })
        .from(teamPacks)
        .innerJoin(packs, eq(packs.id, teamPacks.packId))
        .where(eq(teamPacks.teamId, seat.teamId))
        .orderBy(asc(packs.title));
      const owner = seat.owner.displayName ?? seat.owner.fullName ?? seat.owner.email;
      await mailer.send(
        invitationEmail(
          { email: seat.email, team: seat.team, owner, packs: held.map((p) => p.title) },
          languageOf(job.payload.language),
          publicUrl,
        ),
      );
    },
    isTransient: isTransientMailError,
    describe: (error) => (error instanceof Error ? error.message : String(error)),
  };
}
