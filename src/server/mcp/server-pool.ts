import type { McpServer } from '@modelcontextprotocol/server';

export type ProtocolEra = 'legacy' | 'modern';

/**
 * MCP servers to answer requests with, one request each at a time, kept per protocol era. A transport serves one
 * request, but the server behind it — its tools registered, their schemas converted — can serve the next one:
 * building a server costs more than most tool calls. The SDK refuses only a server still connected, so a server
 * goes back to the pool once its exchange is over.
 */
export function createServerPool(build: () => McpServer) {
  const idle: Record<ProtocolEra, McpServer[]> = { legacy: [], modern: [] };
  return {
    acquire(era: ProtocolEra): McpServer {
      const list = idle[era];
      const free = list.findIndex((server) => !server.isConnected());
      if (free >= 0) return list.splice(free, 1)[0] as McpServer;
      return build();
    },
    release(era: ProtocolEra, server: McpServer) {
      idle[era].push(server);
    },
  };
}
