import { endpointFor } from '../http/endpoint';

/** Declares the discovery endpoints, which anyone may call. */
const publicDiscoveryEndpoint = endpointFor({ access: 'public', tag: 'MCP' });

const cardSummary =
  'The MCP server card (draft SEP-2127): name, version, the /mcp remote with its protocol revisions, and in ' +
  '`_meta` how to sign in and the tools, prompts and resources /mcp lists';
const cardDescription =
  'Derived from the MCP server itself, so it says what /mcp serves. `application/mcp-server-card+json` when the ' +
  'Accept header asks for it, else `application/json`. Any origin may read it; cached an hour, with an ETag ' +
  '(`If-None-Match` → 304).';

/** The declarations of the discovery endpoints (discovery/routes.ts registers each with its own). */
export const DISCOVERY_ENDPOINTS = {
  card: () => publicDiscoveryEndpoint({ summary: cardSummary, description: cardDescription, status: 200 }),
  cardAtWellKnown: () =>
    publicDiscoveryEndpoint({
      summary: 'The same server card at the .well-known address the draft first gave it',
      description: cardDescription,
      status: 200,
    }),
  cardPreflight: () =>
    publicDiscoveryEndpoint({
      summary: 'CORS preflight of the server card: any origin may read it, with If-None-Match',
      status: 204,
    }),
  registryAuth: () =>
    publicDiscoveryEndpoint({
      summary:
        'The MCP Registry’s HTTP proof of this domain: `v=MCPv1; k=ed25519; p=<public key>` (text/plain)',
      description:
        'What `mcp-publisher login http` has the registry check before it publishes under this domain’s ' +
        'reverse-DNS namespace. 404 unless KENJA_MCP_REGISTRY_PUBLIC_KEY is set.',
      status: 200,
      responseMediaType: 'text/plain',
      errors: [404],
    }),
};
