/** The servers the end-to-end tests run against (started by playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
/** Kenja with the development sign-in, seeded with the demo packs. */
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A local OpenID Connect provider standing in for Google (e2e/idp.mjs). */
export const IDP_PORT = E2E_PORT + 1;
/** A second Kenja configured for Google sign-in against that provider. */
export const GOOGLE_SIGN_IN_URL = `http://127.0.0.1:${E2E_PORT + 2}`;
