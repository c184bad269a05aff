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
