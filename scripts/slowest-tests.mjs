// `npm run test:slowest [N]`: the N (20) slowest tests of the last run of each suite, from the reports the suites
// write to test-reports/ — where the time of `npm test` goes, without running anything again.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT } from './build-lib.mjs';

const count = Number(process.argv[2] ?? 20);
const REPORTS = { vitest: 'test-reports/vitest.json', playwright: 'test-reports/playwright.json' };

/** [seconds, suite, name] of every test in Vitest's JSON report. */
function vitestTests(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => [
      (test.duration ?? 0) / 1000,
      'unit/server',
      `${relative(ROOT, file.name)} › ${test.fullName}`,
    ]),
  );
}

/** [seconds, suite, name] of every test in Playwright's JSON report (retries summed). */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        tests.push([seconds, 'end-to-end', [...titles, spec.title].join(' › ')]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, [suite.title]);
  return tests;
}

const tests = [];
for (const [suite, path] of Object.entries(REPORTS)) {
  if (!existsSync(path)) {
    console.log(`No report of the ${suite} suite yet (${path}): run npm test first.`);
    continue;
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  tests.push(...(suite === 'vitest' ? vitestTests(report) : playwrightTests(report)));
  console.log(`${path}: written ${statSync(path).mtime.toLocaleString()}`);
}
tests.sort((a, b) => b[0] - a[0]);
console.log(`\nThe ${Math.min(count, tests.length)} slowest of ${tests.length} tests:`);
for (const [seconds, suite, name] of tests.slice(0, count)) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${suite.padEnd(11)}  ${name}`);
}
