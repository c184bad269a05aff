import type { JSONRPCMessage, JSONRPCRequest } from '@modelcontextprotocol/server';

/**
 * The answers awaited on one MCP connection that many clients share (exchange.ts, modern-exchange.ts): each request
 * is given an id of the connection's own, so two clients' ids never meet, and its answer carries the id its client
 * sent. Messages besides answers (progress, logs) are not answers and are left to the caller to drop.
 */
/** The connection id of the request `message` answers; undefined when it answers none (a notification, a request). */
export function answeredId(message: JSONRPCMessage): number | undefined {
  return 'id' in message && ('result' in message || 'error' in message) ? (message.id as number) : undefined;
}

export class PendingAnswers {
  readonly #waiting = new Map<number, (answer: JSONRPCMessage) => void>();
  #nextId = 1;

  /** A connection id for `request` and the promise of its answer, with the request's own id. */
  open(request: JSONRPCRequest): { id: number; answer: Promise<JSONRPCMessage> } {
    const id = this.#nextId++;
    const answer = new Promise<JSONRPCMessage>((resolve) => {
      this.#waiting.set(id, (message) => resolve({ ...message, id: request.id } as JSONRPCMessage));
    });
    return { id, answer };
  }

  /** Whether the request with connection id `id` still waits for its answer. */
  awaits(id: number): boolean {
    return this.#waiting.has(id);
  }

  /** Gives `message` to the request it answers; false when it answers none that waits (or is no answer). */
  deliver(message: JSONRPCMessage): boolean {
    const id = answeredId(message);
    const answer = id === undefined ? undefined : this.#waiting.get(id);
    if (!answer) return false;
    this.#waiting.delete(id!);
    answer(message);
    return true;
  }

  /** Stops waiting for the answer to connection id `id` (its promise never settles). */
  forget(id: number): void {
    this.#waiting.delete(id);
  }

  forgetAll(): void {
    this.#waiting.clear();
  }
}
