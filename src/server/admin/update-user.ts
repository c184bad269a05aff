import { eq } from 'drizzle-orm';
import type { Role } from '../../common/roles';
import { roleFields } from '../auth/profiles';
import { userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { Services } from '../services';

/**
 * An admin changes someone's role or disables them. Disabling ends their sessions; an admin cannot lock
 * themselves out (demote or disable their own account), so there is always someone who can undo a mistake.
 */
export async function updateUserAsAdmin(
  { db, sessions, now }: Services,
  admin: UserRow,
  userId: string,
  changes: { user_role?: Role; disabled?: boolean },
): Promise<UserRow> {
  if (
    userId === admin.id &&
    (changes.disabled === true || (changes.user_role && changes.user_role !== 'admin'))
  ) {
    throw new AppError('conflict', 'You cannot remove your own admin access');
  }
  const [updated] = await db
    .update(userProfiles)
    .set({
      ...(changes.user_role ? roleFields(changes.user_role) : {}),
      ...(changes.disabled !== undefined ? { disabled: changes.disabled } : {}),
      updatedAt: now(),
    })
    .where(eq(userProfiles.id, userId))
    .returning();
  if (!updated) throw new AppError('not_found', 'No such user');
  if (changes.disabled) await sessions.endAllFor(userId);
  return updated;
}
