import type {
  JSONRPCMessage,
  JSONRPCRequest,
  MessageExtraInfo,
  Transport,
} from '@modelcontextprotocol/server';

/**
 * The everyday 2025-era request (one JSON-RPC request, answered as JSON) served by one MCP server connected for
 * good, instead of a stateless transport connected, checked and closed for each request: that exchange cost about
 * 140 µs a request by itself, most of what set MCP apart from the web API's search (ADR 0031). The server's own
 * dispatch stays: each tool's input and output are validated as before.
 *
 * Requests from many clients share the connection, so each is given an id of the connection's own and answered
 * with the id its client sent. Messages the server sends besides answers (progress, logs) are dropped, as the SDK's
 * transport drops them when it answers with JSON.
 */
export class ExchangeTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  readonly #waiting = new Map<number, (answer: JSONRPCMessage) => void>();
  #nextId = 1;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.#waiting.clear();
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!('id' in message) || !('result' in message || 'error' in message)) return;
    const answer = this.#waiting.get(message.id as number);
    if (!answer) return;
    this.#waiting.delete(message.id as number);
    answer(message);
  }

  /** The server's answer to `request`, with the request's own id. */
  exchange(request: JSONRPCRequest, extra: MessageExtraInfo): Promise<JSONRPCMessage> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#waiting.set(id, (answer) => resolve({ ...answer, id: request.id } as JSONRPCMessage));
      this.onmessage?.({ ...request, id }, extra);
    });
  }
}
