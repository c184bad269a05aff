import type { userProfiles } from '../db/schema';

export type UserRow = typeof userProfiles.$inferSelect;

/** Who is calling: the signed-in person and their session, or null. Set for every request. */
export interface Viewer {
  user: UserRow;
  session: { id: string; csrfToken: string; expiresAt: Date };
}

export interface AppEnv {
  Variables: { viewer: Viewer | null };
}
