import type { ChangeFeed } from '../db/change-feed';
import type { UserRow } from '../http/context';

/** The NOTIFY channel on which the database announces changed people and ended sessions (migration 0002). */
export const AUTH_CHANNEL = 'kenja_auth';

export interface CachedSession {
  id: string;
  user: UserRow;
  csrfToken: string;
  expiresAt: Date;
  lastUsedAt: Date;
}

/** Enough for every signed-in person of a busy instance; the oldest entry makes room beyond that. */
const MAX_ENTRIES = 50_000;

/**
 * Sessions held in memory, so a signed-in request costs no query. Correct only because every change that matters
 * — sign-out, a disabled account, a new role or name, any deleted session — is announced by the database itself
 * (triggers → NOTIFY) to every instance, which drops the entries at once. While announcements cannot be heard,
 * nothing is kept.
 */
export class SessionCache {
  private readonly byId = new Map<string, CachedSession>();
  private readonly idsByUser = new Map<string, Set<string>>();
  /** Moves on every drop: a lookup that started before it may have read what was just dropped. */
  private generation = 0;

  constructor(private readonly changes: ChangeFeed) {
    changes.subscribe(
      AUTH_CHANNEL,
      (payload) => this.handleAnnouncement(payload),
      () => this.clear(),
    );
  }

  get(id: string): CachedSession | undefined {
    return this.changes.live ? this.byId.get(id) : undefined;
  }

  /** A token for `keepIfUnchanged`, taken before reading the database. */
  snapshot(): number {
    return this.generation;
  }

  /** Keeps what was read, unless something was dropped since `snapshot` (the read may predate that change). */
  keepIfUnchanged(snapshot: number, entry: CachedSession) {
    if (snapshot !== this.generation || !this.changes.live) return;
    this.drop(entry.id);
    if (this.byId.size >= MAX_ENTRIES) {
      const oldest = this.byId.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.byId.set(entry.id, entry);
    const ids = this.idsByUser.get(entry.user.id) ?? new Set();
    ids.add(entry.id);
    this.idsByUser.set(entry.user.id, ids);
  }

  drop(id: string) {
    this.generation += 1;
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    const ids = this.idsByUser.get(entry.user.id);
    ids?.delete(id);
    if (ids?.size === 0) this.idsByUser.delete(entry.user.id);
  }

  private dropUser(userId: string) {
    this.generation += 1;
    for (const id of this.idsByUser.get(userId) ?? []) this.byId.delete(id);
    this.idsByUser.delete(userId);
  }

  clear() {
    this.generation += 1;
    this.byId.clear();
    this.idsByUser.clear();
  }

  private handleAnnouncement(payload: string) {
    const [kind, id = ''] = payload.split(/:(.*)/s);
    if (kind === 'user') this.dropUser(id);
    else if (kind === 'session') this.drop(id);
    else this.clear();
  }
}
