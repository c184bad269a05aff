// `npm run bench`: Kenja's benchmarks. Figures are printed (and kept in notes), never asserted in tests.
import {
  BARE_LISTING_SCENARIO,
  BARE_SCENARIO,
  benchApiLoad,
  HEALTH_SCENARIO,
  LISTING_SCENARIO,
} from './api-load';
import { measureHomeRouteSize, measureLazyPageSizes } from './bundle-size';
import { benchDashboard, printDashboardBench } from './dashboard';
import { printTargets, recordTargets } from './support/targets';

const size = measureHomeRouteSize();
console.log('\nHome route download (gzip)');
console.log(
  `  JavaScript before interaction: ${size.jsGzipKb.toFixed(1)} KB in ${size.jsFiles} file(s)   (target ≤ 80 KB)`,
);
console.log(
  `  The app, on first intent:       ${size.appGzipKb.toFixed(1)} KB in ${size.appFiles} file(s)   (target < 200 KB)`,
);
console.log(`  CSS:                           ${size.cssGzipKb.toFixed(1)} KB`);
console.log('\nWhat each lazy page adds to it when first shown (JavaScript, gzip)');
console.table(
  measureLazyPageSizes().map((p) => ({ page: p.page, files: p.files, KB: p.jsGzipKb.toFixed(1) })),
);

console.log('\nAPI under load: 50 connections, embedded database (target p99 < 20 ms)');
const rows = await benchApiLoad();
console.table(
  rows.map((r) => ({
    scenario: r.name,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'CPU µs/req': r.cpuUsPerRequest,
    errors: r.errors,
  })),
);

const cacheOff = rows.filter((r) => r.name.startsWith('GET /api/packs') && r.name.endsWith('[cache off]'));
if (cacheOff.length > 0) {
  const slowest = Math.min(...cacheOff.map((r) => r.requestsPerSecond));
  recordTargets('bench', {
    'reads.listing': {
      figure: `${cacheOff.map((r) => r.requestsPerSecond.toLocaleString('en')).join(' / ')} req/s`,
      pass: slowest >= 2_000,
    },
  });
}

// How far above a bare Node.js server Kenja's floor is, in this run (issue 53, item 3).
const row = (name: string) => rows.find((r) => r.name === name);
const floor = (name: string, bareName: string) => {
  const kenja = row(name);
  const bare = row(bareName);
  const ratio = (bare?.requestsPerSecond ?? 0) / Math.max(1, kenja?.requestsPerSecond ?? 0);
  const cpu = (kenja?.cpuUsPerRequest ?? 0) / Math.max(1, bare?.cpuUsPerRequest ?? 0);
  return {
    figure:
      `${ratio.toFixed(2)}× (${kenja?.requestsPerSecond.toLocaleString('en')} against ` +
      `${bare?.requestsPerSecond.toLocaleString('en')} req/s); CPU per request ${cpu.toFixed(2)}× ` +
      `(${kenja?.cpuUsPerRequest} against ${bare?.cpuUsPerRequest} µs)`,
    pass: ratio <= 2,
  };
};
recordTargets('bench', {
  'floor.health': floor(HEALTH_SCENARIO, BARE_SCENARIO),
  'floor.listing': floor(LISTING_SCENARIO, BARE_LISTING_SCENARIO),
});

// The creator dashboard and pack statistics for a creator with 10,000 orders and 100,000 query rows.
printDashboardBench(await benchDashboard());

// Every issue 23 target with its latest figure, from this run and the benches run on their own.
printTargets();
