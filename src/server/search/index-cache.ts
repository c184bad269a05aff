import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../db/change-feed';
import { rowsOf } from '../db/client';
import type { ReadSource } from '../db/read-replica';
import { liveChunks, documents, packs } from '../db/schema';
import { INDEX_CHANNEL } from '../db/channels';
import { timeSlices } from '../jobs/slices';
import { PackIndex, type IndexedChunk } from './bm25-index';
import { DenseIndex } from './dense-index';
import { buildDocumentIndexInSlices } from './document-prior';

/** A live passage's BM25 inputs as read for an index: its arrays as JSON text. */
interface ChunkTermsRow {
  chunk_id: string;
  document_id: string;
  terms: string;
  freqs: string;
  length: number;
}

/** What search needs of one pack in memory: its lexical index, its vectors if any, and its documents' names. */
export interface CachedPack {
  packId: string;
  version: number;
  lexical: PackIndex;
  /** The same pack with whole documents as units (see document-prior.ts). */
  documents: PackIndex;
  dense: DenseIndex | undefined;
  /** The document of each chunk that has a vector (dense hits carry only the chunk id). */
  documentOfChunk: Map<string, string>;
  filenames: Map<string, string>;
  /** Its passages: what the cache's bound counts. */
  chunks: number;
}

/**
 * The most passages held at once, over every cached pack (about 1.5 KB each with their lexical postings, more
 * with vectors: a few hundred MB at most). Past it, the packs searched least recently are dropped and rebuilt from
 * their rows when next searched; a pack larger than the bound on its own is still kept, alone.
 */
export const INDEX_CACHE_MAX_CHUNKS = 150_000;

/**
 * Packs' search indexes, built from their chunk rows on first use and kept in memory. The database stays the
 * source of truth: an entry is keyed by the pack's index version (read with every search), and the database's
 * announcement of a change drops it on every instance at once — so no instance answers from an old index.
 */
export function createIndexCache(
  reads: ReadSource,
  changes: ChangeFeed,
  { maxChunks = INDEX_CACHE_MAX_CHUNKS }: { maxChunks?: number } = {},
) {
  // In the order last searched (a hit moves its pack to the end): the first is the one to drop.
  const entries = new Map<string, CachedPack>();
  const building = new Map<string, Promise<CachedPack>>();
  let heldChunks = 0;
  const drop = (packId: string) => {
    heldChunks -= entries.get(packId)?.chunks ?? 0;
    entries.delete(packId);
  };
  const keep = (entry: CachedPack) => {
    drop(entry.packId);
    entries.set(entry.packId, entry);
    heldChunks += entry.chunks;
    for (const oldest of entries.keys()) {
      if (heldChunks <= maxChunks || oldest === entry.packId) break;
      drop(oldest);
    }
  };
  changes.subscribe(
    INDEX_CHANNEL,
    (payload) => {
      const [kind, packId = ''] = payload.split(':');
      if (kind === 'pack') drop(packId);
    },
    () => {
      entries.clear();
      heldChunks = 0;
    },
  );

  async function build(packId: string): Promise<CachedPack> {
    // One snapshot: the version read and the chunks read belong together. The indexes are built after it ends: on
    // the embedded database a transaction holds every other statement until it ends.
    const db = await reads.fresh();
    const { version, rows, vectors, names } = await db.transaction(
      async (tx) => {
        const [pack] = await tx
          .select({ version: packs.indexVersion })
          .from(packs)
          .where(eq(packs.id, packId));
        // The terms and counts come as JSON text, decoded below in slices: read as arrays, the driver and the
        // ORM parsed every row's arrays in one go when the result arrived — 100–300 ms of the serving thread for
        // a 20 MB pack, with the garbage it left (issue 23).
        const result = await tx.execute(sql`
          SELECT ${liveChunks.id} AS chunk_id, ${liveChunks.documentId} AS document_id,
            array_to_json(${liveChunks.terms})::text AS terms,
            array_to_json(${liveChunks.termFreqs})::text AS freqs,
            ${liveChunks.termCount} AS length
          FROM ${liveChunks} WHERE ${liveChunks.packId} = ${packId}`);
        const vectors = await tx
          .select({
            chunkId: liveChunks.id,
            documentId: liveChunks.documentId,
            embedding: liveChunks.embedding,
          })
          .from(liveChunks)
          .where(and(eq(liveChunks.packId, packId), isNotNull(liveChunks.embedding)));
        const names = await tx
          .select({ id: documents.id, filename: documents.filename })
          .from(documents)
          .where(eq(documents.packId, packId));
        const rows = rowsOf<ChunkTermsRow>(result);
        return { version: pack?.version ?? -1, rows, vectors, names };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Decoded and built in slices of the serving thread's time: requests go on while a large pack's index is made.
    const pause = timeSlices();
    const chunks: IndexedChunk[] = [];
    for (const row of rows) {
      chunks.push({
        chunkId: row.chunk_id,
        documentId: row.document_id,
        terms: JSON.parse(row.terms) as string[],
        freqs: JSON.parse(row.freqs) as number[],
        length: Number(row.length),
      });
      const paused = pause();
      if (paused) await paused;
    }
    return {
      packId,
      version,
      lexical: await PackIndex.buildInSlices(packId, chunks, pause),
      documents: await buildDocumentIndexInSlices(packId, chunks, pause),
      dense:
        vectors.length > 0
          ? new DenseIndex(
              vectors.map((r) => r.chunkId),
              vectors.map((r) => Float32Array.from(r.embedding ?? [])),
            )
          : undefined,
      documentOfChunk: new Map(vectors.map((r) => [r.chunkId, r.documentId])),
      filenames: new Map(names.map((n) => [n.id, n.filename])),
      chunks: chunks.length,
    };
  }

  return {
    /** The pack's index at `version` (the version the caller just read from the pack's row). */
    async get(pack: { id: string; indexVersion: number }): Promise<CachedPack> {
      const cached = entries.get(pack.id);
      if (cached && cached.version === pack.indexVersion) {
        // Searched again: the last to be dropped.
        entries.delete(pack.id);
        entries.set(pack.id, cached);
        return cached;
      }
      let pending = building.get(pack.id);
      if (!pending) {
        pending = build(pack.id).finally(() => building.delete(pack.id));
        building.set(pack.id, pending);
      }
      const built = await pending;
      // Keep it only while announcements arrive: otherwise a change elsewhere could go unheard.
      if (changes.live && built.version === pack.indexVersion) keep(built);
      return built;
    },
    size: () => entries.size,
    heldChunks: () => heldChunks,
  };
}

export type IndexCache = ReturnType<typeof createIndexCache>;
