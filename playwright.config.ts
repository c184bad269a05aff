import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium';
import {
  BASE_URL as baseURL,
  E2E_PORT as port,
  GOOGLE_SIGN_IN_URL,
  IDP_PORT as idpPort,
} from './e2e/support/servers';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // A test's budget: a fresh browser, a sign-in, a page or two and an accessibility check take 2–5 s here and up
  // to 20 s on a machine 4× slower (CI's machines differ that much), still under a third of this. The few longer
  // journeys set their own budget and say why. `npm run test:stress` checks the suite on such a slow machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]], // json: npm run test:slowest
  use: {
    baseURL,
    locale: 'en-US',
    // Recording a trace of every test cost a quarter of the suite's time. To see a failure step by step, run the
    // spec again with --trace retain-on-failure (npm run test:stress does).
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The built server on a temporary embedded database, seeded with the demo packs like a first `npm start`.
      command: 'node e2e/serve.mjs',
      url: `${baseURL}/api/health`,
      env: { PORT: String(port), PUBLIC_URL: baseURL },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/idp.mjs',
      url: `http://127.0.0.1:${idpPort}/.well-known/openid-configuration`,
      env: { IDP_PORT: String(idpPort) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/serve.mjs',
      url: `${GOOGLE_SIGN_IN_URL}/api/health`,
      env: {
        PORT: new URL(GOOGLE_SIGN_IN_URL).port,
        PUBLIC_URL: GOOGLE_SIGN_IN_URL,
        OIDC_ISSUER: `http://127.0.0.1:${idpPort}`,
        GOOGLE_CLIENT_ID: 'kenja-e2e',
        GOOGLE_CLIENT_SECRET: 'kenja-e2e-secret',
        KENJA_SEED_DEMO: 'false',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
