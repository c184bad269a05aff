// `npm run test:stress`: the end-to-end suite on a deliberately slow machine, several rounds in a row, to find the
// tests that pass only when the machine is fast before CI finds them. Machines of CI's kind differ by 3–5× from one
// run to the next; a test that needs more than half its budget here will fail there some day.
//
//   npm run test:stress                      3 rounds of the end-to-end suite, pages' CPU ×4, the machine's cores busy
//   npm run test:stress -- --rounds 5 --slowdown 6 e2e/checkout.spec.ts
//   npm run test:stress -- --unit            the unit and server suite instead, files in a new random order each round
//
// The slow machine is made of two parts: Chrome's own CPU throttling (CDP Emulation.setCPUThrottlingRate) on every
// page the tests open (e2e/support/test.ts), and one busy process per core at the same priority as everything else,
// so the server, the test runner and the browser share the CPU with them. Stops at the first failing round; a
// failing end-to-end test keeps its trace in test-results/ (npx playwright show-trace <file>).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    slowdown: { type: 'string', default: '4' },
    hogs: { type: 'string', default: String(availableParallelism()) },
    unit: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const slowdown = Number(values.slowdown);
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

/** Busy processes, one per core: everything else gets a share of the CPU as on a smaller, busier machine. */
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

const suite = values.unit ? 'unit and server' : 'end-to-end';
if (!values.unit && (await run('node', ['scripts/build.mjs'])) !== 0) process.exit(1);

const results = [];
for (let round = 1; round <= rounds; round++) {
  const quiet = await timeWork();
  startHogs();
  const busy = await timeWork();
  console.log(
    `\n▶ stress round ${round} of ${rounds}: the ${suite} suite, ${hogCount} busy processes (a process runs ` +
      `×${(busy / quiet).toFixed(1)} slower)${values.unit ? '' : `, pages' CPU ×${slowdown}`}`,
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
        KENJA_E2E_CPU_SLOWDOWN: String(slowdown),
      });
  stopHogs();
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push(`round ${round}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (code !== 0) break;
}

console.log(`\nnpm run test:stress (${suite}):`);
for (const line of results) console.log(`  ${line}`);
const passed = results.length === rounds && results.every((line) => line.includes('passed'));
console.log(passed ? `  ${rounds} rounds in a row passed` : '  stopped at the first failing round');
process.exitCode = passed ? 0 : 1;
