import { and, eq, inArray } from 'drizzle-orm';
import { hasCreatorRights } from '../../common/roles';
import type { Database, Queryable } from '../db/client';
import { packs } from '../db/schema';
import type { UserRow } from '../http/context';
import { ACCESS_REFUSALS } from '../http/caller';
import { AppError } from '../http/errors';

export type PackRow = typeof packs.$inferSelect;

/**
 * Who may do what with a pack — the one policy every entry point (API, function endpoints, MCP) asks. The
 * creator who owns a pack manages it; an admin manages every pack.
 */
export function canManagePack(user: UserRow, pack: Pick<PackRow, 'creatorId'>): boolean {
  return user.userRole === 'admin' || pack.creatorId === user.id;
}

/**
 * Why someone may read a pack: the first that applies, in this order (team: a seat of a team that holds the pack;
 * credits: each query spends one).
 */
export const READ_SOURCES = ['creator', 'admin', 'purchase', 'grant', 'team', 'free', 'credits'] as const;
export type ReadSource = (typeof READ_SOURCES)[number];
/** What pack_entitlements stores. */
export type StoredEntitlement = Exclude<ReadSource, 'creator' | 'admin' | 'free' | 'team'>;
/** What a person holds of a pack: stored entitlements, and a seat of a team holding it. */
export type HeldEntitlement = StoredEntitlement | 'team';

/** A free pack is readable by everyone signed in once it is on the marketplace. */
export function isFreePack(pack: Pick<PackRow, 'priceCents' | 'status' | 'kind'>): boolean {
  return pack.priceCents === 0 && pack.status === 'published' && pack.kind === 'marketplace';
}

/**
 * Why `user` may read `pack`, or null. `granted` are the user's stored entitlements to it (purchases, grants),
 * which keep working whatever the pack's state: a buyer keeps a paused pack.
 */
export function readSource(
  user: UserRow,
  pack: Pick<PackRow, 'creatorId' | 'priceCents' | 'status' | 'kind'>,
  granted: readonly HeldEntitlement[] = [],
): ReadSource | null {
  if (pack.creatorId === user.id) return 'creator';
  if (user.userRole === 'admin') return 'admin';
  if (granted.includes('purchase')) return 'purchase';
  if (granted.includes('grant')) return 'grant';
  if (granted.includes('team')) return 'team';
  if (isFreePack(pack)) return 'free';
  // Query credits of a metered pack: readable, one credit per query (see selling/query-credits.ts).
  return granted.includes('credits') ? 'credits' : null;
}

export function requireCreatorRights(user: UserRow) {
  if (!hasCreatorRights(user.userRole)) {
    throw new AppError('forbidden', ACCESS_REFUSALS.notCreator);
  }
}

/** The pack, if the user may manage it: 404 when it does not exist, 403 when it is someone else's. */
export async function packToManage(db: Database, user: UserRow, packId: string): Promise<PackRow> {
  const [pack] = await db
    .select()
    .from(packs)
    .where(inArray(packs.id, [packId]));
  if (!pack) throw new AppError('not_found', 'Selected pack not found');
  if (!canManagePack(user, pack)) throw new AppError('forbidden', 'This pack belongs to someone else');
  return pack;
}

/** The pack a corpus key names, if the user may manage it (the spec's calls name packs by corpus key). */
export async function packByCorpusKeyToManage(
  db: Database,
  user: UserRow,
  corpusKey: string,
): Promise<PackRow> {
  const [pack] = await db.select({ id: packs.id }).from(packs).where(eq(packs.corpusKey, corpusKey));
  if (!pack) throw new AppError('not_found', 'Selected pack not found');
  return packToManage(db, user, pack.id);
}

/** A marketplace pack people can see (published or paused), or 404: what reviews and questions may be about. */
export async function visibleMarketplacePack(db: Queryable, packId: string): Promise<PackRow> {
  const [pack] = await db
    .select()
    .from(packs)
    .where(and(eq(packs.id, packId), eq(packs.kind, 'marketplace')));
  if (!pack || pack.status === 'draft') throw new AppError('not_found', 'No such pack on the marketplace');
  return pack;
}
