import { INVALID_PARAMS, INVALID_REQUEST } from './json-rpc-codes';

/**
 * What the MCP specification names for messages the SDK would otherwise answer loosely (issue 22, item 3). Each
 * returns the JSON-RPC error to send, or null to let the message through.
 */

/** The first protocol revision without JSON-RPC batches. */
const BATCHES_REMOVED_IN = '2025-06-18';

export interface ProtocolRefusal {
  status: 200 | 400;
  id: string | number | null;
  code: number;
  message: string;
}

interface RpcMessage {
  id?: string | number | null;
  method?: unknown;
  params?: { name?: unknown; protocolVersion?: unknown };
}

const isMessage = (value: unknown): value is RpcMessage => typeof value === 'object' && value !== null;

/**
 * A batch on a revision that removed batches (2025-06-18 on): the version the client speaks is its
 * MCP-Protocol-Version header, or what an `initialize` inside the batch asks for. Without either, the client speaks
 * 2025-03-26 (the specification's assumption), which had batches.
 */
export function refuseBatch(body: unknown, versionHeader: string | undefined): ProtocolRefusal | null {
  if (!Array.isArray(body)) return null;
  const initialize = body.find((message) => isMessage(message) && message.method === 'initialize') as
    RpcMessage | undefined;
  const asked = initialize?.params?.protocolVersion;
  const version = versionHeader || (typeof asked === 'string' ? asked : '');
  if (initialize || (version && version >= BATCHES_REMOVED_IN)) {
    return {
      status: 400,
      id: null,
      code: INVALID_REQUEST,
      message: initialize
        ? 'initialize cannot be sent in a JSON-RPC batch'
        : `JSON-RPC batches are not part of protocol version ${version}: send one message per request`,
    };
  }
  return null;
}

/** A call of a tool this server does not have: the specification's -32602, not a tool result. */
export function refuseUnknownTool(body: unknown, tools: ReadonlySet<string>): ProtocolRefusal | null {
  if (!isMessage(body) || Array.isArray(body) || body.method !== 'tools/call') return null;
  const name = body.params?.name;
  if (typeof name === 'string' && tools.has(name)) return null;
  return {
    status: 200,
    id: body.id ?? null,
    code: INVALID_PARAMS,
    message: `Unknown tool: ${typeof name === 'string' ? name : '(none named)'}`,
  };
}
