// Kenja end to end: each eval document uploaded into one pack through the engine's own ingestion path (file-type
// checks, the isolated extraction worker, chunking, analysis, the indexing job's transaction), and every query
// through the search service (pack permission check, cached index, passages read from the database).
import { createPglite } from '../../src/server/db/pglite';
import { systemClock } from '../../src/server/clock';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import type { UserRow } from '../../src/server/http/context';
import { uploadedFromBytes } from '../../src/server/http/multipart';
import { uploadDocument } from '../../src/server/ingest/documents';
import { createJobWorker } from '../../src/server/workers';
import { createLogger } from '../../src/server/log';
import { benchPack } from '../support/bench-pack';
import { createEntitlements } from '../../src/server/packs/entitlements';
import { createPackRowCache } from '../../src/server/packs/pack-rows';
import { createReading, type Reading } from '../../src/server/reading';
import { createPackRanker } from '../../src/server/search/pack-ranker';
import type { EvalDoc } from './eval-data';
import type { SystemUnderTest } from './system';

export function kenjaServiceSystem(name = 'Kenja search service (PGlite)'): SystemUnderTest & {
  ingestSeconds(): number;
} {
  let database: DatabaseHandle | undefined;
  let service: Reading | undefined;
  let user: UserRow | undefined;
  let packId = '';
  let ingestSeconds = 0;
  return {
    name,
    async build(docs: EvalDoc[]) {
      database = await openDatabase({ pglite: await createPglite() });
      const { db, changes } = database;
      const bench = await benchPack(database, 'Bench corpus');
      const { files } = bench;
      user = bench.creator;
      packId = bench.pack.id;
      const started = performance.now();
      for (const doc of docs) {
        // A titled document, as a creator would write it: the title is its heading.
        const markdown = doc.title ? `# ${doc.title}\n\n${doc.text}` : doc.text;
        await uploadDocument(
          db,
          files,
          user,
          packId,
          uploadedFromBytes(`${doc.id}.md`, 'text/markdown', new TextEncoder().encode(markdown)),
          systemClock(),
        );
      }
      const worker = createJobWorker({
        db,
        files,
        changes,
        log: createLogger({ level: 'warn' }),
        now: systemClock,
      });
      await worker.drain();
      await worker.stop();
      ingestSeconds = (performance.now() - started) / 1000;
      const entitlements = createEntitlements(db, changes, createPackRowCache(db, changes));
      service = createReading({
        db,
        ranker: createPackRanker({ db, changes }),
        entitlements,
        now: systemClock,
      });
    },
    async search(query, k) {
      if (!service || !user) throw new Error('build() first');
      // Passages, not documents, come back: a long document may have several; the first counts.
      const { hits } = await service.search(user, {
        query,
        pack_ids: [packId],
        k: Math.ceil(k * 1.5),
        filters: {},
        rerank: false,
        hybrid: false,
      });
      const ids: string[] = [];
      for (const hit of hits) {
        const id = hit.metadata.filename.replace(/\.md$/, '');
        if (!ids.includes(id)) ids.push(id);
        if (ids.length === k) break;
      }
      return ids;
    },
    async close() {
      await database?.close();
    },
    ingestSeconds: () => ingestSeconds,
  };
}
