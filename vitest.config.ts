import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'src/common/**/*.test.ts', 'scripts/**/*.test.ts'];
// Budgets: a test should finish in well under half of its budget on a machine 4× slower than this kind's usual one
// (CI's machines differ that much). The slowest server tests take ~5 s here, the slowest client tests ~2 s; the
// few heavier ones (thousands of replayed operations) set their own budget and say why.
const server = {
  // Each server test file opens its own database (a copy of one migrated once per run: global-setup.ts).
  testTimeout: 60_000,
  hookTimeout: 60_000,
  globalSetup: ['src/server/test/global-setup.ts'],
};

/**
 * KENJA_TESTS_CLOCK_SHIFT=+1826d runs the embedded-database server tests and the client tests with the machine's clock
 * moved that far (libfaketime in their worker processes), and the PostgreSQL ones on the real clock: CI's `npm test`
 * proves both dates in one run (ADR 0036). The variable is CI's; without it every project runs on the real clock.
 */
function shiftedClock(): Record<string, string> {
  const shift = process.env.KENJA_TESTS_CLOCK_SHIFT;
  if (!shift) return {};
  const library = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
    .map((arch) => `/usr/lib/${arch}/faketime/libfaketime.so.1`)
    .find((path) => existsSync(path));
  if (!library) throw new Error('KENJA_TESTS_CLOCK_SHIFT needs libfaketime: apt-get install faketime');
  return { LD_PRELOAD: library, FAKETIME: shift };
}
const movedClock = shiftedClock();

/** With TEST_DATABASE_URL set, the server tests run a second time against that PostgreSQL server. */
const postgresProject: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: serverTests.filter((glob) => glob.startsWith('src/server')),
          env: { KENJA_TEST_DATABASE: 'postgres' },
          ...server,
        },
      },
    ]
  : [];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one core to its own process, which on a 2-core machine means one test file at a
    // time; its own process is nearly idle, so every core runs a test file.
    maxWorkers: availableParallelism(),
    // Test files share their worker's modules instead of loading them anew: that was half of the run's time (the
    // server's modules, jsdom and React for each of ~250 files). No test mocks a module; each test file opens its
    // own database; the client's setup.ts resets the DOM, timers, mocks, globals and storage after every test.
    // `npm run test:stress -- --unit` runs the files in shuffled orders to catch one that leans on another.
    isolate: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-reports/vitest.json' }, // for npm run test:slowest
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: serverTests,
          env: movedClock,
          ...server,
        },
      },
      ...postgresProject,
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          env: movedClock,
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
