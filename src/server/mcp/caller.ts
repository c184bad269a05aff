import {
  UrlElicitationRequiredError,
  type CallToolResult,
  type InputRequiredResult,
  type ServerContext,
} from '@modelcontextprotocol/server';
import type { BearerPrincipal, QueryOrigin } from '../http/context';
import { AppError } from '../http/errors';
import type { Logger } from '../log';

/** Who is calling, handed to the tools with each request (the server itself serves anyone, one call at a time). */
export interface McpCaller {
  principal: BearerPrincipal;
  log: Logger;
}

/** The caller the endpoint verified, as it handed it to the SDK with the request (`authInfo.extra.caller`). */
export function callerOf(ctx: ServerContext): McpCaller {
  const caller = ctx.http?.authInfo?.extra?.caller as McpCaller | undefined;
  if (!caller) throw new AppError('unauthenticated', 'Missing access token');
  return caller;
}

function failure(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/**
 * A tool's work for its caller, with every failure turned into a tool error a model can read: a message, never a
 * stack. The one exception is the protocol's own answer that the person must open a URL (URL-mode elicitation,
 * 2025-11-25): it is a JSON-RPC error by design, and passes through.
 */
export async function guarded<R extends CallToolResult | InputRequiredResult>(
  tool: string,
  caller: McpCaller,
  work: () => Promise<R>,
): Promise<R | CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UrlElicitationRequiredError) throw error;
    if (error instanceof AppError) return failure(error.message);
    caller.log.error({ err: error, tool }, 'MCP tool failed');
    return failure('Something went wrong on our side; try again in a moment.');
  }
}

export const originOf = ({ principal }: McpCaller): QueryOrigin => ({
  channel: 'mcp',
  tokenId: principal.tokenId,
});
