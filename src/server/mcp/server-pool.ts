import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListToolsRequestSchema, type ListToolsResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * MCP servers to answer requests with, one request each at a time. A transport in stateless mode serves one
 * request, but the server behind it — its tools registered, their schemas converted — can be connected to the
 * next one: building a server costs more than most tool calls (0.7 ms against 0.2 ms measured). The tool list
 * never changes, so it is converted to JSON Schema once and every server answers `tools/list` from that.
 */
export function createServerPool(build: () => McpServer) {
  const idle: McpServer[] = [];
  let toolList: Promise<ListToolsResult> | undefined;

  /** The tool list as a client receives it, read once through an in-memory connection. */
  async function listTools(): Promise<ListToolsResult> {
    const server = build();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 'kenja-tool-list', version: '1.0.0' });
    await client.connect(clientSide);
    try {
      return await client.listTools();
    } finally {
      await client.close();
      await server.close();
    }
  }

  return {
    async acquire(): Promise<McpServer> {
      const list = await (toolList ??= listTools());
      const reused = idle.pop();
      if (reused) return reused;
      const server = build();
      server.server.setRequestHandler(ListToolsRequestSchema, () => list);
      return server;
    },
    /** Back to the pool once its transport is closed. */
    async release(server: McpServer) {
      await server.close();
      idle.push(server);
    },
  };
}
