// Issue 23's targets (the embedded default stays responsive) and issue 53's (fast where it still was not), as the
// benches last measured them. Each bench that measures one records its figure here, in bench/results/targets.json,
// so that `npm run bench:targets` prints every target in one table — its figure, pass or FAIL, the figure before its
// issue, and when and by which bench it was measured — without re-running an hour of benches. The file is committed
// with the figures a closing note quotes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'results', 'targets.json');

/** Every target, in the issues' order: what is measured, the goal, and the figure before its issue. */
export const TARGETS = {
  'uploads.book.embedded': {
    what: 'Visitors during a 6 MB upload (listing / signed-in search / MCP search), embedded database',
    goal: 'p99 ≤ 5× idle and ≤ 100 ms, none failed',
    before: 'p99 5,137 ms',
  },
  'uploads.ten.embedded': {
    what: 'Visitors during ten 2 MB uploads, embedded database',
    goal: 'p99 ≤ 5× idle and ≤ 100 ms, none failed',
    before: 'p99 18,230 ms, 28 failed',
  },
  'uploads.book.postgres': {
    what: 'Visitors during a 6 MB upload, PostgreSQL',
    goal: 'p99 ≤ 5× idle and ≤ 100 ms, none failed',
    before: '/api/health up to 1,620 ms',
  },
  'uploads.ten.postgres': {
    what: 'Visitors during ten 2 MB uploads, PostgreSQL',
    goal: 'p99 ≤ 5× idle and ≤ 100 ms, none failed',
    before: '—',
  },
  'memory.start': {
    what: 'Serving process RSS after start, demo packs indexed',
    goal: '≤ 400 MB',
    before: '846–877 MB',
  },
  'memory.uploads': {
    what: 'Serving process peak RSS during the uploads above',
    goal: '≤ 800 MB',
    before: '1,028 MB (20 × 2 MB)',
  },
  'memory.soak': {
    what: 'RSS growth over a 1-hour soak after warm-up',
    goal: '≤ 5% of the warm RSS',
    before: '—',
  },
  'reads.dashboard': {
    what: 'Dashboard and pack statistics p95, first read after a change included',
    goal: '≤ 50 ms',
    before: '116–256 ms',
  },
  'reads.mcp': {
    what: 'MCP search p99, 50 concurrent clients',
    goal: '≤ 50 ms',
    before: '99 ms',
  },
  'reads.search': {
    what: 'Search service p95, one client (SciFact and JSQuAD)',
    goal: '≤ 2 ms',
    before: '4.6 ms',
  },
  'reads.listing': {
    what: 'Listing throughput with its cache off, 50 connections',
    goal: '≥ 2,000 req/s',
    before: '—',
  },
  'pages.lighthouse': {
    what: 'Public pages, Lighthouse mobile (worst page, EN and JA)',
    goal: 'performance ≥ 95, accessibility 100',
    before: '90–96',
  },
  'floor.health': {
    what: 'Issue 53 · GET /api/health at 50 connections against a bare Node.js server in the same run',
    goal: 'within 2× (bare req/s ÷ Kenja req/s ≤ 2)',
    before: '2.6–2.8× (13.7–15.8k against 38.5–40.9k req/s)',
  },
  'floor.listing': {
    what: 'Issue 53 · GET /api/packs (cached) at 50 connections against a bare Node.js server in the same run',
    goal: 'within 2×',
    before: '—',
  },
  'mcp.ratio': {
    what: 'Issue 53 · MCP search throughput ÷ web API search throughput, 50 clients, same run',
    goal: '≥ 0.9',
    before: '—',
  },
  'uploads.import.embedded': {
    what: 'Issue 53 · Visitors while a creator imports 3,000 short notes over HTTP, embedded database',
    goal: 'p99 ≤ 5× idle and ≤ 100 ms, none failed',
    before: '—',
  },
  'uploads.import.postgres': {
    what: 'Issue 53 · Visitors while a creator imports 3,000 short notes over HTTP, PostgreSQL',
    goal: 'p99 ≤ 5× idle and ≤ 100 ms, none failed',
    before: '—',
  },
  'ingest.small': {
    what: 'Issue 53 · ≥ 3,000 short documents to searchable, end to end (embedded / PostgreSQL)',
    goal: '≥ 100 documents/s',
    before: '27 documents/s at best (3,633 abstracts in 135 s)',
  },
  'pages.busy': {
    what: 'Issue 53 · Public pages, Lighthouse mobile while one busy process runs per core (best of 3)',
    goal: 'performance ≥ 95 (≥ 98 quiet); home route ≤ 80 KB gzip JavaScript before interaction',
    before: 'home EN 73 at load ~5; 150 KB gzip JavaScript in one file',
  },
} as const;

export type TargetId = keyof typeof TARGETS;

export interface Measured {
  figure: string;
  pass: boolean;
}

interface Stored extends Measured {
  bench: string;
  measuredAt: string;
}

function readResults(): Partial<Record<TargetId, Stored>> {
  return existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Partial<Record<TargetId, Stored>>)
    : {};
}

/** Keeps this run's figures for its targets (replacing the previous ones) and prints them. */
export function recordTargets(bench: string, figures: Partial<Record<TargetId, Measured>>): void {
  const results = readResults();
  const measuredAt = new Date().toISOString();
  for (const [id, measured] of Object.entries(figures) as [TargetId, Measured][]) {
    results[id] = { ...measured, bench, measuredAt };
    console.log(`  ${TARGETS[id].what}: ${measured.figure} — ${measured.pass ? 'pass' : 'FAIL'}`);
  }
  mkdirSync(dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
}

/** Every target with its latest figure, as a Markdown table (what a closing note quotes). */
export function printTargets(): void {
  const results = readResults();
  const lines = (Object.keys(TARGETS) as TargetId[]).map((id) => {
    const target = TARGETS[id];
    const stored = results[id];
    const cells = [
      target.what,
      target.goal,
      stored?.figure ?? 'not measured yet',
      stored ? (stored.pass ? 'pass' : '**FAIL**') : '',
      target.before,
      stored ? `${stored.measuredAt.slice(0, 10)}, ${stored.bench}` : '',
    ];
    return `| ${cells.join(' | ')} |`;
  });
  console.log('\nIssue 23 and 53 targets, as last measured (bench/results/targets.json)\n');
  console.log('| target | goal | figure | result | before its issue | measured |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const line of lines) console.log(line);
}
