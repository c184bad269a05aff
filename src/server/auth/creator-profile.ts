import { eq, sql } from 'drizzle-orm';
import type { CreatorProfile, creatorProfileSchema } from '../../common/contracts/creator-profile';
import { hasCreatorRights } from '../../common/roles';
import type { output } from 'zod';
import type { Database } from '../db/client';
import { userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';

/**
 * The name a creator is shown by wherever their packs are (cards, sales pages, the library): their creator
 * profile's, else their account's (demo creators, and creators from before profiles existed, have only that).
 */
export const creatorNameSql = sql<
  string | null
>`coalesce(${userProfiles.displayName}, ${userProfiles.fullName})`;

/** The profile columns an approved application fills in: its display name, title and bio become public. */
export function profileFromApplication(application: { displayName: string; title: string; bio: string }) {
  return {
    displayName: application.displayName,
    headline: application.title || null,
    bio: application.bio || null,
  };
}

function toCreatorProfile(
  row: Pick<UserRow, 'displayName' | 'fullName' | 'headline' | 'bio'>,
): CreatorProfile {
  return {
    display_name: row.displayName ?? row.fullName ?? '',
    title: row.headline ?? '',
    bio: row.bio ?? '',
  };
}

function requireCreator(user: UserRow) {
  if (!hasCreatorRights(user.userRole)) {
    throw new AppError('forbidden', 'Only creators have a creator profile');
  }
}

/** The signed-in creator's own public profile, as stored now (not as their session remembers them). */
export async function readCreatorProfile(db: Database, user: UserRow): Promise<CreatorProfile> {
  requireCreator(user);
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, user.id));
  if (!row) throw new AppError('not_found', 'Profile not found');
  return toCreatorProfile(row);
}

/** Saves the signed-in creator's own profile; nobody edits another's (there is no id to name one by). */
export async function saveCreatorProfile(
  db: Database,
  user: UserRow,
  input: output<typeof creatorProfileSchema>,
  now: Date,
): Promise<CreatorProfile> {
  requireCreator(user);
  const [row] = await db
    .update(userProfiles)
    .set({
      displayName: input.display_name,
      headline: input.title || null,
      bio: input.bio || null,
      updatedAt: now,
    })
    .where(eq(userProfiles.id, user.id))
    .returning();
  if (!row) throw new AppError('not_found', 'Profile not found');
  return toCreatorProfile(row);
}
