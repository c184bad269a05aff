import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface ConnectionCheck {
  /** What was searched for: the words asked, or the first pack's title when none were. */
  query: string;
  packs: { id: string; title: string }[];
  passages: { pack_title: string; filename: string; page: number | null; text: string }[];
}

/** Why a check failed: the HTTP status and the server's message, or no answer at all (status 0). */
export class ConnectionError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let nextId = 1;

/** One tool call through the real MCP endpoint, exactly as an assistant makes it (JSON-RPC over HTTP POST). */
async function callTool(token: string, name: string, args: Record<string, unknown>) {
  let res: Response;
  try {
    res = await fetch('/mcp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: nextId++,
        method: 'tools/call',
        params: { name, arguments: args },
      }),
    });
  } catch {
    throw new ConnectionError(0, 'No answer from the server');
  }
  const body = (await res.json().catch(() => null)) as {
    result?: CallToolResult;
    error?: { message: string };
  } | null;
  if (!res.ok || !body?.result) throw new ConnectionError(res.status, body?.error?.message ?? res.statusText);
  const { result } = body;
  if (result.isError) {
    const text = result.content[0]?.type === 'text' ? result.content[0].text : '';
    throw new ConnectionError(200, text);
  }
  return result.structuredContent ?? {};
}

/**
 * What an assistant sees with this token: the packs it may read, and what a search finds in them — for `asked`, or,
 * when nothing was asked, for the first pack's title (words that pack surely holds, in its own language).
 */
export async function checkConnection(token: string, asked: string): Promise<ConnectionCheck> {
  const { packs } = (await callTool(token, 'list_packs', {})) as { packs: ConnectionCheck['packs'] };
  const query = asked.trim() || packs[0]?.title || '';
  if (packs.length === 0) return { query, packs, passages: [] };
  const { passages } = (await callTool(token, 'search', { query, k: 3 })) as {
    passages: ConnectionCheck['passages'];
  };
  return { query, packs, passages };
}
