import { offeredQuestions } from './offered-questions';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { isToldStory } from '../../common/contracts/story';
import type { PackPage } from '../../common/contracts/packs';
import { creatorNameSql } from '../auth';
import type { Clock } from '../clock';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import type { ReadSource } from '../db/read-replica';
import { documents, packEntitlements, packs, userProfiles } from '../db/schema';
import { headingsOfPack } from '../search';
import { purchasedToday, toCard } from './catalog-query';
import { INDEX_CHANNEL } from '../db/channels';
import { EDITION_HISTORY_SHOWN, type Edition } from '../../common/contracts/editions';
import { editionsOf } from './editions/edition-history';

type PublicPart = Omit<PackPage, 'access' | 'credits'> & { row: typeof packs.$inferSelect };

/** Enough for every pack a busy instance shows; beyond it the oldest entry makes room. */
const MAX_CACHED_PAGES = 2_000;
/** Headings deeper than this are detail, not the table of contents. */
const CONTENTS_DEPTH = 2;

/**
 * The sales page is public: an edition's changed sections there go no deeper than its table of contents
 * (CONTENTS_DEPTH), a deeper heading standing as its section at that depth; holders see them whole in the library,
 * by e-mail and over MCP.
 */
export function publicEdition(edition: Edition): Edition {
  if (!edition.changes) return edition;
  const documents = edition.changes.documents.map((document) => {
    const seen = new Set<string>();
    const sections = document.sections.flatMap((section) => {
      const heading = section.heading.slice(0, CONTENTS_DEPTH);
      const key = JSON.stringify([section.change, heading]);
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ ...section, heading }];
    });
    return { ...document, sections };
  });
  return { ...edition, changes: { documents } };
}

/**
 * What a pack's sales page shows, by slug: published and paused marketplace packs (a paused pack's page stays up
 * for its buyers; it just cannot be bought). Held in memory per slug, since a sales page is read far more often
 * than a pack changes, and dropped on every instance when the database announces a change to any pack; an entry
 * older than `ttlMs` is read again, because "purchased today" changes with the clock alone.
 */
export function createPackPages(
  reads: ReadSource,
  changes: ChangeFeed,
  { ttlMs, now }: { ttlMs: number; now: Clock },
) {
  const cache = new Map<string, { page: PublicPart | null; loadedAt: number }>();
  let generation = 0;
  const drop = () => {
    generation += 1;
    cache.clear();
  };
  changes.subscribe(INDEX_CHANNEL, drop, drop);

  async function load(slug: string, at: Date): Promise<PublicPart | null> {
    const db = await reads.fresh();
    const [found] = await db
      .select({
        pack: packs,
        creatorName: creatorNameSql,
        headline: userProfiles.headline,
        bio: userProfiles.bio,
        purchasedToday: purchasedToday(at),
      })
      .from(packs)
      .innerJoin(userProfiles, eq(userProfiles.id, packs.creatorId))
      .where(
        and(
          eq(packs.slug, slug),
          eq(packs.kind, 'marketplace'),
          inArray(packs.status, ['published', 'paused']),
        ),
      );
    if (!found) return null;
    const { pack, creatorName, headline, bio, purchasedToday: boughtToday } = found;
    return {
      row: pack,
      pack: {
        ...toCard(pack, creatorName, boughtToday),
        status: pack.status === 'paused' ? 'paused' : 'published',
        sampleQuestions: offeredQuestions(pack),
        edition: pack.indexedAt?.toISOString() ?? null,
        fileCount: pack.fileCount,
        totalChunks: pack.totalChunks,
        queryPriceCents: pack.queryPriceCents,
        seatPriceCents: pack.seatPriceCents,
        teamDiscountPercent: pack.teamDiscountPercent,
      },
      contents: await contentsOf(db, pack.id),
      story: isToldStory(pack.story) ? pack.story : null,
      previewItems: pack.previewItems,
      editions: (await editionsOf(db, pack.id, EDITION_HISTORY_SHOWN)).map(publicEdition),
      // Shown only for the edition buyers would get: a newer one is measured within moments of being indexed.
      quality: pack.quality?.edition === pack.indexVersion ? pack.quality : null,
      creator: await creatorProfile(db, pack.creatorId, { name: creatorName, headline, bio }),
      related: await relatedPacks(db, pack, at),
    };
  }

  return {
    /** The page's shared part (the same for every visitor), or null when no such pack is on sale or paused. */
    async get(slug: string): Promise<PublicPart | null> {
      const at = now();
      const cached = cache.get(slug);
      if (changes.live && cached && at.getTime() - cached.loadedAt <= ttlMs) return cached.page;
      const readAt = generation;
      const page = await load(slug, at);
      if (changes.live && readAt === generation) {
        cache.delete(slug);
        if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
        cache.set(slug, { page, loadedAt: at.getTime() });
      }
      return page;
    },
  };
}

export type PackPages = ReturnType<typeof createPackPages>;

/** The pack's ready documents with their sections: the real table of contents (from the indexed passages). */
async function contentsOf(db: Database, packId: string): Promise<PackPage['contents']> {
  const docs = await db
    .select({ id: documents.id, filename: documents.filename, pages: documents.pageCount })
    .from(documents)
    .where(and(eq(documents.packId, packId), eq(documents.status, 'ready')))
    .orderBy(asc(documents.filename));
  if (docs.length === 0) return [];
  const sections = await headingsOfPack(db, packId);
  const headingsOf = new Map<string, string[][]>();
  const seen = new Set<string>();
  for (const { documentId, headingPath } of sections) {
    const path = headingPath.slice(0, CONTENTS_DEPTH);
    const key = JSON.stringify([documentId, path]);
    if (path.length === 0 || seen.has(key)) continue;
    seen.add(key);
    headingsOf.set(documentId, [...(headingsOf.get(documentId) ?? []), path]);
  }
  return docs.map((doc) => ({
    filename: doc.filename,
    pages: doc.pages,
    headings: headingsOf.get(doc.id) ?? [],
  }));
}

/** How many related packs a sales page shows. */
const RELATED_MAX = 4;

/** The creator as buyers meet them on the page: their profile's name, title and bio, and their record. */
async function creatorProfile(
  db: Database,
  creatorId: string,
  { name, headline, bio }: { name: string | null; headline: string | null; bio: string | null },
): Promise<PackPage['creator']> {
  const onSale = and(
    eq(packs.creatorId, creatorId),
    eq(packs.kind, 'marketplace'),
    inArray(packs.status, ['published', 'paused']),
  );
  const [totals] = await db
    .select({
      packs: sql<number>`count(*)::int`,
      reviews: sql<number>`coalesce(sum(${packs.reviewCount}), 0)::int`,
      weighted: sql<number | null>`sum(${packs.rating} * ${packs.reviewCount})::float8`,
    })
    .from(packs)
    .where(onSale);
  const [held] = await db
    .select({ buyers: sql<number>`count(DISTINCT ${packEntitlements.userId})::int` })
    .from(packEntitlements)
    .innerJoin(packs, eq(packs.id, packEntitlements.packId))
    .where(and(onSale, eq(packEntitlements.source, 'purchase')));
  const reviews = totals?.reviews ?? 0;
  return {
    id: creatorId,
    name: name ?? '',
    headline,
    bio,
    packs: totals?.packs ?? 0,
    buyers: held?.buyers ?? 0,
    rating: reviews > 0 && totals?.weighted ? Math.round((totals.weighted / reviews) * 10) / 10 : null,
    reviewCount: reviews,
  };
}

/**
 * Packs for someone looking at this one: the most bought of the same category, then those whose titles and
 * descriptions share the most words with it.
 */
async function relatedPacks(
  db: Database,
  pack: typeof packs.$inferSelect,
  at: Date,
): Promise<PackPage['related']> {
  const rows = await db
    .select({ pack: packs, creatorName: creatorNameSql, purchasedToday: purchasedToday(at) })
    .from(packs)
    .innerJoin(userProfiles, eq(userProfiles.id, packs.creatorId))
    .where(and(eq(packs.status, 'published'), eq(packs.kind, 'marketplace'), ne(packs.id, pack.id)))
    .orderBy(desc(packs.usersCount), asc(packs.slug));
  const words = wordsOf(`${pack.title} ${pack.description}`);
  const overlap = (other: typeof packs.$inferSelect) =>
    [...wordsOf(`${other.title} ${other.description}`)].filter((word) => words.has(word)).length;
  const sameCategory = rows.filter((row) => row.pack.category === pack.category);
  const similar = rows
    .filter((row) => row.pack.category !== pack.category)
    .map((row) => ({ row, score: overlap(row.pack) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ row }) => row);
  return [...sameCategory, ...similar]
    .slice(0, RELATED_MAX)
    .map((row) => toCard(row.pack, row.creatorName, row.purchasedToday));
}

/** The words of a text worth comparing (four letters or more, or any run of CJK characters' pairs). */
function wordsOf(text: string): Set<string> {
  const lower = text.toLowerCase();
  const latin = lower.match(/[a-z0-9]{4,}/g) ?? [];
  const cjk = (lower.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu) ?? []).flatMap(
    (run) => Array.from({ length: Math.max(0, run.length - 1) }, (_, i) => run.slice(i, i + 2)),
  );
  return new Set([...latin, ...cjk]);
}
