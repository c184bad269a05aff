import type { SignedInClient } from './session';

/** An MCP `tools/call search` as an assistant sends it: stateless JSON-RPC over Streamable HTTP, bearer token. */
export function mcpSearch(baseUrl: string, token: string, packId: string, query: string): Promise<Response> {
  return fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search', arguments: { query, pack_ids: [packId], k: 5 } },
    }),
  });
}

/** A personal access token of the signed-in person, for an assistant. */
export async function accessToken(client: { call: SignedInClient['call'] }, name: string): Promise<string> {
  const res = await client.call('/api/access-tokens', { method: 'POST', json: { name } });
  if (!res.ok) throw new Error(`creating a token answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
