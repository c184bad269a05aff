import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { subscribeToKind, type ChangeFeed } from '../db/change-feed';
import type { Database, Queryable, Transaction } from '../db/client';
import { packEntitlements, packs, queryCredits, teamMembers, teamPacks } from '../db/schema';
import type { QueryOrigin, UserRow } from '../http/context';
import { AppError } from '../http/errors';
import {
  isFreePack,
  readSource,
  type HeldEntitlement,
  type PackRow,
  type ReadSource,
  type StoredEntitlement,
} from './pack-access';
import type { PackRows } from './pack-rows';

/** The NOTIFY channel on which the database announces changed entitlements and tokens (migration 0009). */
export const ACCESS_CHANNEL = 'kenja_access';

/** Enough for every active reader of a busy instance; the oldest entry makes room beyond that. */
const MAX_CACHED_USERS = 50_000;

/** A pack someone may read, and why. */
export type ReadablePack = PackRow & { source: ReadSource };

/**
 * Which packs a caller may use beyond what they may read: an access token limited to chosen packs. Null (or
 * absent) means every pack the person may read.
 */
export type PackScope = ReadonlySet<string> | null | undefined;

/** How a read is made: within which packs, and whether (and as what) it is recorded. */
export interface ReadContext {
  scope?: PackScope;
  origin?: QueryOrigin | undefined;
}

type Grants = Map<string, HeldEntitlement[]>;

/** More of the caller's writes, in the transaction of an entitlement's change. */
type Alongside = (tx: Transaction) => Promise<unknown>;

/**
 * "May this person read this pack?" — answered for every read path (search, answers, function endpoints, MCP)
 * from the pack's row and the person's stored entitlements, both held in memory and dropped on every instance when
 * the database announces a change. A check costs no query once both are cached.
 */
export function createEntitlements(db: Database, changes: ChangeFeed, packRows: PackRows) {
  const cache = new Map<string, Grants>();
  let generation = 0;
  subscribeToKind(
    changes,
    ACCESS_CHANNEL,
    'user',
    (id) => {
      generation += 1;
      cache.delete(id);
    },
    () => {
      generation += 1;
      cache.clear();
    },
  );

  async function grantsOf(userId: string): Promise<Grants> {
    const cached = changes.live ? cache.get(userId) : undefined;
    if (cached) return cached;
    const readAt = generation;
    const rows = await heldBy(db, userId);
    const grants: Grants = new Map();
    for (const row of rows) grants.set(row.packId, [...(grants.get(row.packId) ?? []), row.source]);
    if (changes.live && readAt === generation) {
      if (cache.size >= MAX_CACHED_USERS) cache.delete(cache.keys().next().value as string);
      cache.set(userId, grants);
    }
    return grants;
  }

  /**
   * The packs a request names, all readable by the user and inside `scope` — or an error naming the first that
   * is not: an id that is no pack is a bad request (400), a pack the caller may not read is forbidden (403).
   * Never a silent drop.
   */
  async function packsToRead(user: UserRow, packIds: readonly string[], scope?: PackScope) {
    const unique = [...new Set(packIds)];
    const [rows, grants] = await Promise.all([packRows(unique), grantsOf(user.id)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return unique.map((id): ReadablePack => {
      const pack = byId.get(id);
      if (!pack)
        throw new AppError('validation', `Unknown pack: ${id}`, [
          { path: ['pack_ids'], message: `Unknown pack: ${id}` },
        ]);
      const source = readSource(user, pack, grants.get(id));
      if (!source || (scope && !scope.has(id)))
        throw new AppError('forbidden', `You may not read pack ${id}`);
      return { ...pack, source };
    });
  }

  /** Every pack the user may read (within `scope`), by title. */
  async function readablePacks(user: UserRow, scope?: PackScope): Promise<ReadablePack[]> {
    const grants = await grantsOf(user.id);
    const rows = await db
      .select()
      .from(packs)
      .where(
        user.userRole === 'admin'
          ? undefined
          : or(
              eq(packs.creatorId, user.id),
              grants.size > 0 ? inArray(packs.id, [...grants.keys()]) : sql`false`,
              and(eq(packs.priceCents, 0), eq(packs.status, 'published'), eq(packs.kind, 'marketplace')),
            ),
      )
      .orderBy(asc(packs.title));
    return rows.flatMap((pack) => {
      const source = readSource(user, pack, grants.get(pack.id));
      return source && (!scope || scope.has(pack.id)) ? [{ ...pack, source }] : [];
    });
  }

  return {
    packsToRead,
    readablePacks,
    /** Why the user may read the pack, or null. */
    async sourceOf(user: UserRow, pack: PackRow): Promise<ReadSource | null> {
      return readSource(user, pack, (await grantsOf(user.id)).get(pack.id));
    },
    isFreePack,
    /** Resolves once this instance has heard every change to access made before the call (a seat freed, say). */
    settled: settle,
    /**
     * Stores an entitlement; a second of the same kind changes nothing. The change is heard on every instance before
     * this resolves, so the grantee's next call sees it wherever it lands. `alongside`
     * runs in the same transaction when the entitlement was new (an admin's grant records itself in the audit log).
     */
    async add(
      userId: string,
      packId: string,
      grant: { source: StoredEntitlement; grantedBy: string | null; at: Date },
      alongside?: Alongside,
    ) {
      await store(db, { userId, packId, ...grant }, alongside);
      await settle();
    },
    /** Removes one kind of entitlement; true when there was one. `alongside` as for `add`, when one was removed. */
    async remove(
      userId: string,
      packId: string,
      source: StoredEntitlement,
      alongside?: Alongside,
    ): Promise<boolean> {
      const removed = await unstore(db, { userId, packId, source }, alongside);
      await settle();
      return removed;
    },
    /** A person's stored entitlements with the packs' titles, newest first (the admin's Users tab). */
    async storedFor(userId: string) {
      return db
        .select({
          packId: packEntitlements.packId,
          packTitle: packs.title,
          source: packEntitlements.source,
          createdAt: packEntitlements.createdAt,
        })
        .from(packEntitlements)
        .innerJoin(packs, eq(packs.id, packEntitlements.packId))
        .where(eq(packEntitlements.userId, userId))
        .orderBy(sql`${packEntitlements.createdAt} DESC`);
    },
  };

  async function settle() {
    if (changes.live) await changes.sync(ACCESS_CHANNEL);
  }
}

export type Entitlements = ReturnType<typeof createEntitlements>;

/**
 * A person's stored entitlements, the packs of the teams they hold a seat of (a team's seat is access too), and the
 * packs their teams hold query credits of (read as with credits of their own: selling/team-credits.ts).
 */
function heldBy(db: Database, userId: string) {
  return db
    .select({
      packId: packEntitlements.packId,
      source: sql<HeldEntitlement>`${packEntitlements.source}::text`,
    })
    .from(packEntitlements)
    .where(eq(packEntitlements.userId, userId))
    .unionAll(
      db
        .select({ packId: teamPacks.packId, source: sql<HeldEntitlement>`'team'` })
        .from(teamMembers)
        .innerJoin(teamPacks, eq(teamPacks.teamId, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId)),
    )
    .unionAll(
      db
        .select({ packId: queryCredits.packId, source: sql<HeldEntitlement>`'credits'` })
        .from(teamMembers)
        .innerJoin(queryCredits, eq(queryCredits.teamId, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId)),
    );
}

type Stored = { userId: string; packId: string; source: StoredEntitlement };

/** Stores an entitlement unless there is one of its kind; `alongside` in its transaction when it was new. */
async function store(
  db: Database,
  row: Stored & { grantedBy: string | null; at: Date },
  alongside: Alongside | undefined,
) {
  const { userId, packId, source, grantedBy, at } = row;
  const insert = (q: Queryable) =>
    q
      .insert(packEntitlements)
      .values({ userId, packId, source, grantedBy, createdAt: at })
      .onConflictDoNothing()
      .returning({ packId: packEntitlements.packId });
  if (!alongside) {
    await insert(db);
    return;
  }
  await db.transaction(async (tx) => {
    if ((await insert(tx)).length > 0) await alongside(tx);
  });
}

/** Removes one kind of entitlement, `alongside` in its transaction when there was one; true then. */
async function unstore(db: Database, row: Stored, alongside: Alongside | undefined): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(packEntitlements)
      .where(
        and(
          eq(packEntitlements.userId, row.userId),
          eq(packEntitlements.packId, row.packId),
          eq(packEntitlements.source, row.source),
        ),
      )
      .returning({ packId: packEntitlements.packId });
    if (removed.length > 0 && alongside) await alongside(tx);
    return removed.length > 0;
  });
}
