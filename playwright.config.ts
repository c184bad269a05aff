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
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
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
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/idp.mjs',
      url: `http://127.0.0.1:${idpPort}/.well-known/openid-configuration`,
      env: { IDP_PORT: String(idpPort) },
      reuseExistingServer: false,
      timeout: 30_000,
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
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
