import { describe, expect, it } from 'vitest';
import { readEventStream } from './read-event-stream';

function streamOf(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function all(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readEventStream(body)) events.push(event);
  return events;
}

describe('readEventStream', () => {
  it('reads named events whatever the chunks they arrive in', async () => {
    const events = await all(
      streamOf('event: delta\nda', 'ta: {"text":"日本"}\n', '\nevent: done\ndata: {}\n\n'),
    );
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"日本"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins data lines, skips comments, and names unnamed events "message"', async () => {
    expect(await all(streamOf(': keep-alive\n\ndata: a\ndata: b\r\n\r\n'))).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('keeps a last event that ends without a blank line', async () => {
    expect(await all(streamOf('event: done\ndata: {"ok":true}'))).toEqual([
      { event: 'done', data: '{"ok":true}' },
    ]);
  });

  it('splits a multi-byte character across chunks correctly', async () => {
    const bytes = new TextEncoder().encode('data: 昆布\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    expect(await all(body)).toEqual([{ event: 'message', data: '昆布' }]);
  });
});
