// The "system under test" contract: anything that can index the eval documents and answer a query with document
// ids. Kenja's in-memory index, its peers, and (later) Kenja's database + search service all implement it.
import { performance } from 'node:perf_hooks';
import type { EvalDoc, EvalSet } from './eval-data';
import { mean, ndcgAt, percentile, recallAt } from './metrics';

export interface SystemUnderTest {
  name: string;
  build(docs: EvalDoc[]): Promise<void>;
  /** Document ids, best first. */
  search(query: string, k: number): Promise<string[]>;
  close?(): Promise<void>;
}

export interface SystemResult {
  name: string;
  ndcg10: number;
  recall100: number;
  p50: number;
  p95: number;
  p99: number;
  buildSeconds: number;
}

const WARM_UP_QUERIES = 50;

/** Builds, warms up, then runs every query once, sequentially, from one client. */
export async function evaluate(system: SystemUnderTest, set: EvalSet): Promise<SystemResult> {
  const started = performance.now();
  await system.build(set.docs);
  const buildSeconds = (performance.now() - started) / 1000;
  for (const query of set.queries.slice(0, WARM_UP_QUERIES)) await system.search(query.text, 100);
  const ndcg: number[] = [];
  const recall: number[] = [];
  const latency: number[] = [];
  for (const query of set.queries) {
    const t0 = performance.now();
    const ranked = await system.search(query.text, 100);
    latency.push(performance.now() - t0);
    ndcg.push(ndcgAt(10, ranked, query.relevant));
    recall.push(recallAt(100, ranked, query.relevant));
  }
  await system.close?.();
  return {
    name: system.name,
    ndcg10: mean(ndcg),
    recall100: mean(recall),
    p50: percentile(latency, 50),
    p95: percentile(latency, 95),
    p99: percentile(latency, 99),
    buildSeconds,
  };
}

export function resultTable(results: SystemResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.ndcg10.toFixed(3)} | ${r.recall100.toFixed(3)} | ${r.p50.toFixed(2)} | ` +
      `${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.buildSeconds.toFixed(2)} |`,
  );
  return [
    '| system | nDCG@10 | R@100 | p50 | p95 | p99 ms | build s |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
