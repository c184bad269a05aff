import { and, eq } from 'drizzle-orm';
import { ADMIN_USER_CONFLICTS } from '../../common/contracts/auth';
import type { Role } from '../../common/roles';
import { recordAudit } from '../audit';
import { roleFields } from '../auth';
import type { Transaction } from '../db/client';
import { sessions, userProfiles } from '../db/schema';
import type { UserRow, RouteDeps } from '../http/context';
import { AppError } from '../http/errors';

type UserChanges = { user_role?: Role; disabled?: boolean };

function takesAdminAccessAway(changes: UserChanges): boolean {
  return changes.disabled === true || (changes.user_role !== undefined && changes.user_role !== 'admin');
}

/**
 * An admin changes someone's role or disables them. This is the one place where an admin changes a person's
 * role or disabled flag; disabling ends all their sessions, and each change is audited, in the same transaction.
 *
 * Two rules keep someone able to undo a mistake: an admin cannot demote or disable themselves, and there is
 * always at least one active admin, also when two admins remove each other at the same moment.
 * `userId` is canonical (lower case): the route's param schema makes it so.
 */
export async function updateUserAsAdmin(
  { db, now }: RouteDeps,
  admin: UserRow,
  userId: string,
  changes: UserChanges,
): Promise<UserRow> {
  if (userId === admin.id && takesAdminAccessAway(changes)) {
    throw new AppError('conflict', ADMIN_USER_CONFLICTS.selfLockout);
  }
  return db.transaction(async (tx) => {
    // Every active admin's row, locked in one order, so concurrent admin changes queue here instead of each
    // deciding on a stale count. After waiting, PostgreSQL re-checks a locked row against the condition, so
    // the later change sees an admin the earlier one just removed as removed.
    const activeAdmins = await tx
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(and(eq(userProfiles.userRole, 'admin'), eq(userProfiles.disabled, false)))
      .orderBy(userProfiles.id)
      .for('update');
    const [target] = await tx.select().from(userProfiles).where(eq(userProfiles.id, userId)).for('update');
    if (!target) throw new AppError('not_found', 'No such user');

    const targetIsActiveAdmin = activeAdmins.some((a) => a.id === target.id);
    if (targetIsActiveAdmin && takesAdminAccessAway(changes) && activeAdmins.length < 2) {
      throw new AppError('conflict', ADMIN_USER_CONFLICTS.lastAdmin);
    }
    // The caller was an admin when the request began; another admin may have removed them since.
    if (!activeAdmins.some((a) => a.id === admin.id)) {
      throw new AppError('forbidden', 'You do not have permission to do this');
    }

    const [updated] = await tx
      .update(userProfiles)
      .set({
        ...(changes.user_role ? roleFields(changes.user_role) : {}),
        ...(changes.disabled !== undefined ? { disabled: changes.disabled } : {}),
        updatedAt: now(),
      })
      .where(eq(userProfiles.id, userId))
      .returning();
    if (changes.disabled) await endAllSessionsWithin(tx, userId);
    await recordChanges(tx, admin, target, updated as UserRow, now());
    return updated as UserRow;
  });
}

/** A record for each thing that changed, in the change's transaction; a request changing nothing records nothing. */
async function recordChanges(tx: Transaction, admin: UserRow, before: UserRow, after: UserRow, at: Date) {
  const record = { actorId: admin.id, subjectId: before.id, createdAt: at };
  if (before.userRole !== after.userRole) {
    await recordAudit(tx, {
      ...record,
      action: 'user_role_changed',
      detail: { before: before.userRole, after: after.userRole },
    });
  }
  if (before.disabled !== after.disabled) {
    await recordAudit(
      tx,
      after.disabled
        ? { ...record, action: 'user_disabled', detail: { before: 'active', after: 'disabled' } }
        : { ...record, action: 'user_enabled', detail: { before: 'disabled', after: 'active' } },
    );
  }
}

/** Signs a person out everywhere, as part of the caller's transaction (it commits or rolls back with it). */
async function endAllSessionsWithin(tx: Transaction, userId: string) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
