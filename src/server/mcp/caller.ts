import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { BearerPrincipal, QueryOrigin } from '../http/context';
import { AppError } from '../http/errors';
import type { Logger } from '../log';

/** Who is calling, handed to the tools with each request (the server itself serves anyone, one call at a time). */
export interface McpCaller {
  principal: BearerPrincipal;
  log: Logger;
}

function callerOf(extra: { authInfo?: AuthInfo | undefined }): McpCaller {
  const caller = extra.authInfo?.extra?.caller as McpCaller | undefined;
  if (!caller) throw new AppError('unauthenticated', 'Missing access token');
  return caller;
}

function failure(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/**
 * A tool's body, given its caller, with every failure turned into a tool error a model can read: a message,
 * never a stack.
 */
export function guarded<A>(tool: string, body: (args: A, caller: McpCaller) => Promise<CallToolResult>) {
  return async (args: A, extra: { authInfo?: AuthInfo | undefined }): Promise<CallToolResult> => {
    const caller = callerOf(extra);
    try {
      return await body(args, caller);
    } catch (error) {
      if (error instanceof AppError) return failure(error.message);
      caller.log.error({ err: error, tool }, 'MCP tool failed');
      return failure('Something went wrong on our side; try again in a moment.');
    }
  };
}

export const originOf = ({ principal }: McpCaller): QueryOrigin => ({
  channel: 'mcp',
  tokenId: principal.tokenId,
});
