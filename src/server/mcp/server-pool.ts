import {
  WebStandardStreamableHTTPServerTransport,
  type ListToolsResult,
  type McpServer,
} from '@modelcontextprotocol/server';

export type ProtocolEra = 'legacy' | 'modern';

/** The 2025-era headers of the one in-process request that reads the tool list. */
const LEGACY_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-11-25',
};

/** The tool list as a 2025-era client receives it, read once through a stateless transport in this process. */
async function legacyToolList(server: McpServer): Promise<ListToolsResult> {
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const body = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const request = new Request('http://kenja.internal/mcp', {
      method: 'POST',
      headers: LEGACY_HEADERS,
      body: JSON.stringify(body),
    });
    const response = await transport.handleRequest(request, { parsedBody: body });
    const answer = (await response.json()) as { result?: ListToolsResult };
    if (!answer.result) throw new Error(`tools/list answered ${response.status}`);
    return answer.result;
  } finally {
    await server.close();
  }
}

/**
 * MCP servers to answer requests with, one request each at a time, kept per protocol era. A transport serves one
 * request, but the server behind it — its tools registered — can serve the next one: building a server costs more
 * than most tool calls. The SDK refuses only a server still connected, so a server goes back to the pool once its
 * exchange is over.
 *
 * The tool list never changes, yet the SDK converts every schema to JSON Schema on every `tools/list` (1.75 ms
 * against 0.7 ms served from memory, measured): 2025-era servers answer it from one conversion. The 2026-era path
 * keeps the SDK's own handler, whose result its era's encoder completes (cache hints).
 */
export function createServerPool(buildServer: () => McpServer) {
  const build = () => closingQuietly(buildServer());
  const idle: Record<ProtocolEra, McpServer[]> = { legacy: [], modern: [] };
  let toolList: Promise<ListToolsResult> | undefined;
  return {
    /** A 2025-era server: its tool list from memory. */
    async acquire(): Promise<McpServer> {
      const list = idle.legacy;
      const free = list.findIndex((server) => !server.isConnected());
      if (free >= 0) return list.splice(free, 1)[0] as McpServer;
      const server = build();
      const tools = await (toolList ??= legacyToolList(build()));
      server.server.setRequestHandler('tools/list', () => tools);
      return server;
    },
    /** Synchronous, for the SDK's factory: a 2026-era server never waits for the tool list. */
    acquireModern(): McpServer {
      const list = idle.modern;
      const free = list.findIndex((server) => !server.isConnected());
      return free >= 0 ? (list.splice(free, 1)[0] as McpServer) : build();
    },
    release(era: ProtocolEra, server: McpServer) {
      idle[era].push(server);
    },
  };
}

/**
 * A server whose exchanges end without a stack trace. When a transport closes, the SDK's `_onclose` (the hook its
 * documentation lets subclasses extend) builds a "Connection closed" error for requests still waiting on it — none
 * are, once an answer is made — and capturing that error's stack cost more than the rest of closing: about 35 µs
 * of every MCP request under load, in both eras (measured: ADR 0031). The hook is synchronous, so the stack limit
 * is lowered for exactly its stretch, never across an await.
 */
function closingQuietly(server: McpServer): McpServer {
  const protocol = server.server as unknown as { _onclose(): void };
  const onclose = protocol._onclose.bind(protocol);
  protocol._onclose = () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      onclose();
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
  return server;
}
