// How the scorer's latency grows with the pack: SciFact + JSQuAD documents repeated with suffixed ids (and
// every copy's terms shuffled a little by dropping a few) up to 1k, 10k and 100k chunks.
import { performance } from 'node:perf_hooks';
import { analyze, termFrequencies } from '../../src/server/search/analyze';
import { PackIndex, searchLexical, type IndexedChunk } from '../../src/server/search/bm25-index';
import { docText, loadEvalSet } from './eval-data';
import { percentile } from './metrics';

const SIZES = [1_000, 10_000, 100_000];

export async function runSearchGrowth(sizes = SIZES): Promise<void> {
  const sets = [loadEvalSet('scifact'), loadEvalSet('jsquad-retrieval')];
  const base: IndexedChunk[] = sets.flatMap((set) =>
    set.docs.map((doc) => ({
      chunkId: doc.id,
      documentId: doc.id,
      ...termFrequencies(analyze(docText(doc))),
    })),
  );
  const queries = sets.flatMap((set) => set.queries.slice(0, 300).map((q) => analyze(q.text)));
  console.log(`\n### Growth: scorer only (pre-analysed queries, k = 10), ${queries.length} queries\n`);
  console.log('| chunks | build s | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---|---|---|---|');
  for (const size of sizes) {
    const chunks = synthesise(base, size);
    const t0 = performance.now();
    const index = PackIndex.build('growth', chunks);
    const buildSeconds = (performance.now() - t0) / 1000;
    for (const query of queries.slice(0, 50)) searchLexical([index], query, { k: 10 });
    const latency = queries.map((query) => {
      const start = performance.now();
      searchLexical([index], query, { k: 10 });
      return performance.now() - start;
    });
    console.log(
      `| ${size.toLocaleString('en')} | ${buildSeconds.toFixed(2)} | ${percentile(latency, 50).toFixed(3)} | ` +
        `${percentile(latency, 95).toFixed(3)} | ${percentile(latency, 99).toFixed(3)} |`,
    );
  }
}

/** Copies of the base chunks; each copy drops a different tenth of each chunk's terms so copies are not twins. */
function synthesise(base: IndexedChunk[], size: number): IndexedChunk[] {
  const out: IndexedChunk[] = [];
  for (let copy = 0; out.length < size; copy++) {
    for (const chunk of base) {
      if (out.length >= size) break;
      const keep = chunk.terms.map((_, i) => copy === 0 || (i + copy) % 10 !== 0);
      const terms = chunk.terms.filter((_, i) => keep[i]);
      const freqs = chunk.freqs.filter((_, i) => keep[i]);
      out.push({
        chunkId: `${chunk.chunkId}~${copy}`,
        documentId: `${chunk.documentId}~${copy}`,
        terms,
        freqs,
        length: freqs.reduce((sum, f) => sum + f, 0),
      });
    }
  }
  return out;
}
