import { McpServer, type Transport } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { createServerPool } from './server-pool';

/** A transport that drops what the server sends and closes when told. */
class HeldTransport implements Transport {
  onclose?: () => void;
  onmessage?: Transport['onmessage'];
  onerror?: (error: Error) => void;
  async start(): Promise<void> {}
  async send(): Promise<void> {}
  async close(): Promise<void> {
    this.onclose?.();
  }
}

describe('the MCP server pool', () => {
  it('ends an exchange as the SDK does, without a stack trace, and lends the server again', async () => {
    const pool = createServerPool(() => new McpServer({ name: 'kenja-test', version: '1' }));
    const server = pool.acquireModern();
    const transport = new HeldTransport();
    await server.connect(transport);
    // A request of the server's still waiting on its client when the exchange ends is told the connection closed.
    const waiting = server.server.ping();
    await transport.close();
    const error = await waiting.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'SdkError', message: 'Connection closed' });
    expect((error as Error).stack).not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBeGreaterThan(0);
    expect(server.isConnected()).toBe(false);

    pool.release('modern', server);
    expect(pool.acquireModern()).toBe(server);
  });
});
