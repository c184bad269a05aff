// Search quality and speed on public retrieval sets: Kenja's lexical index against its peers, same documents,
// same queries, one client. Figures are printed for docs/decisions/0019-lexical-search.md, never asserted.
import { loadEvalSet, type EvalSet } from './search/eval-data';
import { kenjaLexical } from './search/kenja-system';
import { kenjaServiceSystem } from './search/kenja-service-system';
import { miniSearchSystem } from './search/minisearch-system';
import { pgTextSearchSystem } from './search/pg-textsearch-system';
import { evaluate, resultTable, type SystemResult, type SystemUnderTest } from './search/system';
import { recordTargets } from './support/targets';

export interface CorpusPlan {
  set: string;
  systems: () => SystemUnderTest[];
}

const SERVICE_NAME = kenjaServiceSystem().name;

export const DEFAULT_PLAN: CorpusPlan[] = [
  {
    set: 'scifact',
    systems: () => [kenjaServiceSystem(), kenjaLexical(), miniSearchSystem(), pgTextSearchSystem('english')],
  },
  {
    set: 'jsquad-retrieval',
    systems: () => [
      kenjaServiceSystem(),
      kenjaLexical(),
      miniSearchSystem(),
      pgTextSearchSystem('pretokenized'),
    ],
  },
  // The third set, not tuned on (issue 24): known-item search over Debian's manual pages (bench/search/manpages).
  {
    set: 'manpages',
    systems: () => [kenjaServiceSystem(), kenjaLexical(), miniSearchSystem(), pgTextSearchSystem('english')],
  },
];

export async function runSearchQuality(plan: CorpusPlan[] = DEFAULT_PLAN): Promise<void> {
  const service: [string, SystemResult][] = [];
  for (const { set: name, systems } of plan) {
    const set: EvalSet = loadEvalSet(name);
    console.log(`\n### ${name}: ${set.docs.length} documents, ${set.queries.length} judged queries\n`);
    const results = [];
    for (const system of systems()) results.push(await evaluate(system, set));
    console.log(resultTable(results));
    const measured = results.find((result) => result.name === SERVICE_NAME);
    if (measured) service.push([name, measured]);
  }
  if (service.length === 0) return;
  recordTargets('bench:search', {
    'reads.search': {
      figure: service
        .map(([set, r]) => `${set} p95 ${r.p95.toFixed(2)} ms (p50 ${r.p50.toFixed(2)})`)
        .join('; '),
      pass: service.every(([, r]) => r.p95 <= 2),
    },
  });
}
