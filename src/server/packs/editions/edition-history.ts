import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Edition } from '../../../common/contracts/editions';
import type { Queryable } from '../../db/client';
import { packEditions } from '../../db/schema';

const editionColumns = {
  packId: packEditions.packId,
  number: packEditions.number,
  madeAt: packEditions.madeAt,
  note: packEditions.note,
  changes: packEditions.changes,
};

type EditionRow = { packId: string; number: number; madeAt: Date; note: string | null } & {
  changes: Edition['changes'];
};

const toEdition = ({ number, madeAt, note, changes }: EditionRow): Edition => ({
  number,
  madeAt: madeAt.toISOString(),
  note,
  changes,
});

/** The pack's editions, newest first (`limit` of them, or all). The outlines stay in the database. */
export async function editionsOf(db: Queryable, packId: string, limit?: number): Promise<Edition[]> {
  const query = db
    .select(editionColumns)
    .from(packEditions)
    .where(eq(packEditions.packId, packId))
    .orderBy(desc(packEditions.number));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toEdition);
}

/** One edition of the pack, or undefined. */
export async function editionOf(db: Queryable, packId: string, number: number): Promise<Edition | undefined> {
  const [row] = await db
    .select(editionColumns)
    .from(packEditions)
    .where(and(eq(packEditions.packId, packId), eq(packEditions.number, number)));
  return row && toEdition(row);
}

/** Each of these packs' latest edition, by pack (a pack without one is missing). */
export async function latestEditions(
  db: Queryable,
  packIds: readonly string[],
): Promise<Map<string, Edition>> {
  if (packIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([packEditions.packId], editionColumns)
    .from(packEditions)
    .where(inArray(packEditions.packId, [...packIds]))
    .orderBy(packEditions.packId, desc(packEditions.number));
  return new Map(rows.map((row) => [row.packId, toEdition(row)]));
}
