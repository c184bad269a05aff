import type {
  McpUiHostContext,
  McpUiInitializeResult,
  McpUiToolResultNotification,
} from '@modelcontextprotocol/ext-apps';

/**
 * The card's side of MCP Apps (extension `io.modelcontextprotocol/ui`, 2026-01-26): JSON-RPC 2.0 with the host
 * over `postMessage` to the frame's parent. Only what a card needs — initialize, the tool's result, the host's
 * context, opening a link, its size, teardown — written out here rather than bundling the SDK's `App`, which
 * brings the whole MCP client and zod (650 kB) into a page that draws a few cards (ADR 0048). The SDK's own host
 * (`AppBridge`) drives it in the tests.
 */

const PROTOCOL_VERSION = '2026-01-26';

export type ToolResult = McpUiToolResultNotification['params'];

interface Message {
  jsonrpc: '2.0';
  id?: number | string;
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  error?: { code: number; message: string };
}

export interface HostEvents {
  onToolResult(result: ToolResult): void;
  onToolCancelled(): void;
  onHostContext(context: McpUiHostContext): void;
}

export interface HostBridge {
  /** The host's context as it stood at initialize. */
  context: McpUiHostContext;
  /** Asks the host to open `url` in the person's browser: false when it cannot or would not. */
  openLink(url: string): Promise<boolean>;
  /** Tells the host how tall the card is, so its frame fits. */
  sizeChanged(width: number, height: number): void;
}

export async function connectToHost(events: HostEvents, host: Window = window.parent): Promise<HostBridge> {
  let nextId = 1;
  const pending = new Map<number | string, { resolve(value: unknown): void; reject(error: Error): void }>();
  const send = (message: Omit<Message, 'jsonrpc'>) => host.postMessage({ jsonrpc: '2.0', ...message }, '*');
  const request = (method: string, params: Record<string, unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      send({ id, method, params });
    });

  window.addEventListener('message', (event: MessageEvent<Message>) => {
    if (event.source !== host || event.data?.jsonrpc !== '2.0') return;
    const message = event.data;
    if (message.method === undefined) {
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
      return;
    }
    if (message.id !== undefined) {
      // The host's requests of a view: `ping`, and `ui/resource-teardown` (nothing to save). Anything else is unknown.
      const known = message.method === 'ping' || message.method === 'ui/resource-teardown';
      send(
        known
          ? { id: message.id, result: {} }
          : { id: message.id, error: { code: -32601, message: `Method not found: ${message.method}` } },
      );
      return;
    }
    if (message.method === 'ui/notifications/tool-result') events.onToolResult(message.params as ToolResult);
    if (message.method === 'ui/notifications/tool-cancelled') events.onToolCancelled();
    if (message.method === 'ui/notifications/host-context-changed') {
      events.onHostContext(message.params as McpUiHostContext);
    }
  });

  const initialized = (await request('ui/initialize', {
    protocolVersion: PROTOCOL_VERSION,
    appInfo: { name: 'kenja-cards', version: '1.0.0' },
    appCapabilities: {},
  })) as McpUiInitializeResult;
  send({ method: 'ui/notifications/initialized', params: {} });
  return {
    context: initialized.hostContext ?? {},
    openLink: async (url) => {
      // A host that offers no link opening is not asked; one that refuses answers isError (or an error).
      if (!initialized.hostCapabilities?.openLinks) return false;
      try {
        const answer = (await request('ui/open-link', { url })) as { isError?: boolean } | undefined;
        return answer?.isError !== true;
      } catch {
        return false;
      }
    },
    sizeChanged: (width, height) =>
      send({ method: 'ui/notifications/size-changed', params: { width, height } }),
  };
}
