import {
  InMemoryTransport,
  LATEST_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
  type AuthInfo,
  type Implementation,
  type InitializeResult,
  type JSONRPCMessage,
  type McpServer,
  type Prompt,
  type Resource,
  type ResourceTemplateType,
  type Tool,
} from '@modelcontextprotocol/server';
import { MCP_RESULT_TOKENS_DEFAULT } from '../../common/limits';
import { FIRST_MODERN_REVISION } from './era';
import { createMcpServer } from './mcp-server';
import type { McpServices } from './mcp-services';

/**
 * What /mcp serves anyone who connects: who the server says it is, the protocol revisions the endpoint speaks, and
 * what it lists to a caller who may read no pack — its tools, prompts, resource templates, and the resources every
 * caller is listed (none of anyone's packs).
 */
export interface McpServerDescription {
  serverInfo: Implementation;
  /** Newest first: the 2026 era's revision, then those the SDK serves 2025-era clients (ADR 0029). */
  protocolVersions: string[];
  tools: Tool[];
  prompts: Prompt[];
  resources: Resource[];
  resourceTemplates: ResourceTemplateType[];
}

/**
 * A caller who may read no pack. Listing resources asks for the caller's readable packs (each pack is a resource);
 * such a caller has none, so what is listed is what every caller is listed. Nothing else is asked of the services
 * to list, and this caller can do nothing else: the server it talks to is never connected to a request.
 */
const NO_READER: AuthInfo = {
  token: '',
  clientId: 'server-card',
  scopes: [],
  extra: { caller: { principal: { tokenId: 'server-card', scope: new Set(), scopes: new Set() } } },
};

function readingNothing(services: McpServices): McpServices {
  return { ...services, reading: { ...services.reading, readablePacks: () => Promise.resolve([]) } };
}

/** A JSON-RPC client of one server in this process: each request answered before the caller goes on. */
async function inProcessClient(server: McpServer) {
  const [client, end] = InMemoryTransport.createLinkedPair();
  const waiting = new Map<number, (message: JSONRPCMessage) => void>();
  client.onmessage = (message) => {
    if ('id' in message && typeof message.id === 'number') waiting.get(message.id)?.(message);
  };
  await server.connect(end);
  await client.start();
  let lastId = 0;
  return {
    async request<T>(method: string, params?: Record<string, unknown>): Promise<T> {
      const id = ++lastId;
      const answered = new Promise<JSONRPCMessage>((resolve) => waiting.set(id, resolve));
      await client.send(
        { jsonrpc: '2.0', id, method, ...(params ? { params } : {}) },
        { authInfo: NO_READER },
      );
      const answer = await answered;
      waiting.delete(id);
      if ('error' in answer) throw new Error(`${method} failed: ${answer.error.message}`);
      if (!('result' in answer)) throw new Error(`${method} was not answered`);
      return answer.result as T;
    },
    notify: (method: string) => client.send({ jsonrpc: '2.0', method }),
    close: () => client.close(),
  };
}

type Client = Awaited<ReturnType<typeof inProcessClient>>;

/** Every page of a list. */
async function listAll<T>(client: Client, method: string, key: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.request<Record<string, unknown>>(method, cursor ? { cursor } : undefined);
    items.push(...(page[key] as T[]));
    cursor = typeof page.nextCursor === 'string' ? page.nextCursor : undefined;
  } while (cursor);
  return items;
}

/**
 * Describes /mcp by asking a server built as the endpoint builds its own (`createMcpServer`) over the protocol,
 * never from a list kept beside it: a tool, prompt or resource added to the server is in the description at once.
 * It only changes with a deploy, so callers keep it.
 */
export async function describeMcpServer(services: McpServices): Promise<McpServerDescription> {
  const server = createMcpServer({ services: readingNothing(services), budget: MCP_RESULT_TOKENS_DEFAULT });
  const client = await inProcessClient(server);
  try {
    const { serverInfo } = await client.request<InitializeResult>('initialize', {
      protocolVersion: LATEST_PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'kenja-server-card', version: '1.0.0' },
    });
    await client.notify('notifications/initialized');
    return {
      serverInfo,
      protocolVersions: [FIRST_MODERN_REVISION, ...SUPPORTED_PROTOCOL_VERSIONS],
      tools: await listAll<Tool>(client, 'tools/list', 'tools'),
      prompts: await listAll<Prompt>(client, 'prompts/list', 'prompts'),
      resources: await listAll<Resource>(client, 'resources/list', 'resources'),
      resourceTemplates: await listAll<ResourceTemplateType>(
        client,
        'resources/templates/list',
        'resourceTemplates',
      ),
    };
  } finally {
    await client.close();
    await server.close();
  }
}
