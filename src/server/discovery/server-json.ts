import type { Implementation } from '@modelcontextprotocol/server';
import { MCP_SERVER_INFO } from '../mcp';
import { listingOf } from './listing';

/** The registry's schema this document follows (vendored in schemas/, which says where from). */
export const SERVER_JSON_SCHEMA =
  'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

/**
 * The `server.json` an operator publishes to the official MCP Registry (`mcp-publisher publish`): this Kenja's MCP
 * endpoint as a remote (Streamable HTTP), named in the namespace PUBLIC_URL's domain proves. No headers: assistants
 * learn to sign in from /mcp itself (OAuth 2.1, its 401 names the protected resource metadata). The version is the
 * one /mcp says in `serverInfo`; the registry takes each version once.
 */
export function registryServerJson(
  { publicUrl }: { publicUrl: URL },
  serverInfo: Implementation = MCP_SERVER_INFO,
) {
  const { remote, ...listing } = listingOf(publicUrl, serverInfo);
  return { $schema: SERVER_JSON_SCHEMA, ...listing, remotes: [remote] };
}
