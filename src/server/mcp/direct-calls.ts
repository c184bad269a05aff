import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  SERVER_INFO_META_KEY,
  type CallToolResult,
  type Implementation,
  type JSONRPCRequest,
  type JSONRPCResultResponse,
} from '@modelcontextprotocol/server';
import { guarded, type McpCaller } from './caller';
import { isPlainObject } from './era';
import type { KenjaTool } from './tools/kenja-tool';
import type { ToolContext } from './tools/shared';

/** Which era's answer a call gets: the 2026 era's carries its result type and the server's identity. */
export type CallEra = 'legacy' | 'modern';

/** What a 2025-era everyday call's params hold; the 2026 era's add the envelope. */
const LEGACY_PARAMS = new Set(['name', 'arguments']);
const MODERN_PARAMS = new Set(['name', 'arguments', '_meta']);
/** An envelope that asks for nothing besides being answered: no progress token, no log level. */
const PLAIN_ENVELOPE = new Set([
  PROTOCOL_VERSION_META_KEY,
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
]);

const onlyKeys = (value: object, allowed: ReadonlySet<string>) =>
  Object.keys(value).every((key) => allowed.has(key));

/**
 * The everyday call of a tool that needs nothing of the protocol exchange — a search, a passage, the list of packs,
 * a look at the marketplace — answered by Kenja itself, as the SDK's server would answer it: the arguments checked
 * with the tool's own input schema, the work run for the verified caller (failures as tool errors, caller.ts), the
 * structured result checked with the tool's output schema, the answer shaped for the era. The SDK's protocol layer
 * around that — the message parsed against the JSON-RPC schemas again, the era's wire schemas on the way in and
 * out, an abort signal and a request context for each call — cost a search about as much as the search (ADR 0054).
 *
 * A call not taken exactly as it comes — arguments the schema refuses, params or an envelope asking for more (a
 * progress token, a log level), a tool that reads the exchange (buy) — is left to the SDK (undefined), which answers
 * it as it always has. direct-calls.test.ts holds the two answers equal.
 */
export function directToolCalls(
  context: ToolContext,
  tools: readonly KenjaTool[],
  serverInfo: Implementation,
) {
  const served = new Map(tools.filter((tool) => !tool.readsExchange).map((tool) => [tool.name, tool]));

  async function run(tool: KenjaTool, args: unknown, caller: McpCaller): Promise<CallToolResult> {
    // Only buy may ask its person for input (InputRequiredResult), and buy reads the exchange: it is not served here.
    const result = (await guarded(tool.name, caller, () =>
      tool.body(context, args as never, caller),
    )) as CallToolResult;
    if (result.isError) return result;
    const checked = tool.config.outputSchema.safeParse(result.structuredContent);
    if (checked.success) return result;
    caller.log.error(
      { tool: tool.name, err: checked.error },
      'MCP tool result does not match its output schema',
    );
    return {
      isError: true,
      content: [{ type: 'text', text: 'Something went wrong on our side; try again in a moment.' }],
    };
  }

  /** The answer to `request` for `caller`, or undefined when the SDK should answer it. */
  return function answer(
    request: JSONRPCRequest,
    caller: McpCaller,
    era: CallEra,
  ): Promise<JSONRPCResultResponse> | undefined {
    if (request.method !== 'tools/call' || !isPlainObject(request.params)) return undefined;
    const params = request.params;
    if (!onlyKeys(params, era === 'modern' ? MODERN_PARAMS : LEGACY_PARAMS)) return undefined;
    if (era === 'modern' && !(isPlainObject(params._meta) && onlyKeys(params._meta, PLAIN_ENVELOPE)))
      return undefined;
    const tool = typeof params.name === 'string' ? served.get(params.name) : undefined;
    if (!tool) return undefined;
    const args = tool.config.inputSchema.safeParse(params.arguments ?? {});
    if (!args.success) return undefined; // the SDK says what is wrong, in its words
    return run(tool, args.data, caller).then((result) => ({
      jsonrpc: '2.0',
      id: request.id,
      result:
        era === 'modern'
          ? {
              ...result,
              resultType: 'complete',
              _meta: { ...result._meta, [SERVER_INFO_META_KEY]: serverInfo },
            }
          : result,
    }));
  };
}
