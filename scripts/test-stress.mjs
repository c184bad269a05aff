// `npm run test:stress`: the end-to-end suite on a deliberately slow machine, several rounds in a row, to find the
// tests that pass only when the machine is fast before CI finds them. Machines of CI's kind differ by 3–5× from one
// run to the next; a test that needs more than half its budget here will fail there some day, so a round fails on
// such a test as it fails on a failing one.
//
//   npm run test:stress                       3 rounds of the end-to-end suite on a machine about 4× slower
//   npm run test:stress -- --rounds 5 --hogs 8 e2e/checkout.spec.ts
//   npm run test:stress -- --unit             the unit and server suite instead, files in a new random order each round
//
// The slow machine: busy processes at the same priority as everything else, three per core by default, so the
// server, the test runner and the browser run on a share of the CPU — a lone thread about 4× slower (the script
// measures and prints it), more while the suite itself is busy. `--page-slowdown N` adds Chrome's own CPU throttling
// (CDP Emulation.setCPUThrottlingRate) to every page: it is meant for one page in DevTools, and keeps the CPU busy
// while it throttles — with a dozen pages open on a small machine it slows everything far more than N, so it is off
// by default. Stops at the first failing round; a failing end-to-end test keeps its trace in test-results/
// (npx playwright show-trace <file>).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    'page-slowdown': { type: 'string', default: '1' },
    hogs: { type: 'string', default: String(3 * availableParallelism()) },
    unit: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const pageSlowdown = Number(values['page-slowdown']);
const hogCount = Number(values.hogs);

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const hogs = [];
const stopHogs = () => hogs.splice(0).forEach((hog) => hog.kill());
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Busy processes: everything else gets a share of the CPU, as on a smaller, busier machine. */
function startHogs() {
  for (let i = 0; i < hogCount; i++)
    hogs.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

/** How long a fixed piece of work takes in a new process, in ms: before and during the hogs, the slowdown. */
function timeWork() {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, ['-e', 'let x = 0; for (let i = 0; i < 3e8; i++) x += i % 7;'], {
      stdio: 'ignore',
    });
    child.on('close', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
  });
}

/** End-to-end tests of the round just run (Playwright's JSON report) that took more than half their budget. */
function nearTheirBudget() {
  const report = JSON.parse(readFileSync('test-reports/playwright.json', 'utf8'));
  const near = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = Math.max(0, ...test.results.map((result) => result.duration));
        if (ms > test.timeout / 2) {
          near.push(
            `${(ms / 1000).toFixed(1)} s of ${test.timeout / 1000} s: ${[...titles, spec.title].join(' › ')}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, [suite.title]);
  return near;
}

const suite = values.unit ? 'unit and server' : 'end-to-end';
if (!values.unit && (await run('node', ['scripts/build.mjs'])) !== 0) process.exit(1);

const results = [];
for (let round = 1; round <= rounds; round++) {
  const quiet = await timeWork();
  startHogs();
  const busy = await timeWork();
  console.log(
    `\n▶ stress round ${round} of ${rounds}: the ${suite} suite, ${hogCount} busy processes (a process runs ` +
      `×${(busy / quiet).toFixed(1)} slower)${pageSlowdown > 1 ? `, pages' CPU ×${pageSlowdown}` : ''}`,
  );
  const started = Date.now();
  const code = values.unit
    ? await run('npx', [
        'vitest',
        'run',
        '--sequence.shuffle.files',
        '--sequence.seed',
        String(Date.now()),
        ...positionals,
      ])
    : await run('npx', ['playwright', 'test', '--trace', 'retain-on-failure', ...positionals], {
        KENJA_E2E_CPU_SLOWDOWN: String(pageSlowdown),
      });
  stopHogs();
  const seconds = Math.round((Date.now() - started) / 1000);
  const near = code === 0 && !values.unit ? nearTheirBudget() : [];
  if (near.length > 0) {
    console.log(`\n${near.length} tests took more than half their budget:`);
    for (const line of near) console.log(`  ${line}`);
  }
  const verdict =
    code !== 0 ? 'FAILED' : near.length > 0 ? `FAILED (${near.length} near their budget)` : 'passed';
  results.push(`round ${round}: ${verdict} in ${seconds} s`);
  if (verdict !== 'passed') break;
}

console.log(`\nnpm run test:stress (${suite}):`);
for (const line of results) console.log(`  ${line}`);
const passed = results.length === rounds && results.every((line) => line.includes(': passed in'));
console.log(passed ? `  ${rounds} rounds in a row passed` : '  stopped at the first failing round');
process.exitCode = passed ? 0 : 1;
