/**
 * Access tokens: what an assistant connects with — personal ones made on the Connect page, and the verifier of every
 * bearer /mcp is called with (personal or OAuth).
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { createAccessTokens, type AccessTokens } from './access-tokens';
export { accessTokenRoutes } from './routes';
export {
  ACCESS_TOKEN_PREFIX,
  KENJA_SECRET_PREFIX,
  OAUTH_ACCESS_TOKEN_PREFIX,
  OAUTH_REFRESH_TOKEN_PREFIX,
  hashAccessToken,
} from './token-verifier';
