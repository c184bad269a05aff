import { eq, inArray } from 'drizzle-orm';
import { hasCreatorRights } from '../../common/roles';
import type { Database } from '../db/client';
import { packs } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';

export type PackRow = typeof packs.$inferSelect;

/**
 * Who may do what with a pack — the one policy every entry point (API, function endpoints, MCP) asks. The
 * creator who owns a pack manages and reads it; an admin manages and reads every pack. (Buyers' entitlements join
 * `canReadPack` with the MCP issue.)
 */
export function canManagePack(user: UserRow, pack: Pick<PackRow, 'creatorId'>): boolean {
  return user.userRole === 'admin' || pack.creatorId === user.id;
}

export function canReadPack(user: UserRow, pack: Pick<PackRow, 'creatorId'>): boolean {
  return canManagePack(user, pack);
}

export function requireCreatorRights(user: UserRow) {
  if (!hasCreatorRights(user.userRole)) {
    throw new AppError('forbidden', 'Only creators can manage knowledge packs');
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

/**
 * The packs a search names, all readable by the user — or an error naming the first that is not: an id that is
 * no pack is a bad request (400), someone else's pack is forbidden (403). Never a silent drop.
 */
export async function packsToRead(
  db: Database,
  user: UserRow,
  packIds: string[],
  load: (ids: string[]) => Promise<PackRow[]> = (ids) =>
    db.select().from(packs).where(inArray(packs.id, ids)),
): Promise<PackRow[]> {
  const unique = [...new Set(packIds)];
  const rows = await load(unique);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of unique) {
    const pack = byId.get(id);
    if (!pack)
      throw new AppError('validation', `Unknown pack: ${id}`, [
        { path: ['pack_ids'], message: `Unknown pack: ${id}` },
      ]);
    if (!canReadPack(user, pack)) throw new AppError('forbidden', `You may not search pack ${id}`);
  }
  return unique.map((id) => byId.get(id) as PackRow);
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
