import type { SignedInClient } from './session';

/** The headers of `tools/call search` as a 2025-era assistant sends it, and one body per query (k 5). */
export function mcpSearchRequests(token: string, packId: string, queries: string[]) {
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2025-11-25',
  };
  const bodies = queries.map((query, id) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'search', arguments: { query, pack_ids: [packId], k: 5 } },
    }),
  );
  return { headers, bodies };
}

/** An MCP `tools/call search` as an assistant sends it: stateless JSON-RPC over Streamable HTTP, bearer token. */
export function mcpSearch(baseUrl: string, token: string, packId: string, query: string): Promise<Response> {
  const { headers, bodies } = mcpSearchRequests(token, packId, [query]);
  return fetch(`${baseUrl}/mcp`, { method: 'POST', headers, body: bodies[0] });
}

/** A personal access token of the signed-in person, for an assistant. */
export async function accessToken(client: { call: SignedInClient['call'] }, name: string): Promise<string> {
  const res = await client.call('/api/access-tokens', { method: 'POST', json: { name } });
  if (!res.ok) throw new Error(`creating a token answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
