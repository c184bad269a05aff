import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  APPLICATION_CONFLICTS,
  type AdminApplicationRow,
  type CreatorApplication,
  type CreatorApplicationInput,
} from '../../common/contracts/creator-applications';
import { hasCreatorRights } from '../../common/roles';
import { recordAudit } from '../audit';
import type { Database } from '../db/client';
import { creatorApplications, userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { profileFromApplication } from './creator-profile';
import { roleFields } from './profiles';

type ApplicationRow = typeof creatorApplications.$inferSelect;

function toApplication(row: ApplicationRow): CreatorApplication {
  return {
    id: row.id,
    user_id: row.userId,
    display_name: row.displayName,
    title: row.title,
    bio: row.bio,
    expertise: row.expertise,
    years_experience: row.yearsExperience,
    portfolio: row.portfolio,
    motivation: row.motivation,
    knowledge_pack_ideas: row.knowledgePackIdeas,
    status: row.status,
    rejection_reason: row.rejectionReason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Postgres' unique_violation, as node-postgres and PGlite both report it. */
function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: unknown }).cause ?? err;
  return typeof cause === 'object' && cause !== null && (cause as { code?: string }).code === '23505';
}

/** Applies to become a creator (spec 01 §7 apply_for_creator_status): one pending application per person. */
export async function submitApplication(
  db: Database,
  user: UserRow,
  input: CreatorApplicationInput,
  now: Date,
): Promise<CreatorApplication> {
  if (hasCreatorRights(user.userRole)) {
    throw new AppError('conflict', APPLICATION_CONFLICTS.alreadyCreator);
  }
  try {
    const [row] = await db
      .insert(creatorApplications)
      .values({
        userId: user.id,
        displayName: input.display_name,
        title: input.title,
        bio: input.bio,
        expertise: input.expertise,
        yearsExperience: input.years_experience,
        portfolio: input.portfolio || null,
        motivation: input.motivation,
        knowledgePackIdeas: input.knowledge_pack_ideas,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toApplication(row as ApplicationRow);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('conflict', APPLICATION_CONFLICTS.alreadyReviewing);
    }
    throw err;
  }
}

/** The person's latest application, so /creator/signup can show its outcome. */
export async function latestApplication(db: Database, userId: string): Promise<CreatorApplication | null> {
  const [row] = await db
    .select()
    .from(creatorApplications)
    .where(eq(creatorApplications.userId, userId))
    .orderBy(desc(creatorApplications.createdAt))
    .limit(1);
  return row ? toApplication(row) : null;
}

/** Every application for admins: pending first, then newest first. */
export async function listApplications(db: Database): Promise<AdminApplicationRow[]> {
  const rows = await db
    .select({ application: creatorApplications, email: userProfiles.email, fullName: userProfiles.fullName })
    .from(creatorApplications)
    .innerJoin(userProfiles, eq(userProfiles.id, creatorApplications.userId))
    .orderBy(
      asc(sql`CASE WHEN ${creatorApplications.status} = 'pending' THEN 0 ELSE 1 END`),
      desc(creatorApplications.createdAt),
    )
    .limit(500);
  return rows.map((r) => ({
    ...toApplication(r.application),
    applicant: { email: r.email, full_name: r.fullName },
  }));
}

/**
 * Approves or rejects a pending application. Approval makes the applicant a creator (an admin stays admin) and
 * publishes the application's display name, title and bio as their creator profile; the decision is audited, all
 * in one transaction. A decided application cannot be decided again.
 */
export async function decideApplication(
  db: Database,
  reviewer: UserRow,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
): Promise<AdminApplicationRow> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(creatorApplications)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        rejectionReason: decision.approve ? null : decision.reason,
        reviewerId: reviewer.id,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(and(eq(creatorApplications.id, id), eq(creatorApplications.status, 'pending')))
      .returning();
    if (!decided) {
      const [exists] = await tx
        .select({ id: creatorApplications.id })
        .from(creatorApplications)
        .where(eq(creatorApplications.id, id));
      throw exists
        ? new AppError('conflict', 'This application has already been decided')
        : new AppError('not_found', 'No such application');
    }
    const [applicant] = await tx.select().from(userProfiles).where(eq(userProfiles.id, decided.userId));
    if (!applicant) throw new AppError('not_found', 'The applicant no longer exists');
    const record = { actorId: reviewer.id, subjectId: applicant.id, createdAt: now };
    if (decision.approve) {
      const roleAfter = applicant.userRole === 'user' ? 'creator' : applicant.userRole;
      // Their application's name, title and bio become their public creator profile (issue 25).
      await tx
        .update(userProfiles)
        .set({
          ...(roleAfter !== applicant.userRole ? roleFields(roleAfter) : {}),
          ...profileFromApplication(decided),
          updatedAt: now,
        })
        .where(eq(userProfiles.id, applicant.id));
      await recordAudit(tx, {
        ...record,
        action: 'application_approved',
        detail: {
          applicationId: decided.id,
          before: 'pending',
          after: 'approved',
          roleBefore: applicant.userRole,
          roleAfter,
        },
      });
    } else {
      await recordAudit(tx, {
        ...record,
        action: 'application_rejected',
        detail: { applicationId: decided.id, before: 'pending', after: 'rejected', reason: decision.reason },
      });
    }
    return {
      ...toApplication(decided),
      applicant: { email: applicant.email, full_name: applicant.fullName },
    };
  });
}
