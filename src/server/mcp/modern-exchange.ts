import {
  PerRequestHTTPServerTransport,
  type AuthInfo,
  type JSONRPCMessage,
  type JSONRPCRequest,
} from '@modelcontextprotocol/server';
import { answeredId, PendingAnswers } from './pending-answers';

/**
 * The everyday 2026-era request (a `tools/call` whose envelope and headers the SDK's classification accepts as they
 * are) served by one MCP server connected for good, as exchange.ts does for the 2025 era. The SDK's per-request
 * handler classified the request again, built a transport, bound a pooled server to it, connected, answered and
 * closed — and the objects of every request in flight, tied to long-lived servers, lived long enough to be copied by
 * the young collection and promoted: the 2026 era ran at 1,890–2,020 searches a second against 2,460–2,660 for the
 * 2025 era, p99 48–53 ms at 50 clients (ADR 0031).
 *
 * It is the SDK's own per-request transport, subclassed, so that a server connected to it is bound to the 2026 era
 * the way the SDK binds one (from the transport's classification); every message is then read by the server's own
 * dispatch — its envelope checked, its input and output validated, its result encoded for the era — with the
 * classification the SDK's handler would give it. Requests from many clients share the connection
 * (pending-answers.ts). Messages besides answers (progress, logs) are dropped, as a JSON answer drops them.
 *
 * An answer made while the message is being handed over — before any handler runs: a refused envelope, an unknown
 * method — is not given: `exchange` says so (undefined), and the request goes to the SDK's handler, which answers it
 * with the HTTP status the specification gives that refusal. Nothing has happened by then that a second try repeats.
 */
export class ModernExchangeTransport extends PerRequestHTTPServerTransport {
  readonly #answers = new PendingAnswers();
  /** The connection's id of the message being handed over, and whether it was answered meanwhile. */
  #handingOver: { id: number; answered: boolean } | undefined;

  constructor(readonly revision: string) {
    super({ classification: { era: 'modern', revision } });
  }

  override async send(message: JSONRPCMessage): Promise<void> {
    if (this.#handingOver && answeredId(message) === this.#handingOver.id) {
      this.#handingOver.answered = true;
      return;
    }
    this.#answers.deliver(message);
  }

  override async close(): Promise<void> {
    this.#answers.forgetAll();
    this.onclose?.();
  }

  /** The server's answer to `request`, with the request's own id; undefined when the SDK's handler should answer. */
  exchange(request: JSONRPCRequest, authInfo: AuthInfo): Promise<JSONRPCMessage> | undefined {
    const { id, answer } = this.#answers.open(request);
    this.#handingOver = { id, answered: false };
    try {
      this.onmessage?.(
        { ...request, id },
        { classification: { era: 'modern', revision: this.revision }, authInfo },
      );
    } finally {
      const { answered } = this.#handingOver;
      this.#handingOver = undefined;
      if (answered) this.#answers.forget(id);
    }
    return this.#answers.awaits(id) ? answer : undefined;
  }
}
