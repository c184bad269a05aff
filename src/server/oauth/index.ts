/**
 * OAuth 2.1 for the MCP resource (issue 22): reading Client ID Metadata Documents safely (public addresses only,
 * no redirects, a deadline, a size limit, a bounded cache). The authorization server that will use it is not built
 * yet: nothing routes here, and /mcp still takes only pasted access tokens.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export {
  ClientMetadataError,
  createClientMetadataReader,
  isAcceptableRedirectUri,
  isClientMetadataUrl,
  type ClientMetadata,
} from './client-metadata';
export { isPublicAddress, publicOnlyLookup } from './public-address';
