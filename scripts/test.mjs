// `npm test`: every check, in the order that fails fastest — type check and lint (side by side: each takes one
// core), the unit and server tests, the build and the end-to-end tests — stopping at the first failure, then the
// time each phase took. Each test suite also writes its report to test-reports/ (`npm run test:slowest` reads them).
import { spawn } from 'node:child_process';

/** One command; its output goes straight through, or is kept and printed when it ends (`quiet`). */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve(code === 0 ? 0 : (code ?? (signal ? 1 : 0)));
    });
  });
}

function npmRun(script) {
  return ['npm', ['run', '--silent', script]];
}

/** Commands run at once, each printed as a block when it ends; the first non-zero exit code, or 0. */
async function together(...commands) {
  const codes = await Promise.all(commands.map(([command, args]) => run(command, args, { quiet: true })));
  return codes.find((code) => code !== 0) ?? 0;
}

// Each phase is a package script, so `npm run <script>` runs the same thing alone.
const PHASES = [
  ['type check and lint', () => together(npmRun('typecheck'), npmRun('lint'))],
  ['unit and server tests', () => run(...npmRun('test:unit'))],
  ['build and end-to-end tests', () => run(...npmRun('test:e2e'))],
];

const started = Date.now();
const results = [];
let failed = false;
for (const [name, phase] of PHASES) {
  if (failed) {
    results.push([name, 'not run']);
    continue;
  }
  console.log(`\n▶ ${name}`);
  const phaseStarted = Date.now();
  const code = await phase();
  const seconds = Math.round((Date.now() - phaseStarted) / 1000);
  failed = code !== 0;
  results.push([name, `${failed ? 'FAILED' : 'passed'} in ${seconds} s`]);
}

const width = Math.max(...results.map(([name]) => name.length));
console.log('\nnpm test, phase by phase:');
for (const [name, result] of results) console.log(`  ${name.padEnd(width)}  ${result}`);
console.log(`  ${'total'.padEnd(width)}  ${Math.round((Date.now() - started) / 1000)} s`);
if (!failed) console.log('The slowest tests of this run: npm run test:slowest');
process.exitCode = failed ? 1 : 0;
