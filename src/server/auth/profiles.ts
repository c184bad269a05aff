import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserRow, UserProfile } from '../../common/contracts/auth';
import type { Role } from '../../common/roles';
import { recordAudit } from '../audit';
import type { Database, Transaction } from '../db/client';
import { userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { IdentityClaims } from './identity-claims';

export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    avatar_url: user.avatarUrl,
    user_role: user.userRole,
    is_creator_verified: user.isCreatorVerified,
  };
}

export function toAdminRow(user: UserRow): AdminUserRow {
  return {
    ...toProfile(user),
    disabled: user.disabled,
    created_at: user.createdAt.toISOString(),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
  };
}

/** Spec 01 §4: is_creator_verified becomes true only when the new role is creator. */
export function roleFields(role: Role) {
  return { userRole: role, isCreatorVerified: role === 'creator' };
}

function refuseDisabled(user: UserRow): UserRow {
  if (user.disabled) throw new AppError('forbidden', 'This account has been disabled');
  return user;
}

const UNVERIFIED_EMAIL = 'This e-mail address is not verified';

/**
 * The profile for an identity the provider vouched for (spec 01 §4 "first load"):
 * - the one already linked to it (issuer + subject), whatever the e-mail says;
 * - else, only when the provider says the e-mail is verified, the one with that e-mail, linked now; without that
 *   claim anyone could take over an account (an admin's, say) by naming its address at a lax provider;
 * - else, again only with a verified e-mail, a new one with role user.
 * Listed admin e-mails are made admins, when verified. Two first sign-ins of the same person at once both
 * succeed: the second finds the profile the first just created.
 */
export async function profileForIdentity(
  db: Database,
  identity: IdentityClaims,
  adminEmails: string[],
  now: Date,
): Promise<UserRow> {
  const promote = identity.emailVerified && adminEmails.includes(identity.email) ? roleFields('admin') : {};
  const signIn = { identity, promote, now };
  return db.transaction(async (tx) => {
    const existing = await existingProfileFor(tx, identity);
    if (existing) return signInTo(tx, existing, signIn);
    if (!identity.emailVerified) throw new AppError('unauthenticated', UNVERIFIED_EMAIL);
    const [created] = await tx
      .insert(userProfiles)
      .values({
        email: identity.email,
        fullName: identity.name,
        avatarUrl: identity.picture,
        oidcIssuer: identity.issuer,
        oidcSubject: identity.subject,
        lastSignInAt: now,
        createdAt: now,
        updatedAt: now,
        ...roleFields('user'),
        ...promote,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      if (created.userRole === 'admin') await recordPromotion(tx, created.id, 'user', now);
      return created;
    }
    // A first sign-in of the same person (or e-mail) at the same moment inserted first: PostgreSQL made this
    // insert wait for it to commit and skip, and the next statement (read committed) sees its profile.
    const theirs = await existingProfileFor(tx, identity);
    if (!theirs) throw new Error('profileForIdentity: the conflicting profile could not be read');
    return signInTo(tx, theirs, signIn);
  });
}

async function signInTo(
  tx: Transaction,
  existing: UserRow,
  { identity, promote, now }: { identity: IdentityClaims; promote: Partial<UserRow>; now: Date },
): Promise<UserRow> {
  refuseDisabled(existing);
  const [updated] = await tx
    .update(userProfiles)
    .set({
      oidcIssuer: identity.issuer,
      oidcSubject: identity.subject,
      // The person may have changed these in Kenja; the provider's only fill what is missing.
      fullName: existing.fullName ?? identity.name,
      avatarUrl: existing.avatarUrl ?? identity.picture,
      lastSignInAt: now,
      updatedAt: now,
      ...promote,
    })
    .where(eq(userProfiles.id, existing.id))
    .returning();
  if (updated && updated.userRole !== existing.userRole) {
    await recordPromotion(tx, existing.id, existing.userRole, now);
  }
  return updated as UserRow;
}

/** Kenja itself made a listed admin e-mail an admin at sign-in: audited, with no admin as its actor. */
async function recordPromotion(tx: Transaction, userId: string, before: Role, now: Date) {
  await recordAudit(tx, {
    action: 'user_role_changed',
    actorId: null,
    subjectId: userId,
    detail: { before, after: 'admin', via: 'admin_emails' },
    createdAt: now,
  });
}

async function existingProfileFor(tx: Transaction, identity: IdentityClaims): Promise<UserRow | undefined> {
  const [linked] = await tx
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.oidcIssuer, identity.issuer), eq(userProfiles.oidcSubject, identity.subject)));
  if (linked) return linked;
  const [byEmail] = await tx.select().from(userProfiles).where(eq(userProfiles.email, identity.email));
  if (byEmail && !identity.emailVerified) throw new AppError('unauthenticated', UNVERIFIED_EMAIL);
  return byEmail;
}

/**
 * Development sign-in: the profile for an e-mail. The role picked applies to a new demo person only: signing in
 * again never changes who someone is (an approved creator picking "User" stays a creator, an admin's demotion
 * sticks), nor the name they have; it only records the sign-in.
 */
export async function profileForDevSignIn(
  db: Database,
  input: { email: string; name: string; role: Role },
  now: Date,
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const [existing] = await db.select().from(userProfiles).where(eq(userProfiles.email, email));
  if (existing) refuseDisabled(existing);
  const [row] = await db
    .insert(userProfiles)
    .values({
      email,
      fullName: input.name,
      lastSignInAt: now,
      createdAt: now,
      updatedAt: now,
      ...roleFields(input.role),
    })
    .onConflictDoUpdate({
      target: userProfiles.email,
      set: {
        fullName: sql`coalesce(${userProfiles.fullName}, excluded.full_name)`,
        lastSignInAt: now,
        updatedAt: now,
      },
    })
    .returning();
  return row as UserRow;
}

/** What a person may change about themselves: name and avatar. Role fields never reach here (strict schema). */
export async function updateOwnProfile(
  db: Database,
  userId: string,
  changes: { full_name?: string; avatar_url?: string | null },
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(userProfiles)
    .set({
      ...(changes.full_name !== undefined ? { fullName: changes.full_name } : {}),
      ...(changes.avatar_url !== undefined ? { avatarUrl: changes.avatar_url } : {}),
      updatedAt: now,
    })
    .where(eq(userProfiles.id, userId))
    .returning();
  if (!row) throw new AppError('not_found', 'Profile not found');
  return row;
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function listUsers(db: Database, query: { q?: string; limit: number; offset: number }) {
  const where: SQL | undefined = query.q
    ? or(ilike(userProfiles.email, likePattern(query.q)), ilike(userProfiles.fullName, likePattern(query.q)))
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(userProfiles)
      .where(where)
      .orderBy(desc(userProfiles.createdAt), userProfiles.email)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(userProfiles).where(where),
  ]);
  return { users: rows.map(toAdminRow), total: totals[0]?.total ?? 0 };
}

export async function findUser(db: Database, id: string): Promise<UserRow> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, id));
  if (!row) throw new AppError('not_found', 'No such user');
  return row;
}
