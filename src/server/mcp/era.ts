import { classifyInboundRequest, PROTOCOL_VERSION_META_KEY } from '@modelcontextprotocol/server';

/** The first protocol revision of the 2026 era (the SDK's `isModernProtocolVersion`: this one and later). */
export const FIRST_MODERN_REVISION = '2026-07-28';

/** A JSON object (not an array, not null). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A 2025-era request, told at a glance: a JSON-RPC request whose params carry no 2026 envelope (no protocol version
 * in `_meta`), sent without a 2026 MCP-Protocol-Version header. The SDK's `isLegacyRequest` says the same of such a
 * message, but only after checking it against the JSON-RPC response shapes first, each check failing with issue
 * objects (14 µs against 0.13 µs, ADR 0031). Anything else — notifications, responses, batches, any message
 * naming the 2026 era — is left to the SDK's classification.
 */
export function plainlyLegacy(message: unknown, versionHeader: string | null): boolean {
  if (!isPlainObject(message) || message.jsonrpc !== '2.0' || typeof message.method !== 'string')
    return false;
  if (typeof message.id !== 'string' && typeof message.id !== 'number') return false;
  const version = versionHeader?.trim();
  if (version !== undefined && version >= FIRST_MODERN_REVISION) return false;
  if (message.params === undefined) return true;
  if (!isPlainObject(message.params)) return false;
  const meta = message.params._meta;
  return !(isPlainObject(meta) && PROTOCOL_VERSION_META_KEY in meta);
}

/**
 * A 2026-era request, told at a glance: a JSON-RPC request (not `initialize`, no response members) whose params
 * carry the envelope claim (a protocol version in `_meta`). The SDK's `isLegacyRequest` says false of every such
 * message — its modern path answers it, or refuses it for a malformed envelope — but only after the same checks
 * against the response shapes (ADR 0031). Anything else is left to the SDK's classification.
 */
export function plainlyModern(message: unknown): boolean {
  if (!isPlainObject(message) || message.jsonrpc !== '2.0' || typeof message.method !== 'string')
    return false;
  if (message.method === 'initialize' || 'result' in message || 'error' in message) return false;
  if (typeof message.id !== 'string' && typeof message.id !== 'number') return false;
  if (!isPlainObject(message.params)) return false;
  const meta = message.params._meta;
  return isPlainObject(meta) && PROTOCOL_VERSION_META_KEY in meta;
}

/** How many envelopes `modernEnvelopes` remembers; clients send few (one per client version), so this is generous. */
const ENVELOPES_REMEMBERED = 512;

/**
 * Whether the SDK's classification takes a 2026-era `tools/call` of tool `name` carrying the envelope `meta` as a
 * 2026-era request, when its headers say exactly what its body says (the caller checks that, and that the message is
 * `plainlyModern`, with an integer or string id). The SDK's `classifyInboundRequest` checks the whole message against
 * the JSON-RPC response and request schemas and the envelope against the era's — 37 µs of a search at 50 clients,
 * and the garbage of the parses that fail — while an assistant sends the same envelope with every call: each
 * envelope is classified once, on a message carrying nothing else.
 */
export function modernEnvelopes() {
  const classified = new Map<string, boolean>();
  return (name: string, meta: Record<string, unknown>): boolean => {
    const key = `${name}\u0000${JSON.stringify(meta)}`;
    let modern = classified.get(key);
    if (modern === undefined) {
      const method = 'tools/call';
      modern =
        classifyInboundRequest({
          httpMethod: 'POST',
          protocolVersionHeader: FIRST_MODERN_REVISION,
          mcpMethodHeader: method,
          mcpNameHeader: name,
          body: { jsonrpc: '2.0', id: 0, method, params: { name, _meta: meta } },
        }).kind === 'modern';
      if (classified.size >= ENVELOPES_REMEMBERED) classified.clear();
      classified.set(key, modern);
    }
    return modern;
  };
}
