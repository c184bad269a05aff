// Issue 53, item 2: many short documents through the engine, as a creator importing a knowledge base would send them
// — through the import service in requests of IMPORT_MAX_FILES files, as the studio sends a folder, or (the peer)
// uploaded one after another through the upload service — while the job worker runs as `npm start` runs it, until
// every one is searchable (indexed). Figures are printed and recorded (bench:targets), never asserted.
import { and, count, eq, inArray } from 'drizzle-orm';
import { systemClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/client';
import { createPglite } from '../src/server/db/pglite';
import { documents } from '../src/server/db/schema';
import { uploadedFromBytes } from '../src/server/http/multipart';
import { IMPORT_MAX_FILES } from '../src/common/limits';
import { uploadDocument } from '../src/server/ingest/documents';
import { importDocuments } from '../src/server/ingest/import-documents';
import { paragraphs } from '../src/server/ingest/fixtures/prose';
import { createLogger } from '../src/server/log';
import { createJobWorker } from '../src/server/workers';
import { benchPack } from './support/bench-pack';

/** A short document: a heading and two paragraphs of about 300 characters (an abstract, a note). */
function shortDocument(index: number): Uint8Array {
  const body = paragraphs(index % 5 === 0 ? 'ja' : 'en', 2, 300, index + 1).join('\n\n');
  return new TextEncoder().encode(`# Note ${index + 1}\n\n${body}\n`);
}

export interface ManySmallResult {
  documents: number;
  uploadSeconds: number;
  searchableSeconds: number;
  documentsPerSecond: number;
}

/** Sends `total` short Markdown documents into one pack (`way`) and waits until all are indexed. */
export async function benchManySmall(total: number, way: 'import' | 'uploads'): Promise<ManySmallResult> {
  const database = await openDatabase(
    process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { pglite: await createPglite() },
  );
  const { files, creator, pack } = await benchPack(database, 'Many small documents');
  const worker = createJobWorker({
    db: database.db,
    files,
    changes: database.changes,
    log: createLogger({ level: 'warn' }),
    now: systemClock,
  });
  /** Documents done: searchable, or failed (a failure would otherwise be waited for for ever). */
  const done = async () => {
    const rows = await database.db
      .select({ status: documents.status, n: count() })
      .from(documents)
      .where(and(eq(documents.packId, pack.id), inArray(documents.status, ['ready', 'failed'])))
      .groupBy(documents.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  };
  const started = performance.now();
  worker.start();
  const user = creator as NonNullable<typeof creator>;
  const file = (index: number) =>
    uploadedFromBytes(`note-${index + 1}.md`, 'text/markdown', shortDocument(index));
  if (way === 'import') {
    for (let first = 0; first < total; first += IMPORT_MAX_FILES) {
      const count = Math.min(IMPORT_MAX_FILES, total - first);
      const parts = Array.from({ length: count }, (_, i) => ({ file: file(first + i) }));
      await importDocuments(database.db, files, user, pack.id, parts, systemClock());
    }
  } else {
    for (let index = 0; index < total; index += 1) {
      await uploadDocument(database.db, files, user, pack.id, file(index), systemClock());
    }
  }
  const uploadSeconds = (performance.now() - started) / 1000;
  let finished = await done();
  while ((finished.ready ?? 0) + (finished.failed ?? 0) < total) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    finished = await done();
  }
  const searchableSeconds = (performance.now() - started) / 1000;
  if (finished.failed) console.warn(`  ${finished.failed} of ${total} documents failed`);
  await worker.stop();
  await database.close();
  return {
    documents: total,
    uploadSeconds,
    searchableSeconds,
    documentsPerSecond: total / searchableSeconds,
  };
}
