/**
 * The MCP server at /mcp: bearer-token authentication and the four tools over the services below it.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { SERVER_ERROR } from './json-rpc-codes';
export { isMcpRequest, mcpRoutes, rpcError } from './routes';
export { describeMcpServer, type McpServerDescription } from './describe';
export { MCP_SERVER_INFO } from './mcp-server';
export type { McpServices } from './mcp-services';
