import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// House rules: client and server never import each other (the client may import the server's *types* for the
// typed API client), both may import src/common, and a feature folder does not reach into another feature.
const noServerInClient = {
  group: ['**/server/**', '**/server/*'],
  allowTypeImports: true,
  message: 'The client talks to the server over HTTP; only type imports (AppType) are allowed.',
};
const noClientInServer = {
  // The MCP SDK's client is a library (the server's tests speak to /mcp with it), not our client code.
  group: ['**/client/**', '**/client/*', '!@modelcontextprotocol/sdk/client/*'],
  message: 'The server never imports client code.',
};
const noCommonEscape = {
  group: ['**/server/**', '**/client/**'],
  message: 'src/common is shared by both sides and imports neither.',
};

// One clock (ADR 0036): every time Kenja stores or compares comes from the app's injected `now()`. The database's
// clock never stamps a row nor enters a comparison (no column default, no `now()` in a statement), and server code
// reads the machine's clock only through src/server/clock.ts (durations use `performance.now()`).
const noDatabaseClock = [
  {
    selector: "CallExpression[callee.property.name='defaultNow']",
    message: "A column's time comes from the app's clock (ADR 0036): no defaultNow(); pass it on insert.",
  },
  {
    selector:
      'TemplateElement[value.raw=/(^|[^.\\w])(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\\s*\\(|\\b(current_timestamp|current_date|current_time|localtimestamp|localtime)\\b/i]',
    message: "A statement compares with the app's clock, passed in (ADR 0036): not the database's now().",
  },
];
const noMachineClock = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: "Read the app's clock (ADR 0036: the `now` the code was given), not new Date().",
  },
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: "Read the app's clock (ADR 0036), or performance.now() for a duration, not Date.now().",
  },
];

const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'test-reports',
      '.tmp',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noServerInClient] }],
    },
  },
  {
    // Small files and functions (issue 21): code may not grow past these; tests, data and fixtures may.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/server/test/**',
      'src/client/test/**',
      '**/fixtures/**',
      'bench/mcp/injection-set.ts',
      'bench/answers/answerability-set.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerInClient,
            {
              regex: `^(\\.\\./)+(${features.filter((f) => f !== feature).join('|')})(/|$)`,
              message:
                'A feature does not reach into another feature; move shared code to components/ or lib/.',
            },
            { regex: '^(\\.\\./)+app(/|$)', message: 'Features do not import the app shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/server/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noClientInServer] }] },
  },
  {
    files: ['src/server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noDatabaseClock] },
  },
  {
    files: ['src/server/**/*.ts', 'src/common/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/test/**', 'src/server/clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noDatabaseClock, ...noMachineClock] },
  },
  {
    // Every spec's pages are prepared alike (watched for settle, slowed under npm run test:stress).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message: "Import test and expect from './support/test', which prepares every page alike.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/common/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noCommonEscape] }] },
  },
);
