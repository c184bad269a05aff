/**
 * Personal access tokens (what an assistant connects with) and the record of every query a reader makes.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { createAccessTokens, type AccessTokens } from './access-tokens';
export { WEB, createQueryRecords, type QueryRecordInput, type QueryRecords } from './query-records';
export { accessTokenRoutes, queryHistoryRoutes, readablePackRoutes, readablePacksSchema } from './routes';
export {
  ACCESS_TOKEN_PREFIX,
  KENJA_SECRET_PREFIX,
  OAUTH_ACCESS_TOKEN_PREFIX,
  OAUTH_REFRESH_TOKEN_PREFIX,
  hashAccessToken,
} from './token-verifier';
