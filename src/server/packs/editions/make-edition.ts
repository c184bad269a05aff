import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { documents, packEditions, packs, type EditionOutline, type OutlineDocument } from '../../db/schema';
import { sqlTime } from '../../db/sql-time';
import { sectionHashesOfDocuments } from '../../search';
import { diffOutlines } from './outline-diff';

/** An e-mail of a new edition to one holder who asked for it (its handler is commerce's). */
export const EDITION_EMAIL_JOB = 'edition-email';

/** A section's hash as an outline keeps it: enough to tell two texts apart, half the size of the whole md5. */
const HASH_LENGTH = 16;

/** Whether a document of the pack is waiting to be indexed or being indexed. */
export async function stillIndexing(db: Queryable, packId: string): Promise<boolean> {
  const [busy] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.packId, packId), inArray(documents.status, ['queued', 'processing'])))
    .limit(1);
  return busy !== undefined;
}

/**
 * The pack's outline as it is now: each document with live passages, by name, and its sections. A document whose
 * generation of passages is the one `before` knows keeps the sections `before` has; only the others are hashed.
 */
export async function currentOutline(
  tx: Queryable,
  packId: string,
  before: EditionOutline | null,
): Promise<EditionOutline> {
  const docs = await tx
    .select({ id: documents.id, filename: documents.filename, generation: documents.generation })
    .from(documents)
    .where(and(eq(documents.packId, packId), gt(documents.chunkCount, 0)))
    .orderBy(asc(documents.filename), asc(documents.id));
  const known = new Map((before?.documents ?? []).map((doc) => [doc.id, doc]));
  const same = (doc: (typeof docs)[number]) => known.get(doc.id)?.generation === doc.generation;
  const stale = docs.filter((doc) => !same(doc)).map((doc) => doc.id);
  const hashed = stale.length === 0 ? [] : await sectionHashesOfDocuments(tx, stale);
  const sectionsOf = new Map<string, OutlineDocument['sections']>();
  for (const { documentId, headingPath, hash } of hashed) {
    const sections = sectionsOf.get(documentId) ?? [];
    sections.push({ heading: headingPath, hash: hash.slice(0, HASH_LENGTH) });
    sectionsOf.set(documentId, sections);
  }
  return {
    documents: docs.map((doc) => ({
      ...doc,
      sections: same(doc) ? known.get(doc.id)!.sections : (sectionsOf.get(doc.id) ?? []),
    })),
  };
}

/**
 * Makes the pack's next edition inside the transaction that changed its documents, which holds the pack's lock:
 * once none of them is waiting or being indexed (a batch of uploads makes one edition, when its last document is
 * done), when its outline differs from the last edition's or the creator wrote a note for it. The edition takes the
 * note, and an e-mail to each holder who asked for one is queued with it. A marketplace pack's only, once it is
 * published: no buyer sees a draft, so its first edition is what it holds when it is first published (publishPack).
 * An edition of a draft at every catch-up of its indexing outlined the whole pack each time — an import of
 * thousands of documents into a new pack spent seconds of the database on editions nobody could read (ADR 0052).
 * The number made, or null.
 */
export async function makeEdition(tx: Transaction, packId: string, now: Date): Promise<number | null> {
  const [pack] = await tx
    .select({
      kind: packs.kind,
      status: packs.status,
      indexVersion: packs.indexVersion,
      note: packs.updateNote,
    })
    .from(packs)
    .where(eq(packs.id, packId));
  if (pack?.kind !== 'marketplace' || pack.status === 'draft' || (await stillIndexing(tx, packId)))
    return null;
  const [last] = await tx
    .select({ number: packEditions.number, outline: packEditions.outline })
    .from(packEditions)
    .where(eq(packEditions.packId, packId))
    .orderBy(desc(packEditions.number))
    .limit(1);
  const outline = await currentOutline(tx, packId, last?.outline ?? null);
  const changes = diffOutlines(last?.outline ?? { documents: [] }, outline);
  if (changes.documents.length === 0 && pack.note === null) return null;
  const number = (last?.number ?? 0) + 1;
  await tx.insert(packEditions).values({
    packId,
    number,
    indexVersion: pack.indexVersion,
    note: pack.note,
    outline,
    changes,
    madeAt: now,
  });
  // The pack's row changes, so every instance's sales page and library hear of the edition.
  await tx.update(packs).set({ updateNote: null, updatedAt: now }).where(eq(packs.id, packId));
  await enqueueEditionEmails(tx, packId, number, now);
  return number;
}

/** One e-mail of the edition per holder of the pack who asked to be told of new editions. */
async function enqueueEditionEmails(tx: Transaction, packId: string, edition: number, now: Date) {
  await tx.execute(sql`
    INSERT INTO jobs (kind, key, payload, run_at, created_at, updated_at)
    SELECT ${EDITION_EMAIL_JOB}, 'edition-email:' || s.pack_id || ':' || ${edition}::int || ':' || s.user_id,
      jsonb_build_object('packId', s.pack_id, 'edition', ${edition}::int, 'userId', s.user_id),
      ${sqlTime(now)}, ${sqlTime(now)}, ${sqlTime(now)}
    FROM edition_subscriptions s
    WHERE s.pack_id = ${packId}
      AND EXISTS (SELECT 1 FROM pack_entitlements e WHERE e.user_id = s.user_id AND e.pack_id = s.pack_id)
    ON CONFLICT (key) WHERE status IN ('queued', 'running') DO NOTHING`);
}

const noEdition = sql`NOT EXISTS (SELECT 1 FROM pack_editions e WHERE e.pack_id = ${packs.id})`;

/**
 * Records an edition, without changes, for each published (or paused) marketplace pack with live passages and none
 * yet — a database from before editions were kept — so that the next one is compared with what its buyers have
 * now; its note is the one the pack's page showed for its latest edition then. Run at start before documents are queued again; a pack
 * another instance gave an edition meanwhile is left alone.
 */
export async function recordFirstEditions(db: Database, now: Date): Promise<number> {
  const waiting = await db
    .select({ id: packs.id })
    .from(packs)
    .where(
      and(eq(packs.kind, 'marketplace'), ne(packs.status, 'draft'), gt(packs.totalChunks, 0), noEdition),
    );
  for (const { id } of waiting) {
    await db.transaction(async (tx) => {
      const [pack] = await tx
        .select({ indexVersion: packs.indexVersion, note: packs.updateNote })
        .from(packs)
        .where(and(eq(packs.id, id), noEdition))
        .for('update');
      if (!pack) return;
      const outline = await currentOutline(tx, id, null);
      await tx.insert(packEditions).values({ packId: id, number: 1, ...pack, outline, madeAt: now });
      await tx.update(packs).set({ updateNote: null }).where(eq(packs.id, id));
    });
  }
  return waiting.length;
}
