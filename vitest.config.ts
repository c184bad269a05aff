import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'src/common/**/*.test.ts', 'scripts/**/*.test.ts'];
// Each server test file opens its own database; PGlite start-up is the slow part.
const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

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
          ...serverTimeouts,
        },
      },
    ]
  : [];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: serverTests,
          ...serverTimeouts,
        },
      },
      ...postgresProject,
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
