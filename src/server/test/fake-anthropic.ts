import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The body the Messages API receives (the parts Kenja sends). */
export interface MessagesRequestBody {
  model: string;
  max_tokens: number;
  system?: string;
  messages: { role: 'user' | 'assistant'; content: string }[];
  stream?: boolean;
}

export interface RecordedRequest {
  headers: IncomingMessage['headers'];
  body: MessagesRequestBody;
  /** From the request's last byte to the reply's last byte: the provider's own share of an answer's time. */
  durationMs?: number;
}

/** The reply a model that follows the rules would give: the first sentence of source 1, cited. */
export const citeFirst = (body: MessagesRequestBody) => {
  const source = /<source id="1"[^>]*>\n([^\n]+)/.exec(body.messages[0]?.content ?? '')?.[1] ?? '';
  return `${source.split(/(?<=[.。])/)[0]} [1]`;
};

/** What the server does with the next request. */
export type FakeBehaviour =
  | { kind: 'reply'; text: string | ((body: MessagesRequestBody) => string); inputTokens?: number }
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Answers 200 with a body that is not JSON (or, streaming, an event that is not). */
  | { kind: 'malformed' }
  /** Streams `text`, then stops sending without ending the stream. */
  | { kind: 'stall'; text: string };

/**
 * A local server on 127.0.0.1 speaking the Anthropic Messages API (`POST /v1/messages`), JSON and streamed
 * (server-sent events as Anthropic sends them), so the real SDK is exercised end to end. Behaviours are queued;
 * with none queued it replies with `fallback`. Every request is recorded.
 */
export class FakeAnthropic {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: FakeBehaviour[] = [];
  private server: Server | undefined;
  private readonly open = new Set<ServerResponse>();
  fallback: FakeBehaviour = { kind: 'reply', text: 'The sources say so [1].' };

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('fake Anthropic server not started');
    return `http://127.0.0.1:${address.port}`;
  }

  /** Queues behaviours for the next requests, in order. */
  next(...behaviours: FakeBehaviour[]): this {
    this.queue.push(...behaviours);
    return this;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/messages') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'Not found' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as MessagesRequestBody;
    const recorded: RecordedRequest = { headers: req.headers, body };
    this.requests.push(recorded);
    const received = performance.now();
    res.on('finish', () => (recorded.durationMs = performance.now() - received));
    const behaviour = this.queue.shift() ?? this.fallback;
    this.open.add(res);
    res.on('close', () => this.open.delete(res));
    switch (behaviour.kind) {
      case 'error':
        res.writeHead(behaviour.status, { 'content-type': 'application/json', ...behaviour.headers });
        res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: behaviour.message } }));
        return;
      case 'hang':
        return;
      case 'malformed':
        if (body.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.end('event: message_start\ndata: {not json\n\n');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"id": "msg_1", "content": [');
        }
        return;
      case 'stall':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const event of startEvents(body, 10)) res.write(event);
        res.write(sse('content_block_delta', textDelta(behaviour.text)));
        return;
      case 'reply': {
        const text = typeof behaviour.text === 'function' ? behaviour.text(body) : behaviour.text;
        const inputTokens = behaviour.inputTokens ?? Math.ceil(JSON.stringify(body).length / 4);
        const outputTokens = Math.max(1, Math.ceil(text.length / 4));
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' });
          res.end(JSON.stringify(message(body.model, text, inputTokens, outputTokens)));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const event of startEvents(body, inputTokens)) res.write(event);
        // A few pieces, as a model streams: the client must put them back together.
        for (const piece of text.match(/[\s\S]{1,12}/g) ?? []) {
          res.write(sse('content_block_delta', textDelta(piece)));
          await new Promise((resolve) => setImmediate(resolve));
        }
        res.write(sse('content_block_stop', { type: 'content_block_stop', index: 0 }));
        res.write(
          sse('message_delta', {
            type: 'message_delta',
            delta: { stop_reason: 'end_turn', stop_sequence: null },
            usage: { output_tokens: outputTokens },
          }),
        );
        res.end(sse('message_stop', { type: 'message_stop' }));
        return;
      }
    }
  }
}

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function textDelta(text: string) {
  return { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } };
}

function message(model: string, text: string, inputTokens: number, outputTokens: number) {
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: inputTokens, output_tokens: outputTokens },
  };
}

function startEvents(body: MessagesRequestBody, inputTokens: number): string[] {
  const start = { ...message(body.model, '', inputTokens, 1), content: [], stop_reason: null };
  return [
    sse('message_start', { type: 'message_start', message: start }),
    sse('content_block_start', {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '' },
    }),
    sse('ping', { type: 'ping' }),
  ];
}
