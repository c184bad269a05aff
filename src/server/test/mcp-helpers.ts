import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AccessTokenCreated } from '../../common/contracts/access';
import type { TestBrowser } from './test-browser';

/** A token made through the API, as the Connect page makes it. */
export async function createToken(browser: TestBrowser, body: Record<string, unknown> = {}) {
  const res = await browser.fetch('/api/access-tokens', {
    method: 'POST',
    json: { name: 'Laptop', ...body },
  });
  if (res.status !== 201) throw new Error(`create token: ${res.status} ${await res.text()}`);
  return (await res.json()) as AccessTokenCreated;
}

/** The MCP SDK's own client over Streamable HTTP, connected (initialised) with the token. */
export async function mcpClient(
  baseUrl: string,
  token: string,
): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name: 'kenja-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

/** The v2 SDK's client pinned to the 2026-07-28 revision (server/discover, no initialize), with the token. */
export async function modernMcpClient(baseUrl: string, token: string): Promise<ModernClient> {
  const client = new ModernClient(
    { name: 'kenja-2026', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  await client.connect(
    new ModernTransport(new URL('/mcp', baseUrl), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

/** A raw JSON-RPC POST, for what the SDK client would never send. */
export function rpc(baseUrl: string, body: unknown, headers: Record<string, string> = {}, path = '/mcp') {
  return fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A tool result's text block, as the model reads it. */
export const text = (result: unknown) =>
  ((result as CallToolResult).content[0] as { type: 'text'; text: string } | undefined)?.text ?? '';

/** A tool result's structured content, as a client program reads it. */
export const structured = <T>(result: unknown) => (result as CallToolResult).structuredContent as T;
