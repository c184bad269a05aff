import { specTypeSchemas } from '@modelcontextprotocol/server';
import { ZodType } from 'zod';
import { endpoint, endpointFor } from '../http/endpoint';

/** Declares the MCP endpoints here that anyone may call. */
const publicMCPEndpoint = endpointFor({ access: 'public', tag: 'MCP' });

/** The SDK types its spec schemas as Standard Schema; they are zod underneath, which the description needs. */
function zodSchema(schema: unknown): ZodType {
  if (!(schema instanceof ZodType)) throw new Error('The MCP SDK no longer builds its spec schemas with zod');
  return schema;
}

const mcpNotAllowed =
  'The server is stateless: there is no server-initiated stream or session to end. 405 with `Allow: POST, ' +
  'OPTIONS`, as a JSON-RPC error.';

/**
 * The declarations of `/mcp`, by method (mcp/routes.ts registers each with its own). The POST's JSON-RPC body is
 * read by the route, which answers a bad one with JSON-RPC's parse error: described, never read by `endpoint`.
 */
export const MCP_ENDPOINTS = {
  post: () =>
    endpoint({
      tag: 'MCP',
      access: 'token',
      summary:
        'A JSON-RPC message of the Model Context Protocol (revisions 2026-07-28 and 2025-11-25): tools, resources, prompts…',
      description:
        'Streamable HTTP, stateless, both protocol eras: 2025-era clients initialize, 2026-07-28 clients call ' +
        'server/discover and send Mcp-Method / Mcp-Name. Every request carries `Authorization: Bearer <token>` (a ' +
        'personal access token from POST /api/access-tokens, or an OAuth access token from /oauth/token; never in ' +
        'the URL: 400) and is answered as JSON. The tools search and answer from ' +
        'the packs the token may read, under the same policies as the HTTP API. Refusals are JSON-RPC errors: 401 ' +
        'with a WWW-Authenticate challenge for a missing, revoked or expired token, 403 for a foreign Origin or ' +
        'Host, 400 for a body that is not JSON or a batch on protocol 2025-06-18 and later; a call of an unknown ' +
        'tool is error -32602.',
      describedBody: zodSchema(specTypeSchemas.JSONRPCMessage),
      status: 200,
      response: zodSchema(specTypeSchemas.JSONRPCResponse),
      errors: [400, 401, 403, 413, 429],
    }),
  get: () =>
    publicMCPEndpoint({
      summary:
        'In a browser, the page explaining how to connect an assistant; an MCP client’s event stream: 405',
      description: mcpNotAllowed,
      status: 200,
      responseMediaType: 'text/html',
      errors: [405],
    }),
  delete: () =>
    publicMCPEndpoint({
      summary: 'End an MCP session: there are none, so always 405',
      description: mcpNotAllowed,
      status: 405,
    }),
  options: () =>
    publicMCPEndpoint({
      summary:
        'What /mcp allows: 204 with `Allow: POST, OPTIONS`, and a CORS preflight grant for Kenja’s origin and KENJA_MCP_ALLOWED_ORIGINS',
      status: 204,
    }),
};
