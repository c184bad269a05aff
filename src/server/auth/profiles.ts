import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminUserRow, UserProfile } from '../../common/contracts/auth';
import type { Role } from '../../common/roles';
import type { Database } from '../db/client';
import { userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { IdentityClaims } from './oidc';

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

/**
 * The profile for a verified identity: the one already linked to it, else the one with its e-mail (linked now),
 * else a new one with role user (spec 01 §4 "first load"). Listed admin e-mails are made admins.
 */
export async function profileForIdentity(
  db: Database,
  identity: IdentityClaims,
  adminEmails: string[],
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select()
      .from(userProfiles)
      .where(
        and(eq(userProfiles.oidcIssuer, identity.issuer), eq(userProfiles.oidcSubject, identity.subject)),
      );
    const [byEmail] = linked
      ? [linked]
      : await tx.select().from(userProfiles).where(eq(userProfiles.email, identity.email));
    const promote = adminEmails.includes(identity.email) ? roleFields('admin') : {};

    if (byEmail) {
      refuseDisabled(byEmail);
      const [updated] = await tx
        .update(userProfiles)
        .set({
          oidcIssuer: identity.issuer,
          oidcSubject: identity.subject,
          // The person may have changed these in Kenja; the provider's only fill what is missing.
          fullName: byEmail.fullName ?? identity.name,
          avatarUrl: byEmail.avatarUrl ?? identity.picture,
          lastSignInAt: now,
          updatedAt: now,
          ...promote,
        })
        .where(eq(userProfiles.id, byEmail.id))
        .returning();
      return updated as UserRow;
    }
    const [created] = await tx
      .insert(userProfiles)
      .values({
        email: identity.email,
        fullName: identity.name,
        avatarUrl: identity.picture,
        oidcIssuer: identity.issuer,
        oidcSubject: identity.subject,
        lastSignInAt: now,
        ...roleFields('user'),
        ...promote,
      })
      .returning();
    return created as UserRow;
  });
}

/** Development sign-in: the profile for an e-mail, created if new, with the role asked for. */
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
    .values({ email, fullName: input.name, lastSignInAt: now, ...roleFields(input.role) })
    .onConflictDoUpdate({
      target: userProfiles.email,
      set: { fullName: input.name, lastSignInAt: now, updatedAt: now, ...roleFields(input.role) },
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
