// `npm run bench:ingest`: generated documents end to end through the engine (upload → job → isolated extraction
// and chunking → analysis → the indexing transaction on PGlite), through the isolated worker alone, and in this
// thread for comparison. Figures are printed, never asserted.
import { createPglite } from '../src/server/db/pglite';
import { systemClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/client';
import { uploadedFromBytes } from '../src/server/http/multipart';
import { uploadDocument } from '../src/server/ingest/documents';
import { createJobWorker } from '../src/server/workers';
import { createLogger } from '../src/server/log';
import { benchManySmall } from './ingest-many';
import { benchPack } from './support/bench-pack';
import { recordTargets } from './support/targets';
import { makeDocx, type DocxPart } from '../src/server/ingest/fixtures/docx';
import { makePdf } from '../src/server/ingest/fixtures/pdf';
import { paragraphs } from '../src/server/ingest/fixtures/prose';
import { processIsolated } from '../src/server/ingest/isolated';
import { processDocument } from '../src/server/ingest/process';
import type { FileKind } from '../src/server/ingest/types';

const CHARS_PER_PAGE = 2_000;
const MB = 1024 * 1024;

interface Sample {
  name: string;
  kind: FileKind;
  bytes: Uint8Array;
  /** Pages for a PDF; for a DOCX, its text length in 2,000-character pages. */
  pages: number;
}

async function pdfSample(pages: number): Promise<Sample> {
  const content = Array.from({ length: pages }, (_, page) =>
    paragraphs('en', 4, CHARS_PER_PAGE / 4, page + 1),
  );
  return { name: `PDF ${pages} pages`, kind: 'pdf', bytes: await makePdf(content), pages };
}

async function docxSample(sections: number): Promise<Sample> {
  const parts: DocxPart[] = [];
  for (let section = 0; section < sections; section += 1) {
    parts.push({ heading: 1, text: `Chapter ${section + 1}` });
    for (const paragraph of paragraphs('en', 8, 500, section + 1)) parts.push({ paragraph });
  }
  const pages = Math.round((sections * 8 * 500) / CHARS_PER_PAGE);
  return { name: `DOCX ${sections} chapters`, kind: 'docx', bytes: await makeDocx(parts), pages };
}

/**
 * Markdown whose paragraphs are many short lines (a log, a list written without blank lines, a hard-wrapped text):
 * joining a paragraph's lines once looked at all of the paragraph so far for every line, 37 s for 1 MB.
 */
function shortLinesSample(megabytes: number): Sample {
  const lines = ['# Field log', ''];
  let length = 0;
  for (let i = 0; length < megabytes * MB; i += 1) {
    const line = `Reading ${i}: sample ${(i * 7919) % 100_003} held at ${(i % 40) + 10} degrees for ${i % 17} minutes.`;
    lines.push(line);
    length += line.length + 1;
  }
  const bytes = new TextEncoder().encode(lines.join('\n'));
  return {
    name: `Markdown ${megabytes} MB of short lines`,
    kind: 'md',
    bytes,
    pages: Math.round(length / CHARS_PER_PAGE),
  };
}

/** Runs `work` while sampling the process's resident memory (worker threads included) every 10 ms. */
async function measure<T>(work: () => Promise<T>) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      peakMb: Math.max(peak, process.memoryUsage.rss()) / MB,
      growthMb: (Math.max(peak, process.memoryUsage.rss()) - before) / MB,
    };
  } finally {
    clearInterval(sampler);
  }
}

// Issue 53, item 2: many short documents to searchable (INGEST_DOCS of them; 0 skips it).
const manyDocuments = Number(process.env.INGEST_DOCS ?? 3_000);
if (manyDocuments > 0) {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded';
  const runs = { import: 'imported', uploads: 'uploaded one by one' } as const;
  const figures: Partial<Record<keyof typeof runs, Awaited<ReturnType<typeof benchManySmall>>>> = {};
  for (const way of ['import', 'uploads'] as const) {
    console.log(`${manyDocuments.toLocaleString('en')} short documents ${runs[way]}…`);
    const many = await benchManySmall(manyDocuments, way);
    figures[way] = many;
    console.log(
      `  sent in ${many.uploadSeconds.toFixed(1)} s, all searchable after ${many.searchableSeconds.toFixed(1)} s: ` +
        `${many.documentsPerSecond.toFixed(1)} documents/s (${database})`,
    );
  }
  const imported = figures.import!;
  const oneByOne = figures.uploads!;
  recordTargets('bench:ingest', {
    'ingest.small': {
      figure:
        `${imported.documentsPerSecond.toFixed(1)} documents/s imported (${imported.documents.toLocaleString('en')} ` +
        `short documents, ${database}); one by one ${oneByOne.documentsPerSecond.toFixed(1)}/s in the same run`,
      pass: imported.documentsPerSecond >= 100,
    },
  });
}

console.log('Generating documents…');
const samples = [
  await pdfSample(10),
  await pdfSample(100),
  await pdfSample(500),
  await docxSample(250),
  shortLinesSample(2),
];
const tiny = new TextEncoder().encode('One sentence.');
const start = await measure(() => processIsolated('txt', tiny));
console.log(
  `\nWorker start-up (one-sentence text file, from source via tsx): ${(start.seconds * 1000).toFixed(0)} ms`,
);

const database = await openDatabase({ pglite: await createPglite() });
const { files, creator, pack } = await benchPack(database, 'Ingest bench');
const worker = createJobWorker({
  db: database.db,
  files,
  changes: database.changes,
  log: createLogger({ level: 'warn' }),
  extraction: { timeoutMs: 300_000 },
  now: systemClock,
});
/** Upload to searchable: the document's chunks committed, the pack's counts and index version moved on. */
async function throughEngine(sample: Sample): Promise<number> {
  const started = performance.now();
  const name = `${sample.name}.${sample.kind}`;
  await uploadDocument(
    database.db,
    files,
    creator as NonNullable<typeof creator>,
    pack.id,
    uploadedFromBytes(name, '', sample.bytes),
    systemClock(),
  );
  await worker.drain();
  return (performance.now() - started) / 1000;
}
await throughEngine({ name: 'warm-up', kind: 'txt', bytes: tiny, pages: 1 });

const rows = [];
for (const sample of samples) {
  const engineSeconds = await throughEngine(sample);
  const isolated = await measure(() => processIsolated(sample.kind, sample.bytes, { timeoutMs: 300_000 }));
  const inProcess = await measure(() => processDocument(sample.kind, sample.bytes));
  rows.push({
    file: sample.name,
    'size MB': +(sample.bytes.byteLength / MB).toFixed(2),
    pages: sample.pages,
    chunks: isolated.result.chunkCount,
    'pages/s (engine)': Math.round(sample.pages / engineSeconds),
    'wall s (worker)': +isolated.seconds.toFixed(2),
    'pages/s (worker)': Math.round(sample.pages / isolated.seconds),
    'pages/s (in-thread)': Math.round(sample.pages / inProcess.seconds),
    'peak RSS MB': Math.round(isolated.peakMb),
    'RSS growth MB': Math.round(isolated.growthMb),
  });
}
await worker.stop();
await database.close();
console.log(
  '\nIngestion (DOCX pages = 2,000 characters of text). engine: upload → searchable; worker: extract → normalise → chunk',
);
console.table(rows);
console.log(
  `Process peak RSS over the whole run (resourceUsage.maxRSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
);
