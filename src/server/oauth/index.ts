/**
 * OAuth 2.1 for the MCP resource (issue 22): Kenja is the authorization server for `/mcp`. Clients are known by a
 * Client ID Metadata Document (fetched safely) or register themselves; a person consents on /oauth/authorize; the
 * token endpoint issues short-lived access tokens bound to `/mcp` and rotating refresh tokens; each grant is a
 * connection the Connect page lists and disconnects. Tokens are verified with personal ones (tokens/).
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { createAuthorization, type Authorization } from './authorization';
export { createClientMetadataReader, type ClientMetadata } from './client-metadata';
export { createOAuthClients, type OAuthClients } from './clients';
export { createGrants, type Grants } from './grants';
export { bearerChallenge, issuerOf, mcpResource, otherResource, type McpResource } from './metadata';
export { isOAuthEndpoint, oauthApiRoutes, oauthEndpoints, oauthRefusal } from './routes';
export { budgetOf, budgetStates, spendMonth } from './budgets';
export { resourceMetadataUrlOf } from './metadata';
