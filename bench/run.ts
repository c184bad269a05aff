// `npm run bench`: Kenja's benchmarks. Figures are printed (and kept in notes), never asserted in tests.
import { benchApiLoad } from './api-load';
import { measureHomeRouteSize, measureLazyPageSizes } from './bundle-size';
import { benchDashboard, printDashboardBench } from './dashboard';
import { printTargets, recordTargets } from './support/targets';

const size = measureHomeRouteSize();
console.log('\nHome route download (gzip)');
console.log(`  JavaScript: ${size.jsGzipKb.toFixed(1)} KB in ${size.jsFiles} file(s)   (target < 200 KB)`);
console.log(`  CSS:        ${size.cssGzipKb.toFixed(1)} KB`);
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

// The creator dashboard and pack statistics for a creator with 10,000 orders and 100,000 query rows.
printDashboardBench(await benchDashboard());

// Every issue 23 target with its latest figure, from this run and the benches run on their own.
printTargets();
