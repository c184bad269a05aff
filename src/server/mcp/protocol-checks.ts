import { ASK_SCOPE, READ_SCOPE, type OAuthScope } from '../../common/contracts/oauth';
import type { BearerPrincipal } from '../http/context';
import { bearerChallenge } from '../oauth';
import { INVALID_PARAMS, INVALID_REQUEST, SERVER_ERROR } from './json-rpc-codes';

/**
 * What the MCP specification names for messages the SDK would otherwise answer loosely (issue 22, item 3). Each
 * returns the JSON-RPC error to send, or null to let the message through.
 */

/** The most messages one batch may carry (2025-03-26 clients; later revisions have no batches). */
export const BATCH_MAX = 10;
/** The first protocol revision without JSON-RPC batches. */
const BATCHES_REMOVED_IN = '2025-06-18';

export interface ProtocolRefusal {
  status: 200 | 400 | 403;
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
  // One request counts once against the rate limit: a batch may not carry more than a few calls in it.
  if (body.length > BATCH_MAX) {
    return {
      status: 400,
      id: null,
      code: INVALID_REQUEST,
      message: `A JSON-RPC batch may hold at most ${BATCH_MAX} messages`,
    };
  }
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

/**
 * An assistant allowed less than this message needs: 403 with the challenge naming the scopes to ask the person
 * for (MCP authorization, "Scope Challenge Handling": step-up). Personal tokens may do everything.
 */
export function refuseWithoutScope(
  body: unknown,
  principal: BearerPrincipal,
  /** Where the challenge sends the client; worked out only for a refusal. */
  publicUrl: () => URL,
): { refusal: ProtocolRefusal; challenge: string } | null {
  if (!principal.scopes) return null;
  const granted = principal.scopes;
  // Every message of a batch (2025-03-26 clients may send one) is held to the same scopes.
  const messages = Array.isArray(body) ? (body as unknown[]) : [body];
  const needed = messages.map(scopeNeeded).find((scope) => scope !== null && !granted.has(scope));
  if (!needed) return null;
  return {
    challenge: bearerChallenge(publicUrl(), {
      code: 'insufficient_scope',
      description: `This needs the ${needed} scope`,
    }),
    refusal: {
      status: 403,
      id: isMessage(body) && !Array.isArray(body) ? (body.id ?? null) : null,
      code: SERVER_ERROR,
      message: `The assistant was not allowed to do this (it needs ${needed}): connect it again and allow it`,
    },
  };
}

/**
 * The scope a message needs from an OAuth-connected assistant: asking for a grounded answer needs `packs:ask`;
 * every other tool, resource or prompt reads packs (`packs:read`); the handshake and listings need none.
 */
export function scopeNeeded(body: unknown): OAuthScope | null {
  if (!isMessage(body) || Array.isArray(body) || typeof body.method !== 'string') return null;
  if (body.method === 'tools/call') return body.params?.name === 'ask' ? ASK_SCOPE : READ_SCOPE;
  if (body.method === 'resources/read' || body.method === 'prompts/get') return READ_SCOPE;
  return null;
}
