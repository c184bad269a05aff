import { eq } from 'drizzle-orm';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { liveChunks, documents, packs } from '../db/schema';
import { INDEX_CHANNEL } from '../db/channels';
import { PackIndex } from './bm25-index';
import { DenseIndex } from './dense-index';
import { buildDocumentIndex } from './document-prior';

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
}

/**
 * Packs' search indexes, built from their chunk rows on first use and kept in memory. The database stays the
 * source of truth: an entry is keyed by the pack's index version (read with every search), and the database's
 * announcement of a change drops it on every instance at once — so no instance answers from an old index.
 */
export function createIndexCache(db: Database, changes: ChangeFeed) {
  const entries = new Map<string, CachedPack>();
  const building = new Map<string, Promise<CachedPack>>();
  changes.subscribe(
    INDEX_CHANNEL,
    (payload) => {
      const [kind, packId = ''] = payload.split(':');
      if (kind === 'pack') entries.delete(packId);
    },
    () => entries.clear(),
  );

  async function build(packId: string): Promise<CachedPack> {
    // One snapshot: the version read and the chunks read belong together.
    return db.transaction(
      async (tx) => {
        const [pack] = await tx
          .select({ version: packs.indexVersion })
          .from(packs)
          .where(eq(packs.id, packId));
        const rows = await tx
          .select({
            chunkId: liveChunks.id,
            documentId: liveChunks.documentId,
            terms: liveChunks.terms,
            freqs: liveChunks.termFreqs,
            length: liveChunks.termCount,
            embedding: liveChunks.embedding,
          })
          .from(liveChunks)
          .where(eq(liveChunks.packId, packId));
        const names = await tx
          .select({ id: documents.id, filename: documents.filename })
          .from(documents)
          .where(eq(documents.packId, packId));
        const vectors = rows.filter((r) => r.embedding !== null);
        return {
          packId,
          version: pack?.version ?? -1,
          lexical: PackIndex.build(packId, rows),
          documents: buildDocumentIndex(packId, rows),
          dense:
            vectors.length > 0
              ? new DenseIndex(
                  vectors.map((r) => r.chunkId),
                  vectors.map((r) => Float32Array.from(r.embedding ?? [])),
                )
              : undefined,
          documentOfChunk: new Map(vectors.map((r) => [r.chunkId, r.documentId])),
          filenames: new Map(names.map((n) => [n.id, n.filename])),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  return {
    /** The pack's index at `version` (the version the caller just read from the pack's row). */
    async get(pack: { id: string; indexVersion: number }): Promise<CachedPack> {
      const cached = entries.get(pack.id);
      if (cached && cached.version === pack.indexVersion) return cached;
      let pending = building.get(pack.id);
      if (!pending) {
        pending = build(pack.id).finally(() => building.delete(pack.id));
        building.set(pack.id, pending);
      }
      const built = await pending;
      // Keep it only while announcements arrive: otherwise a change elsewhere could go unheard.
      if (changes.live && built.version === pack.indexVersion) entries.set(pack.id, built);
      return built;
    },
    size: () => entries.size,
  };
}

export type IndexCache = ReturnType<typeof createIndexCache>;
