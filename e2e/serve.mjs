// Runs the built Kenja server for the end-to-end tests on a throwaway embedded database, removed on exit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'kenja-e2e-'));
process.env.KENJA_DATA_DIR = dataDir;
// Every test browser signs in from 127.0.0.1: one address doing what a crowd would.
process.env.KENJA_RATE_LIMIT_SIGN_IN ??= '100000/1m';
process.env.KENJA_RATE_LIMIT_WRITES ??= '100000/1m';
process.env.KENJA_RATE_LIMIT_SEARCH ??= '100000/1m';
process.env.KENJA_RATE_LIMIT_ANSWERS ??= '100000/1m';
// Only what went wrong reaches the test run's output (a request that failed on the server, a crash): a failing
// test in CI then shows the server's side of it.
process.env.KENJA_LOG_LEVEL ??= 'error';
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);
await import('../dist/server/main.js');
