import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  BUNDLE_REFUSALS,
  type Bundle,
  type BundleBody,
  bundleBodySchema,
} from '../../common/contracts/offers';
import type { Database, Queryable } from '../db/client';
import { bundlePacks, bundles, packs } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { splitByWeight } from './split';

type BundleRow = typeof bundles.$inferSelect;
type PackRow = typeof packs.$inferSelect;

export const salePrice = (pack: Pick<PackRow, 'priceCents' | 'discountPriceCents'>) =>
  pack.discountPriceCents ?? pack.priceCents;

/** A bundle with its packs, priced as of now. */
export interface PricedBundle {
  row: BundleRow;
  packs: PackRow[];
  /** Each pack's share of the bundle's price, in the order of `packs`. */
  shares: number[];
  /** Every pack is on sale and the bundle still costs less than they do one by one. */
  onSale: boolean;
}

/** The bundles with their packs (by title), priced: what checkout and the pages build on. */
export async function loadBundles(db: Queryable, rows: readonly BundleRow[]): Promise<PricedBundle[]> {
  if (rows.length === 0) return [];
  const members = await db
    .select({ bundleId: bundlePacks.bundleId, pack: packs })
    .from(bundlePacks)
    .innerJoin(packs, eq(packs.id, bundlePacks.packId))
    .where(
      inArray(
        bundlePacks.bundleId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(packs.title));
  return rows.map((row) => {
    const its = members.filter((member) => member.bundleId === row.id).map((member) => member.pack);
    const separately = its.reduce((sum, pack) => sum + salePrice(pack), 0);
    return {
      row,
      packs: its,
      shares: splitByWeight(row.priceCents, its.map(salePrice)),
      onSale:
        row.archivedAt === null &&
        its.length >= 2 &&
        its.every((pack) => pack.status === 'published' && pack.kind === 'marketplace') &&
        row.priceCents < separately,
    };
  });
}

/** A bundle as the sales page and the studio show it (spec 02 §3 Bundle). */
export function presentBundle({ row, packs: its, shares }: PricedBundle): Bundle {
  const totalOriginalPrice = its.reduce((sum, pack) => sum + salePrice(pack), 0);
  const savings = Math.max(0, totalOriginalPrice - row.priceCents);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    currency: row.currency,
    products: its.map((pack, i) => ({
      id: pack.id,
      slug: pack.slug,
      title: pack.title,
      originalPrice: salePrice(pack),
      bundlePrice: shares[i] ?? 0,
    })),
    totalOriginalPrice,
    bundlePrice: row.priceCents,
    savings,
    savingsPercentage: totalOriginalPrice > 0 ? Math.round((savings / totalOriginalPrice) * 100) : 0,
    archived: row.archivedAt !== null,
  };
}

/** The bundles on sale that hold the pack: the sales page's bundle offer. */
export async function bundlesOfPack(db: Queryable, packId: string): Promise<Bundle[]> {
  const rows = await db
    .select({ bundle: bundles })
    .from(bundles)
    .innerJoin(bundlePacks, eq(bundlePacks.bundleId, bundles.id))
    .where(and(eq(bundlePacks.packId, packId), isNull(bundles.archivedAt)))
    .orderBy(desc(bundles.createdAt));
  const priced = await loadBundles(
    db,
    rows.map((row) => row.bundle),
  );
  return priced.filter((bundle) => bundle.onSale).map(presentBundle);
}

/** The creator's bundles, newest first, archived ones included. */
export async function listBundles(db: Queryable, creator: UserRow): Promise<Bundle[]> {
  const rows = await db
    .select()
    .from(bundles)
    .where(eq(bundles.creatorId, creator.id))
    .orderBy(desc(bundles.createdAt));
  return (await loadBundles(db, rows)).map(presentBundle);
}

const refuse = (path: string, message: string) =>
  new AppError('validation', message, [{ path: [path], message }]);

/** A bundle of the creator's own published packs, cheaper than they are one by one. */
export async function createBundle(
  db: Database,
  creator: UserRow,
  input: BundleBody,
  now: Date,
): Promise<Bundle> {
  const body = bundleBodySchema.parse(input);
  return db.transaction(async (tx) => {
    // The packs are locked: two bundles of the same packs made at once are made one after the other, and the second
    // sees the first.
    const its = await tx.select().from(packs).where(inArray(packs.id, body.packIds)).for('update');
    const mine = its.filter(
      (pack) => pack.creatorId === creator.id && pack.kind === 'marketplace' && pack.status === 'published',
    );
    if (mine.length !== body.packIds.length) throw refuse('packIds', BUNDLE_REFUSALS.notYours);
    if (new Set(mine.map((pack) => pack.currency)).size > 1)
      throw refuse('packIds', BUNDLE_REFUSALS.currency);
    const separately = mine.reduce((sum, pack) => sum + salePrice(pack), 0);
    if (body.priceCents >= separately) throw refuse('priceCents', BUNDLE_REFUSALS.notCheaper);
    if (await sameBundleOnSale(tx, creator.id, body.packIds)) throw refuse('packIds', BUNDLE_REFUSALS.same);
    const [row] = await tx
      .insert(bundles)
      .values({
        creatorId: creator.id,
        title: body.title,
        description: body.description,
        priceCents: body.priceCents,
        currency: mine[0]?.currency ?? 'USD',
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The bundle was not written');
    await tx.insert(bundlePacks).values(mine.map((pack) => ({ bundleId: row.id, packId: pack.id })));
    const [priced] = await loadBundles(tx, [row]);
    return presentBundle(priced as PricedBundle);
  });
}

/** Takes a bundle off sale for good. Kept (archived) so receipts that name it still do. */
export async function archiveBundle(db: Database, creator: UserRow, bundleId: string, now: Date) {
  const [row] = await db
    .update(bundles)
    .set({ archivedAt: now })
    .where(and(eq(bundles.id, bundleId), eq(bundles.creatorId, creator.id)))
    .returning();
  if (!row) throw new AppError('not_found', 'No such bundle of yours');
  const [priced] = await loadBundles(db, [row]);
  return presentBundle(priced as PricedBundle);
}

/** Whether the creator already sells a bundle of exactly these packs (one offer of a set, one price). */
async function sameBundleOnSale(
  db: Queryable,
  creatorId: string,
  packIds: readonly string[],
): Promise<boolean> {
  const wanted = [...new Set(packIds)].sort();
  const rows = await db
    .select({ bundleId: bundlePacks.bundleId, packId: bundlePacks.packId })
    .from(bundlePacks)
    .innerJoin(bundles, eq(bundles.id, bundlePacks.bundleId))
    .where(and(eq(bundles.creatorId, creatorId), isNull(bundles.archivedAt)));
  const sets = new Map<string, string[]>();
  for (const row of rows) sets.set(row.bundleId, [...(sets.get(row.bundleId) ?? []), row.packId]);
  return [...sets.values()].some((set) => set.sort().join() === wanted.join());
}
