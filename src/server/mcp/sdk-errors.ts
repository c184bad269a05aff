import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import type { Logger } from '../log';

/**
 * What the MCP SDK reports through `onerror`: mostly refusals of what a client sent (a body that is not a JSON-RPC
 * message, a protocol version or header it does not take), which it has already answered with a 4xx — a client's
 * mistake, worth a line, not an alarm — and now and then a failure of its own or of a handler, which is.
 */

/** JSON-RPC and MCP codes that put the fault in the request. */
const REQUEST_FAULTS: ReadonlySet<number> = new Set([
  ProtocolErrorCode.ParseError,
  ProtocolErrorCode.InvalidRequest,
  ProtocolErrorCode.MethodNotFound,
  ProtocolErrorCode.InvalidParams,
  ProtocolErrorCode.MissingRequiredClientCapability,
  ProtocolErrorCode.UnsupportedProtocolVersion,
]);

/** How the SDK's transports word the refusals they report as plain errors (each answered with a 4xx). */
const REFUSAL =
  /^(Parse error|Invalid Request|Bad Request|Not Acceptable|Unsupported Media Type|Method not allowed|Conflict|Session not found|Rejected |Unsupported protocol version)/i;

/** Whether the SDK refused the request for what the client sent, rather than failing itself. */
export function isClientFault(error: Error): boolean {
  if (error instanceof SyntaxError) return true;
  // A message that does not match the JSON-RPC schema: the SDK's zod error.
  if (error.name === 'ZodError' || Array.isArray((error as { issues?: unknown }).issues)) return true;
  if (error instanceof ProtocolError) return REQUEST_FAULTS.has(error.code);
  return REFUSAL.test(error.message);
}

/** The longest reason a client's refusal is logged with: a schema error lists every issue it found. */
const REASON_MAX = 300;

/** Logs what the SDK reported: a client's mistake as a warning without a stack, anything else as an error. */
export function logSdkError(log: Logger, error: Error): void {
  if (isClientFault(error)) {
    log.warn({ reason: error.message.slice(0, REASON_MAX) }, 'MCP request refused: not a valid request');
  } else {
    log.error({ err: error }, 'MCP request failed');
  }
}
