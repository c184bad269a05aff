import type {
  JSONRPCMessage,
  JSONRPCRequest,
  MessageExtraInfo,
  Transport,
} from '@modelcontextprotocol/server';
import { PendingAnswers } from './pending-answers';

/**
 * The everyday 2025-era request (one JSON-RPC request, answered as JSON) served by one MCP server connected for
 * good, instead of a stateless transport connected, checked and closed for each request: that exchange cost about
 * 140 µs a request by itself, most of what set MCP apart from the web API's search (ADR 0031). The server's own
 * dispatch stays: each tool's input and output are validated as before.
 *
 * Requests from many clients share the connection (pending-answers.ts). Messages the server sends besides answers
 * (progress, logs) are dropped, as the SDK's transport drops them when it answers with JSON.
 */
export class ExchangeTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  readonly #answers = new PendingAnswers();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.#answers.forgetAll();
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.#answers.deliver(message);
  }

  /** The server's answer to `request`, with the request's own id. */
  exchange(request: JSONRPCRequest, extra: MessageExtraInfo): Promise<JSONRPCMessage> {
    const { id, answer } = this.#answers.open(request);
    try {
      this.onmessage?.({ ...request, id }, extra);
    } catch (error) {
      this.#answers.forget(id);
      throw error;
    }
    return answer;
  }
}
