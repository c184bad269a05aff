import { majorityLanguage } from './pack-material';
import { and, asc, desc, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { CategoryId } from '../../common/categories';
import {
  PUBLISH_RULES,
  type PackDetails,
  type PackStatus,
  type StudioPack,
} from '../../common/contracts/studio';
import type { ValidationIssue } from '../../common/errors';
import type { Database, Transaction } from '../db/client';
import { documents, packCovers, packs } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { lockPack, deletePack } from '../ingest';
import type { FileStore } from '../files';
import {
  packToManage,
  requireCreatorRights,
  type PackRow,
  generatedCover,
  storeCover,
  uploadedCover,
  slugForTitle,
  auditPackChange,
  makeEdition,
  type PackAct,
} from '../packs';
import { writeSalesPage } from './sales-page-text';

/** A marketplace pack the user manages; test packs are the admin console's and never reach the studio. */
export async function studioPackToManage(db: Database, user: UserRow, packId: string): Promise<PackRow> {
  requireCreatorRights(user);
  const pack = await packToManage(db, user, packId);
  if (pack.kind !== 'marketplace') throw new AppError('not_found', 'Selected pack not found');
  return pack;
}

/** The caller's marketplace packs in every state, newest first. */
export async function listStudioPacks(db: Database, user: UserRow): Promise<StudioPack[]> {
  requireCreatorRights(user);
  const rows = await db
    .select()
    .from(packs)
    .where(and(eq(packs.creatorId, user.id), eq(packs.kind, 'marketplace')))
    .orderBy(desc(packs.createdAt), desc(packs.id));
  return presentPacks(db, rows);
}

export async function getStudioPack(db: Database, user: UserRow, packId: string): Promise<StudioPack> {
  return present(db, await studioPackToManage(db, user, packId));
}

/** A creator's edit of one of their packs' details, as the studio's form sends it. */
export interface DetailsChange {
  packId: string;
  details: PackDetails;
  now: Date;
}

/** Save as Draft, or save edits to a live pack: the details change, the state does not. */
export async function savePackDetails(
  db: Database,
  user: UserRow,
  change: DetailsChange,
): Promise<StudioPack> {
  const { packId, details, now } = change;
  await studioPackToManage(db, user, packId);
  const act: PackAct = { user, change: 'details', now };
  return present(db, await changeLocked(db, packId, act, (tx, pack) => writeDetails(tx, pack, details, now)));
}

/**
 * Saves the details and puts the pack on the marketplace, if it can be sold: a ready document to search and a
 * description a buyer can judge it by. Otherwise 400 naming what is missing, and nothing changes.
 */
export async function publishPack(db: Database, user: UserRow, change: DetailsChange): Promise<StudioPack> {
  const { packId, details, now } = change;
  await studioPackToManage(db, user, packId);
  const published = await changeLocked(db, packId, { user, change: 'published', now }, async (tx, pack) => {
    const issues: ValidationIssue[] = [];
    const [ready] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(documents)
      .where(and(eq(documents.packId, packId), eq(documents.status, 'ready')));
    if ((ready?.count ?? 0) < PUBLISH_RULES.readyDocuments) {
      issues.push({
        path: ['documents'],
        message: 'Upload at least one document and wait until it is ready before publishing',
      });
    }
    if (details.description.length < PUBLISH_RULES.descriptionMinLength) {
      issues.push({
        path: ['description'],
        message: `Write a description of at least ${PUBLISH_RULES.descriptionMinLength} characters before publishing`,
      });
    }
    if (issues.length > 0) throw new AppError('validation', issues[0]?.message ?? 'Cannot publish', issues);
    const written = await writeDetails(tx, pack, details, now, {
      status: 'published',
      publishedAt: pack.publishedAt ?? now,
    });
    // Editions start here: the first is everything the pack holds when buyers first see it (make-edition.ts).
    if (pack.status === 'draft') await makeEdition(tx, packId, now);
    return written;
  });
  return present(db, published);
}

/** A published pack leaves the marketplace and search for new buyers; those who bought it keep it. */
export async function pausePack(db: Database, user: UserRow, packId: string, now: Date) {
  return changeStatus(db, { user, change: 'paused', now }, packId, { from: 'published', to: 'paused' });
}

export async function resumePack(db: Database, user: UserRow, packId: string, now: Date) {
  return changeStatus(db, { user, change: 'resumed', now }, packId, { from: 'paused', to: 'published' });
}

/** Only a draft is deleted: a pack once published has buyers, so it is paused instead. */
export async function deleteDraft(
  db: Database,
  files: FileStore,
  user: UserRow,
  packId: string,
  now: Date,
): Promise<void> {
  await studioPackToManage(db, user, packId);
  await deletePack(db, files, user, packId, now);
}

export async function uploadCover(
  db: Database,
  user: UserRow,
  packId: string,
  bytes: Uint8Array,
  now: Date,
): Promise<StudioPack> {
  await studioPackToManage(db, user, packId);
  const cover = uploadedCover(bytes);
  return present(
    db,
    await changeLocked(db, packId, { user, change: 'cover', now }, async (tx, pack) => {
      await storeCover(tx, packId, cover, { uploaded: true, now });
      return pack;
    }),
  );
}

/** Back to the cover drawn from the pack's category. */
export async function useGeneratedCover(
  db: Database,
  user: UserRow,
  packId: string,
  now: Date,
): Promise<StudioPack> {
  await studioPackToManage(db, user, packId);
  return present(
    db,
    await changeLocked(db, packId, { user, change: 'cover', now }, async (tx, pack) => {
      await storeCover(tx, packId, generatedCover(packId, pack.category as CategoryId | ''), {
        uploaded: false,
        now,
      });
      return pack;
    }),
  );
}

async function changeStatus(
  db: Database,
  act: PackAct,
  packId: string,
  { from, to }: { from: PackStatus; to: PackStatus },
): Promise<StudioPack> {
  const { user, now } = act;
  await studioPackToManage(db, user, packId);
  const changed = await changeLocked(db, packId, act, async (tx, pack) => {
    if (pack.status === to) return pack;
    if (pack.status !== from) {
      throw new AppError(
        'conflict',
        pack.status === 'draft'
          ? 'A draft is not on the marketplace: publish it first'
          : `The pack is ${pack.status}, not ${from}`,
      );
    }
    await tx.update(packs).set({ status: to, updatedAt: now }).where(eq(packs.id, packId));
    return pack;
  });
  return present(db, changed);
}

/**
 * Runs `change` on the pack locked against every other change (a second save, a publish, an indexing job's
 * recount), in one transaction, and answers the pack as it then is; an admin's change of someone else's pack is
 * audited in that transaction. Two saves racing for one slug: the loser's unique violation is retried, and it
 * picks the next free one.
 */
async function changeLocked(
  db: Database,
  packId: string,
  act: PackAct,
  change: (tx: Transaction, pack: PackRow) => Promise<unknown>,
): Promise<PackRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await lockPack(tx, packId);
        const [pack] = await tx.select().from(packs).where(eq(packs.id, packId));
        if (!pack) throw new AppError('not_found', 'Selected pack not found');
        await change(tx, pack);
        const [after] = await tx.select().from(packs).where(eq(packs.id, packId));
        await auditPackChange(tx, act, { before: pack, after: after ?? pack });
        return after ?? pack;
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

/** The details into the row. The address follows the title until the pack is first published, then stays. */
async function writeDetails(
  tx: Transaction,
  pack: PackRow,
  details: PackDetails,
  now: Date,
  state: { status?: PackStatus; publishedAt?: Date } = {},
): Promise<void> {
  const publishedBefore = pack.publishedAt !== null;
  const slug = publishedBefore ? pack.slug : await slugForTitle(tx, details.title, pack.id);
  if (details.salesPage) await writeSalesPage(tx, pack, details.salesPage, now);
  await tx
    .update(packs)
    .set({
      title: details.title,
      description: details.description,
      category: details.category,
      priceCents: details.price,
      discountPriceCents: details.discountPrice,
      queryPriceCents: details.queryPrice,
      seatPriceCents: details.seatPrice,
      teamDiscountPercent: details.teamDiscount,
      language: details.language,
      sampleQuestions: details.sampleQuestions,
      slug,
      updatedAt: now,
      ...state,
    })
    .where(eq(packs.id, pack.id));
  const [cover] = await tx
    .select({ uploaded: packCovers.uploaded })
    .from(packCovers)
    .where(eq(packCovers.packId, pack.id));
  if (!cover?.uploaded && (pack.category !== details.category || pack.coverImage === '')) {
    await storeCover(tx, pack.id, generatedCover(pack.id, details.category), { uploaded: false, now });
  }
}

async function present(db: Database, pack: PackRow): Promise<StudioPack> {
  const [presented] = await presentPacks(db, [pack]);
  if (!presented) throw new Error(`pack ${pack.id} vanished while presented`);
  return presented;
}

/** Rows as the studio shows them, with their documents' states, cover kind and first-publication mark. */
async function presentPacks(db: Database, rows: PackRow[]): Promise<StudioPack[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [counts, covers, firsts] = await Promise.all([
    db
      .select({
        packId: documents.packId,
        status: documents.status,
        language: documents.language,
        count: sql<number>`count(*)::int`,
      })
      .from(documents)
      .where(inArray(documents.packId, ids))
      .groupBy(documents.packId, documents.status, documents.language),
    db
      .select({ packId: packCovers.packId, uploaded: packCovers.uploaded })
      .from(packCovers)
      .where(inArray(packCovers.packId, ids)),
    db
      .select({ creatorId: packs.creatorId, first: min(packs.publishedAt) })
      .from(packs)
      .where(
        and(
          inArray(packs.creatorId, [...new Set(rows.map((row) => row.creatorId))]),
          eq(packs.kind, 'marketplace'),
          isNotNull(packs.publishedAt),
        ),
      )
      .groupBy(packs.creatorId)
      .orderBy(asc(packs.creatorId)),
  ]);
  return rows.map((row) => {
    const states = { queued: 0, processing: 0, ready: 0, failed: 0 };
    const ready = { en: 0, ja: 0 };
    for (const count of counts) {
      if (count.packId !== row.id) continue;
      states[count.status] += count.count;
      if (count.status === 'ready' && count.language) ready[count.language] += count.count;
    }
    const first = firsts.find((f) => f.creatorId === row.creatorId)?.first;
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      category: row.category as CategoryId | '',
      language: row.language,
      documentsLanguage: majorityLanguage(ready),
      currency: row.currency,
      priceCents: row.priceCents,
      discountPriceCents: row.discountPriceCents,
      queryPriceCents: row.queryPriceCents,
      seatPriceCents: row.seatPriceCents,
      teamDiscountPercent: row.teamDiscountPercent,
      coverImage: row.coverImage,
      coverUploaded: covers.some((cover) => cover.packId === row.id && cover.uploaded),
      sampleQuestions: row.sampleQuestions,
      status: row.status,
      corpusKey: row.corpusKey,
      fileCount: row.fileCount,
      totalChunks: row.totalChunks,
      documents: states,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      firstPublished:
        row.publishedAt !== null &&
        first !== null &&
        first !== undefined &&
        new Date(first).getTime() === row.publishedAt.getTime(),
    };
  });
}
